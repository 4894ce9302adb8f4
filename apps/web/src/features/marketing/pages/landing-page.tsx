import { Link } from 'react-router';
import { CREDITS_PER_ANALYSIS } from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { useDisplayCurrency } from '@/lib/display-currency.ts';
import { Faq } from '../components/faq.tsx';
import { FeatureCards } from '../components/feature-cards.tsx';
import { HeroChart } from '../components/hero-chart.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { PricingCards } from '@/components/plans/pricing-cards.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { LOWEST_WEEKLY_USD, useVisitorPlanSelect } from '../lib/plan-selection.ts';

const PROOF_POINTS = [
  {
    title: 'Reads the chart itself',
    body: 'Every candle found, the price axis read, the prices recovered.',
  },
  { title: 'Numbers, not guesses', body: 'Levels and signals computed from real prices.' },
  { title: 'Same chart, same answer', body: 'Repeatable results you can check against the chart.' },
  { title: 'About a second', body: 'No waiting on a chatbot to describe a picture.' },
];

export function LandingPage() {
  const selectPlan = useVisitorPlanSelect();
  const { format, label, approximate } = useDisplayCurrency();
  return (
    <div>
      <section aria-labelledby="hero-title" className="relative overflow-hidden">
        <div
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(34,211,238,0.14),transparent_60%)]"
          aria-hidden="true"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:pt-20 lg:grid-cols-2 lg:gap-12 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-cyan-400/20 bg-cyan-400/5 px-3 py-1 text-xs font-medium text-cyan-300">
              <span className="h-1.5 w-1.5 rounded-full bg-up" aria-hidden="true" />
              Chart analysis from a screenshot
            </p>
            <h1
              id="hero-title"
              className="mt-5 text-4xl font-bold tracking-tight text-white sm:text-5xl sm:leading-[1.1]"
            >
              Your chart, read in about a second.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-300">
              Upload a screenshot of any candlestick chart. CandleLens reads the candles and the
              price axis, then gives you support and resistance, trend, patterns, indicators and a
              calibrated forecast, drawn right onto your chart.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/signup" className={buttonClass('primary', 'px-6 py-3 text-base')}>
                Get Started
              </Link>
              <a href="#how-it-works" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
                See how it works
              </a>
            </div>
            <p className="mt-5 text-sm text-slate-400">
              Plans from {label(LOWEST_WEEKLY_USD)} per week · For traders 18 and over · Not
              financial advice
            </p>
          </div>
          <div>
            <HeroChart />
            <p className="mt-3 text-center text-xs text-slate-400">
              Example result: the levels, trend line and forecast range are drawn by CandleLens.
            </p>
          </div>
        </div>
      </section>

      <section aria-label="Why CandleLens" className="border-y border-white/5 bg-ink-950/60">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
          {PROOF_POINTS.map((p) => (
            <li key={p.title}>
              <p className="text-sm font-semibold text-white">{p.title}</p>
              <p className="mt-1 text-sm text-slate-400">{p.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="how-it-works"
        aria-labelledby="how-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:py-24"
      >
        <SectionHeading id="how-title" eyebrow="How it works" title="Two steps, one screenshot">
          No exporting data, no connecting a broker. If you can see the chart, CandleLens can read
          it.
        </SectionHeading>
        <div className="mt-12">
          <HowItWorks />
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 pb-20 sm:pb-24">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything the chart can tell you"
        >
          Each analysis is computed from the prices recovered from your screenshot. An optional AI
          model can write the summary, and it works from those same measurements.
        </SectionHeading>
        <div className="mt-12">
          <FeatureCards />
        </div>
        <p className="mt-8 text-center">
          <Link to="/features" className="text-sm font-semibold text-cyan-400 hover:text-cyan-300">
            Explore every feature <span aria-hidden="true">→</span>
          </Link>
        </p>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="scroll-mt-20 border-t border-white/5 bg-ink-950/50"
      >
        <div className="mx-auto max-w-6xl px-4 py-20 sm:py-24">
          <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple weekly plans">
            Every analysis uses {CREDITS_PER_ANALYSIS} credits. Your plan's credits refresh each
            week. Upgrade at any time; it takes effect immediately.
          </SectionHeading>
          <CurrencySelect className="mt-8 justify-center" />
          <div className="mt-10">
            <PricingCards onSelect={selectPlan} formatPrice={format} approximate={approximate} />
          </div>
          <p className="mx-auto mt-8 max-w-2xl text-center text-xs leading-5 text-slate-400">
            {approximate
              ? 'Prices shown in your currency are approximate; plans are charged in US dollars.'
              : 'Prices in US dollars.'}{' '}
            Plans renew automatically every week until cancelled; payments are non-refundable. See
            the{' '}
            <Link to="/refund" className="underline hover:text-slate-300">
              refund policy
            </Link>{' '}
            and{' '}
            <Link to="/terms" className="underline hover:text-slate-300">
              terms of service
            </Link>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-6xl px-4 pt-20 sm:pt-24">
        <SectionHeading id="faq-title" eyebrow="Questions" title="Good to know" />
        <div className="mt-10">
          <Faq />
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-20">
        <div className="rounded-3xl border border-cyan-400/20 bg-gradient-to-br from-cyan-500/10 via-ink-850 to-ink-850 px-6 py-12 text-center sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold text-white sm:text-3xl">
            Read your next chart with CandleLens
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-400">
            Create an account, choose a plan and upload your first screenshot in under a minute.
          </p>
          <Link to="/signup" className={buttonClass('primary', 'mt-8 px-6 py-3 text-base')}>
            Create your account
          </Link>
          <p className="mx-auto mt-8 max-w-2xl text-xs leading-5 text-slate-400">
            CandleLens provides information only and is not financial advice. Trading carries risk;
            past price behaviour does not guarantee future results.
          </p>
        </div>
      </section>
    </div>
  );
}
