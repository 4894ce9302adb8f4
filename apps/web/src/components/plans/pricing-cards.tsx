import { useId, type ReactNode } from 'react';
import {
  CREDITS_PER_ANALYSIS,
  formatPrice as formatInCurrency,
  PLANS,
} from '@candlelens/contracts';
import type { Plan, PlanId } from '@candlelens/contracts';
import { buttonClass } from '../ui/button.tsx';
import { PlanFeatureList } from './plan-feature-list.tsx';

const usd = (amount: number) => formatInCurrency(amount, 'USD');

export interface PricingCardsProps {
  /** Called with the plan id when a card's 'Get Started' button is pressed. */
  onSelect: (planId: PlanId) => void;
  /** Formats a weekly USD price for display; US dollars by default. */
  formatPrice?: (usd: number) => string;
  /** Replaces a card's 'Get Started' button (e.g. with a payment button) when it returns a node. */
  renderAction?: (plan: Plan) => ReactNode | undefined;
  /**
   * A tag on a card's top edge, right (e.g. 'Current plan'). It sits on the border like 'Most
   * popular', so it never moves the card's content out of line with the other cards.
   */
  renderBadge?: (plan: Plan) => ReactNode | undefined;
  /** Heading level of the plan names, so they follow the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** The prices are converted from US dollars: each is marked '≈'. */
  approximate?: boolean;
  plans?: readonly Plan[];
}

/** The three weekly plans side by side: name, price per week, description, button, checklist. */
export function PricingCards({
  onSelect,
  formatPrice = usd,
  renderAction,
  renderBadge,
  headingLevel = 'h3',
  approximate = false,
  plans = PLANS,
}: PricingCardsProps) {
  return (
    <div className="@container">
      <ul
        className="mx-auto grid max-w-lg gap-6 @3xl:max-w-none @3xl:grid-cols-3"
        aria-label="Subscription plans"
      >
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PricingCard
              plan={plan}
              price={formatPrice(plan.priceUSD)}
              approximate={approximate}
              onSelect={onSelect}
              action={renderAction?.(plan)}
              badge={renderBadge?.(plan)}
              Heading={headingLevel}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PricingCard({
  plan,
  price,
  approximate,
  onSelect,
  action,
  badge,
  Heading,
}: {
  plan: Plan;
  price: string;
  approximate: boolean;
  onSelect: (planId: PlanId) => void;
  action: ReactNode | undefined;
  badge: ReactNode | undefined;
  Heading: 'h2' | 'h3';
}) {
  const headingId = `${useId()}-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.id}
      className={`relative flex w-full flex-col rounded-2xl border p-6 sm:p-7 ${
        plan.highlighted
          ? 'border-cyan-400/60 bg-gradient-to-b from-cyan-500/10 to-ink-850 shadow-xl shadow-cyan-500/10'
          : 'border-white/10 bg-ink-850'
      }`}
    >
      {plan.highlighted && (
        <p className="absolute -top-3 left-6 rounded-full bg-cyan-400 px-3 py-0.5 text-xs font-semibold text-ink-950">
          Most popular
        </p>
      )}
      {badge && <div className="absolute -top-3 right-6">{badge}</div>}
      <Heading id={headingId} className="text-lg font-semibold text-white">
        {plan.name}
      </Heading>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
        {approximate && (
          <span className="text-2xl font-semibold text-slate-400" title="Approximate price">
            <span aria-hidden="true">≈</span>
            <span className="sr-only">about</span>
          </span>
        )}
        <span
          className={`font-bold tracking-tight text-white tabular-nums ${approximate ? 'text-3xl' : 'text-4xl'}`}
        >
          {price}
        </span>
        <span className="text-sm whitespace-nowrap text-slate-400">per week</span>
      </p>
      <p className="mt-2 text-sm text-slate-300">
        <span className="font-semibold text-white">{plan.chartLimit}</span> analyses a week
        <span className="block text-xs text-slate-400">
          {(plan.chartLimit * CREDITS_PER_ANALYSIS).toLocaleString('en-US')} credits, refreshed
          weekly
        </span>
      </p>
      <p className="mt-4 min-h-12 text-sm leading-6 text-slate-300">{plan.description}</p>
      <div className="mt-6">
        {action ?? (
          <button
            type="button"
            onClick={() => onSelect(plan.id)}
            aria-describedby={headingId}
            className={buttonClass(plan.highlighted ? 'primary' : 'secondary', 'w-full')}
          >
            Get Started
          </button>
        )}
      </div>
      <PlanFeatureList plan={plan} className="mt-7 space-y-3 border-t border-white/10 pt-6" />
    </article>
  );
}
