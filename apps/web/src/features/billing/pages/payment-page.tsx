import { Link, Navigate, useLocation } from 'react-router';
import { creditsForPlan, formatPrice, planById, type Plan } from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.ts';
import { useSubscriptionStatus } from '@/lib/subscription.ts';
import { BillingHeader } from '../components/billing-header.tsx';
import { ApproximatePriceNote } from '@/components/currency-select.tsx';
import { PaymentButton } from '../components/payment-button.tsx';
import { PlanFeatureList } from '@/components/plans/plan-feature-list.tsx';
import { useDisplayCurrency } from '@/lib/display-currency.ts';
import { SkipLink } from '@/components/layout/skip-link.tsx';

function planFromState(state: unknown): Plan | undefined {
  if (!state || typeof state !== 'object' || !('planId' in state)) return undefined;
  return typeof state.planId === 'string' ? planById(state.planId) : undefined;
}

/** /payment: the plan chosen on the way here (navigation state), its summary and the payment. */
export function PaymentPage() {
  const location = useLocation();
  const session = useSession();
  const subscription = useSubscriptionStatus();
  const { label, approximate } = useDisplayCurrency();
  const plan = planFromState(location.state);

  if (!plan) return <Navigate to="/subscription-plans" replace />;
  if (session.isPending) return <FullScreenSpinner />;
  if (!session.data) return <Navigate to="/signin" replace />;

  const sub = subscription.data;
  const subscribed = Boolean(sub?.isActive && sub.planId === plan.id);
  const onOtherPlan = Boolean(sub?.isActive && sub.planId && sub.planId !== plan.id);

  return (
    <div className="min-h-screen bg-ink-900">
      <SkipLink />
      <BillingHeader showAppLink={Boolean(sub?.isActive)} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-lg px-4 py-10 outline-none sm:py-16">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          Subscribe to {plan.name}
        </h1>
        <section
          aria-label="Order summary"
          className="mt-6 rounded-2xl border border-white/10 bg-ink-850 p-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 className="text-lg font-semibold text-white">{plan.name} plan</h2>
            <p className="text-right">
              <span className="text-2xl font-bold text-white tabular-nums">
                {label(plan.priceUSD)}
              </span>{' '}
              <span className="text-sm whitespace-nowrap text-slate-400">per week</span>
            </p>
          </div>
          {approximate && (
            <p className="mt-1 text-xs text-slate-400 sm:text-right">
              Charged as {formatPrice(plan.priceUSD, 'USD')} (USD) each week
            </p>
          )}
          <p className="mt-4 text-sm leading-6 text-slate-300">{plan.description}</p>
          <p className="mt-4 text-sm font-medium text-slate-200">
            {plan.chartLimit} analyses a week ({creditsForPlan(plan.id).toLocaleString('en-US')}{' '}
            credits)
          </p>
          <div className="mt-4">
            <PlanFeatureList plan={plan} label={`${plan.name} features`} itemClassName="mb-2.5" />
          </div>
          <div className="mt-6">
            {onOtherPlan ? (
              <div className="space-y-3 text-sm text-slate-300">
                <p>
                  You're on the {sub?.plan} plan. Switch to {plan.name} from the plan chooser:
                  upgrades start now, downgrades at the end of your weekly period.
                </p>
                <Link to="/subscription-plans" className={buttonClass('primary', 'w-full')}>
                  Change plan
                </Link>
              </div>
            ) : (
              <PaymentButton planId={plan.id} subscribed={subscribed} />
            )}
          </div>
          <ApproximatePriceNote className="mt-4" />
          <p className="mt-3 text-xs leading-5 text-slate-400">
            Renews every week until cancelled; payments are non-refundable.
          </p>
        </section>
        <p className="mt-6 text-center text-sm">
          <Link to="/subscription-plans" className="text-cyan-400 hover:text-cyan-300">
            Choose a different plan
          </Link>
        </p>
      </main>
    </div>
  );
}
