import { CANCELLATION_POLICY } from '@/lib/cancellation.ts';
import { Link } from 'react-router';
import { CREDITS_PER_ANALYSIS } from '@candlelens/contracts';
import { ApproximatePriceNote, CurrencySelect } from '@/components/currency-select.tsx';
import { useDisplayCurrency } from '@/lib/display-currency.ts';
import { PlanComparison } from '../components/plan-comparison.tsx';
import { PricingCards } from '@/components/plans/pricing-cards.tsx';
import { useVisitorPlanSelect } from '../lib/plan-selection.ts';

const FACTS = [
  {
    title: 'Credits',
    body: `Each analysis uses ${CREDITS_PER_ANALYSIS} credits. Your plan's credits are added at the start of every week; unused credits do not roll over.`,
  },
  {
    title: 'Weekly renewal',
    body: CANCELLATION_POLICY,
  },
  {
    title: 'Changing plan',
    body: 'Upgrades are immediate. Downgrades take effect at the end of the billing cycle.',
  },
];

export function SubscriptionInfoPage() {
  const selectPlan = useVisitorPlanSelect();
  const { format, approximate } = useDisplayCurrency();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-cyan-400 uppercase">Plans</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Subscription Plans
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-400">
          Three weekly plans, billed in US dollars. Every plan reads your charts the same way; the
          higher plans unlock more analyses a week and more kinds of analysis.
        </p>
      </header>

      <section aria-labelledby="plans-title" className="mt-14">
        <h2 id="plans-title" className="sr-only">
          Choose a plan
        </h2>
        <CurrencySelect className="mb-10 justify-center" />
        <PricingCards onSelect={selectPlan} formatPrice={format} approximate={approximate} />
        <ApproximatePriceNote className="mx-auto mt-8 max-w-2xl text-center" />
      </section>

      <section aria-labelledby="compare-title" className="mt-20">
        <h2 id="compare-title" className="text-2xl font-bold text-white">
          Compare plans
        </h2>
        <div className="mt-6">
          <PlanComparison />
        </div>
      </section>

      <section aria-labelledby="billing-title" className="mt-16">
        <h2 id="billing-title" className="text-2xl font-bold text-white">
          How billing works
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {FACTS.map((f) => (
            <li key={f.title} className="rounded-xl border border-white/10 bg-ink-850 p-5">
              <h3 className="font-semibold text-white">{f.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-400">{f.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-400">
          All payments are non-refundable. Read the{' '}
          <Link to="/refund" className="font-medium text-cyan-400 hover:text-cyan-300">
            Refund Policy
          </Link>{' '}
          and{' '}
          <Link to="/terms" className="font-medium text-cyan-400 hover:text-cyan-300">
            Terms of Service
          </Link>{' '}
          before subscribing. CandleLens is for information only and is not financial advice.
        </p>
      </section>
    </div>
  );
}
