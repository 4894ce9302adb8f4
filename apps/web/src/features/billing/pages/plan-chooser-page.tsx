import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import {
  CREDITS_PER_ANALYSIS,
  type Plan,
  type PlanId,
  type SubscriptionStatus,
} from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { SuccessBox } from '@/components/ui/error-box.tsx';
import { FullScreenSpinner, Spinner } from '@/components/ui/spinner.tsx';
import { displayName, useSession } from '@/lib/session.ts';
import { PricingCards } from '@/components/plans/pricing-cards.tsx';
import { useSubscriptionStatus } from '@/lib/subscription.ts';
import { BillingHeader } from '../components/billing-header.tsx';
import { ApproximatePriceNote } from '@/components/currency-select.tsx';
import { PaymentButton } from '../components/payment-button.tsx';
import { PlanChangeButton } from '../components/plan-change-button.tsx';
import { useDisplayCurrency } from '@/lib/display-currency.ts';
import { formatDate } from '../lib/format-date.ts';
import { clearSelectedPlan, readSelectedPlan } from '@/lib/selected-plan.ts';
import { SkipLink } from '@/components/layout/skip-link.tsx';

/** /subscription-plans: the signed-in user picks a plan and pays, or changes the plan they have. */
export function PlanChooserPage() {
  const session = useSession();
  const subscription = useSubscriptionStatus();
  const { format, approximate } = useDisplayCurrency();
  const [chosen, setChosen] = useState<ReadonlySet<PlanId>>(() => {
    const stored = readSelectedPlan();
    return new Set(stored ? [stored] : []);
  });
  const [changeMessage, setChangeMessage] = useState<string | null>(null);

  useEffect(clearSelectedPlan, []);

  if (session.isPending) return <FullScreenSpinner />;
  if (!session.data) return <Navigate to="/signin" replace />;

  const sub = subscription.data;
  const active = sub?.isActive && sub.planId ? sub : null;

  function renderAction(plan: Plan) {
    if (subscription.isPending) return <PendingAction />;
    if (active) return <CurrentPlanAction plan={plan} sub={active} onChanged={setChangeMessage} />;
    if (!chosen.has(plan.id)) return undefined;
    return <PaymentButton planId={plan.id} autoFocus />;
  }

  return (
    <div className="min-h-screen bg-ink-900">
      <SkipLink />
      <BillingHeader showAppLink={Boolean(active)} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 outline-none sm:py-14">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Welcome, {displayName(session.data)}
          </h1>
          <p className="mt-3 text-base leading-7 text-slate-400">
            {active
              ? `You're on the ${active.plan} plan. Upgrades take effect immediately; downgrades at the end of your weekly period.`
              : `Choose a weekly plan to start analyzing your charts. Every analysis uses ${CREDITS_PER_ANALYSIS} credits.`}
          </p>
        </div>
        <ApproximatePriceNote className="mx-auto mt-4 max-w-2xl text-center" />
        <div className="mx-auto mt-6 max-w-2xl" aria-live="polite">
          <SuccessBox message={changeMessage} />
        </div>
        <div className="mt-12">
          {/* The cards are drawn at once; only their buttons wait for the plan status. */}
          {
            <PricingCards
              headingLevel="h2"
              formatPrice={format}
              approximate={approximate}
              onSelect={(id) => setChosen((prev) => new Set(prev).add(id))}
              renderAction={renderAction}
              renderBadge={(plan) =>
                plan.id === active?.planId ? <CurrentPlanBadge /> : undefined
              }
            />
          }
        </div>
        <p className="mx-auto mt-8 max-w-2xl text-center text-xs leading-5 text-slate-400">
          Plans renew automatically every week until cancelled; payments are non-refundable. See the{' '}
          <Link to="/refund" className="underline hover:text-slate-300">
            refund policy
          </Link>
          .
        </p>
      </main>
    </div>
  );
}

/** Holds the button's place while the plan status loads, so nothing moves when it arrives. */
function PendingAction() {
  return (
    <button type="button" disabled className={buttonClass('secondary', 'w-full')}>
      <Spinner className="h-4 w-4" label="Loading your plan" />
      Loading...
    </button>
  );
}

/** On the current plan's top edge, so that card's content stays in line with the others. */
function CurrentPlanBadge() {
  return (
    <p className="rounded-full bg-up px-3 py-0.5 text-xs font-semibold text-ink-950">
      Current plan
    </p>
  );
}

function CurrentPlanAction({
  plan,
  sub,
  onChanged,
}: {
  plan: Plan;
  sub: SubscriptionStatus;
  onChanged: (message: string) => void;
}) {
  if (plan.id === sub.planId) return <PaymentButton planId={plan.id} subscribed />;
  if (plan.id === sub.pendingPlanId) {
    return (
      <p className="rounded-lg border border-white/10 px-4 py-2.5 text-center text-sm text-slate-300">
        Starts {formatDate(sub.currentPeriodEnd) || 'at the end of this period'}
      </p>
    );
  }
  return <PlanChangeButton target={plan.id} current={sub} onChanged={onChanged} />;
}
