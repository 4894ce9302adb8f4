import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../lib/support.ts';

const TOPICS = [
  { title: 'Account and sign-in', body: 'Trouble signing in or resetting your password.' },
  { title: 'Billing and plans', body: 'Payments, renewals, upgrades, downgrades and cancelling.' },
  {
    title: 'A chart read wrongly',
    body: 'Send the screenshot and what you expected; it helps us improve the reader.',
  },
];

export function ContactPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-cyan-400 uppercase">Support</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Contact Us
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-300">
          Real people read every message. Write to us about your account, billing or a chart we
          could read better.
        </p>
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="email-title"
          className="rounded-2xl border border-cyan-400/30 bg-gradient-to-b from-cyan-500/10 to-ink-850 p-6 sm:p-8 lg:col-span-2"
        >
          <h2 id="email-title" className="text-lg font-semibold text-white">
            E-mail support
          </h2>
          <p className="mt-2 text-sm text-slate-400">
            The fastest way to reach us. Please write from the e-mail address on your account.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-5 inline-block text-xl font-semibold break-all text-cyan-300 hover:text-cyan-200 sm:text-2xl"
          >
            {SUPPORT_EMAIL}
          </a>
          <h3 className="mt-8 text-sm font-semibold text-white">We can help with</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-3">
            {TOPICS.map((t) => (
              <li key={t.title} className="rounded-lg border border-white/5 bg-ink-900/60 p-4">
                <p className="text-sm font-medium text-slate-200">{t.title}</p>
                <p className="mt-1 text-xs leading-5 text-slate-400">{t.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6">
          <section
            aria-labelledby="hours-title"
            className="rounded-2xl border border-white/10 bg-ink-850 p-6"
          >
            <h2 id="hours-title" className="text-lg font-semibold text-white">
              Support hours
            </h2>
            <p className="mt-3 text-slate-200">Monday to Friday</p>
            <p className="text-2xl font-semibold text-white tabular-nums">9:00 to 17:00 IST</p>
            <p className="mt-1 text-xs text-slate-400">India Standard Time (UTC+5:30)</p>
          </section>
          <section
            aria-labelledby="response-title"
            className="rounded-2xl border border-white/10 bg-ink-850 p-6"
          >
            <h2 id="response-title" className="text-lg font-semibold text-white">
              Response time
            </h2>
            <p className="mt-3 text-slate-300">
              We reply within <strong className="text-white">24 to 48 hours</strong> on business
              days.
            </p>
          </section>
        </div>
      </div>

      <p className="mt-10 max-w-2xl text-sm text-slate-400">
        Looking for billing rules? Read the{' '}
        <Link to="/refund" className="font-medium text-cyan-400 hover:text-cyan-300">
          Refund Policy
        </Link>{' '}
        and the{' '}
        <Link to="/terms" className="font-medium text-cyan-400 hover:text-cyan-300">
          Terms of Service
        </Link>
        . CandleLens support cannot give financial advice.
      </p>
    </div>
  );
}
