import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { SUPPORT_EMAIL, SUPPORT_RESPONSE } from '../lib/support.ts';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details</strong>: your full name, e-mail address and password. We store
          only a secure hash of your password, never the password itself.
        </li>
        <li>
          <strong>Uploaded screenshots</strong>: the chart images you upload for analysis.
        </li>
        <li>
          <strong>Analyses</strong>: the results we produce for each upload (text, levels, patterns
          and figures) and when they were made.
        </li>
        <li>
          <strong>Subscription and credits</strong>: your plan, its status and dates, and your
          credit balance.
        </li>
        <li>
          <strong>Payment details</strong>: handled entirely by our payment provider. Your card or
          bank details go straight to them; we never see or store them. We receive only a
          confirmation of payment and a subscription reference.
        </li>
        <li>
          <strong>Technical data</strong>: your IP address and the country it suggests, used to
          protect sign-in against abuse and to show prices in your local currency.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <ul>
        <li>to run your account and sign you in;</li>
        <li>to read your charts, produce your analyses and show your history;</li>
        <li>to manage your subscription, credits and billing;</li>
        <li>to keep the service secure, for example by limiting repeated sign-in attempts;</li>
        <li>to answer your support requests and send essential e-mails such as password resets.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          <strong>We do not sell your personal data or your uploads</strong>, and we do not use them
          for advertising. We share data only with the providers that help us run CandleLens:
        </p>
        <ul>
          <li>our payment provider, to take payments and manage subscriptions;</li>
          <li>our hosting and e-mail providers, to run the service and send account e-mails;</li>
          <li>
            when AI-written summaries are enabled, the vision model that writes them (which may be
            run by an AI provider) receives the screenshot and our measurements, only to write the
            text of that analysis.
          </li>
        </ul>
        <p>We may also disclose data where the law requires it.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>
          Your history in the app shows the analyses from the past 7 days. Your account, uploads and
          analyses are stored for as long as your account is open so we can provide the service and
          answer questions about past results.
        </p>
        <p>
          You can ask us to delete your account, or specific uploads and analyses, at any time by
          writing to {mail} from the e-mail address on your account. We confirm the deletion by
          e-mail. We keep billing records only as long as tax and accounting law requires.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          CandleLens uses <strong>a single session cookie</strong> that keeps you signed in. It is
          HTTP-only, so scripts on the page cannot read it. We use no advertising, analytics or
          tracking cookies, so there is no cookie banner to click through.
        </p>
        <p>
          Your browser&apos;s local storage also holds two small preferences: a plan you picked
          before signing in, and the last page you visited in the app.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are hashed with a modern memory-hard algorithm, and
        every request to your data is checked against your account. No system is perfectly secure,
        but we work to protect your data and will tell you promptly if a breach affects you.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can ask for a copy of your data, ask us to correct or delete it, or object to how we use
        it. Write to {mail}; we reply {SUPPORT_RESPONSE}. CandleLens is only for people aged 18 and
        over, and we do not knowingly collect data from anyone younger.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the effective date above and, for significant
        changes, let you know by e-mail. Questions: {mail} or the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what CandleLens collects when you use the service, why, how long we
          keep it and the choices you have. The short version: we collect only what we need to read
          your charts and run your account, we use one session cookie, and we never sell your data.
        </p>
      }
      sections={sections}
    />
  );
}
