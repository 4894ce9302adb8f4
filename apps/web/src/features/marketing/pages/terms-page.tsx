import { Link } from 'react-router';
import { CREDITS_PER_ANALYSIS } from '@candlelens/contracts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { SUPPORT_EMAIL } from '../lib/support.ts';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <p>
        These terms govern your use of CandleLens, the website and web application at
        candlelens.app. By creating an account or using the service you agree to them. If you do not
        agree, please do not use CandleLens.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use CandleLens',
    body: (
      <p>
        <strong>You must be 18 years of age or older to use CandleLens.</strong> By creating an
        account you confirm that you are at least 18 and that you are allowed to enter into this
        agreement where you live.
      </p>
    ),
  },
  {
    id: 'not-financial-advice',
    title: 'Not financial advice',
    body: (
      <>
        <p>
          <strong>Nothing on CandleLens is financial, investment, tax or trading advice.</strong>{' '}
          Every analysis, level, pattern, indicator reading and forecast is general information
          produced automatically from the image you upload. It does not take into account your
          goals, finances or circumstances, and it is not a recommendation to buy, sell or hold
          anything.
        </p>
        <p>
          Trading carries a high risk of loss. Forecasts are estimates with stated uncertainty, and
          past price behaviour does not guarantee future results. You alone are responsible for your
          trading decisions; consider speaking to a licensed adviser.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        Keep your sign-in details private and tell us at once at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you think someone else has used
        your account. You are responsible for activity under your account. One account is for one
        person.
      </p>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions, billing and renewal',
    body: (
      <>
        <p>CandleLens is sold as weekly subscription plans (Basic, Pro and Elite).</p>
        <ul>
          <li>
            <strong>Plans renew automatically every week</strong> and you are charged at the start
            of each weekly billing cycle until you cancel.
          </li>
          <li>
            Each active plan gives a weekly allowance of credits; every analysis uses{' '}
            {CREDITS_PER_ANALYSIS} credits. Unused credits do not roll over to the next week.
          </li>
          <li>
            Upgrades take effect immediately. Downgrades and cancellations take effect at the end of
            the current billing cycle.
          </li>
          <li>To cancel, contact support before your next billing cycle begins.</li>
          <li>
            All payments are non-refundable, as set out in our{' '}
            <Link to="/refund">Refund Policy</Link>.
          </li>
        </ul>
        <p>
          Payments are processed by our payment provider. Prices shown in a currency other than the
          one you are charged in are approximate.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use CandleLens you agree not to:</p>
        <ul>
          <li>upload images you have no right to share, or images that are not charts;</li>
          <li>upload unlawful, offensive or malicious content, or anyone&apos;s personal data;</li>
          <li>
            probe, overload or disrupt the service, get around usage limits or plan tiers, or access
            it by automated means other than those we provide;
          </li>
          <li>copy, resell or redistribute the service or its analyses as your own product;</li>
          <li>share your account or sell access to it.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your uploads',
    body: (
      <p>
        You keep ownership of the screenshots you upload. You give CandleLens the permission it
        needs to store and process them to produce your analyses and show your history, as described
        in our <Link to="/privacy">Privacy Policy</Link>. We do not sell your uploads.
      </p>
    ),
  },
  {
    id: 'accuracy',
    title: 'Accuracy and availability',
    body: (
      <p>
        We work hard to read charts correctly and we measure how well we do, but an automated
        reading can be wrong, for example with blurry, cropped or unusual charts. Always check an
        analysis against your own chart. The service is provided &quot;as is&quot; and &quot;as
        available&quot;; we may change, pause or improve features at any time.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, CandleLens is not liable for any trading losses,
          lost profits or indirect, incidental or consequential damages arising from your use of the
          service or reliance on any analysis.
        </p>
        <p>
          Our total liability for any claim relating to the service is limited to the amount you
          paid us in the four weeks before the claim arose. Nothing in these terms limits liability
          that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your use',
    body: (
      <p>
        You may stop using CandleLens at any time and ask us to close your account. We may suspend
        or end access if you breach these terms. Sections on financial advice, liability and your
        uploads continue to apply after your account ends.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. When we make a material change we will show the new effective
        date on this page and, where appropriate, tell you by e-mail. Continuing to use CandleLens
        after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Terms of Service"
      intro={
        <p>
          Please read these terms carefully. In short: you must be 18 or older, CandleLens is for
          information only and is not financial advice, and plans renew weekly until you cancel.
        </p>
      }
      sections={sections}
    />
  );
}
