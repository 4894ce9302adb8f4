import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { SUPPORT_EMAIL } from '../lib/support.ts';

const sections: LegalSection[] = [
  {
    id: 'digital-service',
    title: 'A digital service: nothing is shipped',
    body: (
      <p>
        CandleLens is an online service used in your web browser. There are no physical goods, so
        nothing is shipped and there are no shipping fees or delivery addresses.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Immediate delivery after payment',
    body: (
      <>
        <p>
          Access is delivered immediately online. As soon as your payment is confirmed, your plan is
          active on your account and <strong>your credits appear at once</strong>, ready for your
          first analysis. You will see them in the credits badge at the top of the app.
        </p>
        <p>
          Each analysis is delivered on screen, usually in about a second, and saved to your
          history.
        </p>
      </>
    ),
  },
  {
    id: 'renewals',
    title: 'Renewals',
    body: (
      <p>
        When your weekly plan renews, the new week&apos;s credits are added to your account
        automatically at the start of the billing cycle.
      </p>
    ),
  },
  {
    id: 'problems',
    title: 'If access does not appear',
    body: (
      <p>
        If your plan or credits do not show within a few minutes of paying, sign out and back in,
        then write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the e-mail on
        your account and the payment reference. See the <Link to="/contact">contact page</Link> for
        support hours.
      </p>
    ),
  },
];

export function ShippingDeliveryPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Shipping & Delivery"
      intro={<p>How and when you receive what you pay for on CandleLens.</p>}
      sections={sections}
    />
  );
}
