import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_RESPONSE } from '../lib/support.ts';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'no-refunds',
    title: 'All payments are non-refundable',
    body: (
      <p>
        CandleLens is a digital service that is available to you the moment your payment is
        confirmed, with your credits added at once. For this reason{' '}
        <strong>all payments are non-refundable</strong>, including payments for partly used billing
        cycles and unused credits.
      </p>
    ),
  },
  {
    id: 'auto-renewal',
    title: 'Plans renew automatically',
    body: (
      <p>
        Every plan is a weekly subscription. <strong>Plans auto-renew</strong> at the start of each
        weekly billing cycle and you are charged for the new cycle until you cancel.
      </p>
    ),
  },
  {
    id: 'cancelling',
    title: 'How to cancel',
    body: (
      <>
        <p>
          <strong>Cancel before the next billing cycle</strong>: in the app under Subscription &amp;
          Credits (Cancel at period end), or by contacting support at {mail} from the e-mail address
          on your account.
        </p>
        <p>
          Your plan and its remaining credits stay until the end of the week you paid for; then the
          plan ends, unused credits expire, and you are not charged again.
        </p>
      </>
    ),
  },
  {
    id: 'changing-plan',
    title: 'Changing your plan',
    body: (
      <ul>
        <li>
          <strong>Upgrades are immediate.</strong> Your new plan and its extra credits are available
          as soon as the upgrade is paid.
        </li>
        <li>
          <strong>Downgrades take effect at the end of the billing cycle.</strong> You keep your
          current plan until then, and the lower plan starts with the next cycle.
        </li>
      </ul>
    ),
  },
  {
    id: 'questions',
    title: 'Billing questions',
    body: (
      <p>
        If you think you were charged in error, write to {mail} with the date and amount. Our team
        works {SUPPORT_HOURS} and replies {SUPPORT_RESPONSE}. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

export function RefundPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Refund Policy"
      intro={
        <div className="rounded-xl border border-white/10 bg-ink-850 p-5 text-sm leading-6">
          <p className="font-semibold text-white">In short</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-300">
            <li>All payments are non-refundable.</li>
            <li>Cancel by contacting support before the next billing cycle.</li>
            <li>Plans auto-renew every week.</li>
            <li>Downgrades take effect at the end of the billing cycle; upgrades are immediate.</li>
          </ul>
        </div>
      }
      sections={sections}
    />
  );
}
