import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { AnalysisDetails } from '../components/analysis-details.tsx';
import { ReadingSteps } from '../components/reading-steps.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { useDisplayCurrency } from '@/lib/display-currency.ts';
import { LOWEST_WEEKLY_USD } from '../lib/plan-selection.ts';

const MEASURES = [
  {
    title: 'Reader accuracy',
    body: 'On charts whose prices we know, rendered in many platform styles, themes and sizes: how many candles the reader finds, and how close the recovered prices are to the true ones.',
  },
  {
    title: 'Forecast calibration',
    body: 'How often the real price landed inside the 50%, 80% and 95% ranges. A calibrated 80% range contains the outcome about 80% of the time, no more and no less.',
  },
  {
    title: 'Speed',
    body: 'Time from upload to finished analysis, tracked in our benchmarks so that a result stays about a second away.',
  },
];

const TIPS = [
  'The analysis follows the timeframe of your chart: a 1-hour chart gives a 1-hour reading.',
  'Use a clear, full-size screenshot; avoid photos of a screen and heavy cropping.',
  'Want an indicator-based analysis? Add the indicator to the chart before you capture it.',
  'Keep the price axis in the shot, usually on the right, so prices can be read.',
];

const PRIVACY_POINTS = [
  'Your screenshots and analyses are tied to your account and visible only to you.',
  'We never sell your uploads or use them for advertising.',
  'AI-written summaries are optional; the chart reading itself runs on our own servers.',
  'Ask us at any time to delete your uploads and analyses.',
];

export function FeaturesPage() {
  const { label } = useDisplayCurrency();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-cyan-400 uppercase">What you get</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-white sm:text-5xl">Features</h1>
        <p className="mt-5 text-lg leading-8 text-slate-300">
          One screenshot in; levels, trend, patterns, indicators and a forecast out, each worked out
          from the prices on your chart and drawn back onto it.
        </p>
      </header>

      <section aria-labelledby="analyses-title" className="mt-16">
        <SectionHeading
          id="analyses-title"
          eyebrow="Analyses"
          title="What each analysis gives you"
          center={false}
        >
          Key levels, trend, quick analysis and history come with every plan. Pro adds patterns and
          indicators; Elite adds price prediction.
        </SectionHeading>
        <div className="mt-10">
          <AnalysisDetails />
        </div>
      </section>

      <section aria-labelledby="reading-title" className="mt-24">
        <SectionHeading
          id="reading-title"
          eyebrow="How the reading works"
          title="Numbers, not guesses"
          center={false}
        >
          CandleLens does not ask a model to describe your picture. It reads the chart itself and
          turns it back into prices first. An optional AI model can then write the summary, grounded
          in those measurements so it cites real prices.
        </SectionHeading>
        <div className="mt-10">
          <ReadingSteps />
        </div>
      </section>

      <section aria-labelledby="measured-title" className="mt-24">
        <SectionHeading
          id="measured-title"
          eyebrow="Reliability"
          title="Measured, not assumed"
          center={false}
        >
          We test the reader and the forecast against charts where the answer is known, and keep the
          figures up to date as the reader improves.
        </SectionHeading>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {MEASURES.map((m) => (
            <li key={m.title} className="rounded-2xl border border-white/10 bg-ink-850 p-6">
              <h3 className="font-semibold text-white">{m.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-400">{m.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-24 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="privacy-title"
          className="rounded-2xl border border-white/10 bg-ink-850 p-6 sm:p-8"
        >
          <h2 id="privacy-title" className="text-2xl font-bold text-white">
            Your uploads stay yours
          </h2>
          <ul className="mt-5 space-y-3 text-sm leading-6 text-slate-300">
            {PRIVACY_POINTS.map((p) => (
              <li key={p} className="flex gap-3">
                <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-up" />
                {p}
              </li>
            ))}
          </ul>
          <Link
            to="/privacy"
            className="mt-6 inline-block text-sm font-semibold text-cyan-400 hover:text-cyan-300"
          >
            Read the Privacy Policy <span aria-hidden="true">→</span>
          </Link>
        </section>
        <section
          aria-labelledby="tips-title"
          className="rounded-2xl border border-white/10 bg-ink-850 p-6 sm:p-8"
        >
          <h2 id="tips-title" className="text-2xl font-bold text-white">
            For the best reading
          </h2>
          <ul className="mt-5 space-y-3 text-sm leading-6 text-slate-300">
            {TIPS.map((t) => (
              <li key={t} className="flex gap-3">
                <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-up" />
                {t}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section
        aria-labelledby="start-title"
        className="mt-24 rounded-3xl border border-cyan-400/20 bg-gradient-to-br from-cyan-500/10 via-ink-850 to-ink-850 px-6 py-12 text-center"
      >
        <h2 id="start-title" className="text-2xl font-bold text-white sm:text-3xl">
          Try it on your own chart
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-400">
          Plans start at {label(LOWEST_WEEKLY_USD)} per week. For information only; not financial
          advice.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/signup" className={buttonClass('primary', 'px-6 py-3')}>
            Get Started
          </Link>
          <Link to="/subscription" className={buttonClass('secondary', 'px-6 py-3')}>
            Compare plans
          </Link>
        </div>
      </section>
    </div>
  );
}
