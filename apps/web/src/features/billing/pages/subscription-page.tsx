import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CREDITS_PER_ANALYSIS,
  messages,
  planById,
  type SubscriptionStatus,
} from '@candlelens/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSubscriptionStatus } from '@/lib/subscription.ts';
import { CancelSubscriptionButton } from '../components/cancel-subscription-button.tsx';
import { CreditLedgerList } from '../components/credit-ledger-list.tsx';
import { PlanFeatureList } from '@/components/plans/plan-feature-list.tsx';
import { formatDate } from '../lib/format-date.ts';

/** /app/subscription: the plan, its dates, the credits left and every credit movement. */
export function SubscriptionPage() {
  const subscription = useSubscriptionStatus();
  const sub = subscription.data;
  const currentPlan = sub?.planId ? planById(sub.planId) : undefined;
  const loading = subscription.isPending;
  const failed = subscription.isError;
  const showUpgrade = !sub || !sub.isActive || sub.plan !== 'Elite';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-white">Subscription & Credits</h1>
          <p className="mt-1 text-slate-400">Your plan, your credits and where they went.</p>
        </div>
        {showUpgrade && (
          <Link to="/subscription-plans" className={buttonClass('primary')}>
            Upgrade Your Plan
          </Link>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Current Plan">
          {loading ? (
            <Loading />
          ) : failed ? (
            <ErrorBox message={messages.failedToLoadSubscription} />
          ) : (
            <CurrentPlan sub={sub} />
          )}
        </Section>

        <Section title="Available Credits">
          {loading ? (
            <Loading />
          ) : failed ? (
            <ErrorBox message={messages.failedToFetchCredits} />
          ) : (
            <div>
              <p className="text-sm text-slate-400">Remaining Analysis Credits</p>
              <p
                className="mt-1 text-4xl font-bold text-white tabular-nums"
                data-testid="remaining-credits"
              >
                {(sub?.credits ?? 0).toLocaleString('en-US')}
              </p>
              <p className="mt-2 text-sm text-slate-400">
                Enough for {Math.floor((sub?.credits ?? 0) / CREDITS_PER_ANALYSIS)} analyses at{' '}
                {CREDITS_PER_ANALYSIS} credits each.
                {sub?.isActive && ' Unused credits do not roll over to the next week.'}
              </p>
            </div>
          )}
        </Section>
      </div>

      <Section title="Plan Features">
        {currentPlan ? (
          <PlanFeatureList
            plan={currentPlan}
            label={`${currentPlan.name} features`}
            className="gap-x-6 sm:columns-2"
            itemClassName="mb-2.5 break-inside-avoid"
          />
        ) : (
          <p className="text-sm text-slate-400">
            {loading ? 'Loading…' : 'Choose a plan to unlock chart analysis.'}
          </p>
        )}
      </Section>

      <Section title="Credit History">
        <CreditLedgerList />
      </Section>
    </div>
  );
}

function CurrentPlan({ sub }: { sub: SubscriptionStatus | undefined }) {
  const active = Boolean(sub?.isActive);
  const pending = sub?.pendingPlanId ? planById(sub.pendingPlanId) : undefined;
  const periodEnd = formatDate(sub?.currentPeriodEnd);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
        <dt className="text-slate-400">Plan Type</dt>
        <dd className="font-semibold text-white">{sub?.plan ?? 'Free'}</dd>
        <dt className="text-slate-400">Status</dt>
        <dd className={active ? 'font-semibold text-up' : 'text-slate-300'}>
          {active ? 'Active' : 'No Active Subscription'}
        </dd>
        {active && sub?.startDate && (
          <>
            <dt className="text-slate-400">Start Date</dt>
            <dd className="text-slate-200">{formatDate(sub.startDate)}</dd>
          </>
        )}
        {active && periodEnd && (
          <>
            <dt className="text-slate-400">{sub?.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
            <dd className="text-slate-200">{periodEnd}</dd>
          </>
        )}
        {active && pending && (
          <>
            <dt className="text-slate-400">Scheduled change</dt>
            <dd className="text-slate-200">
              Changes to {pending.name}
              {periodEnd ? ` on ${periodEnd}` : ' at the end of this period'}
            </dd>
          </>
        )}
      </dl>
      {active && sub && !sub.cancelAtPeriodEnd && <CancelSubscriptionButton sub={sub} />}
      {active && sub?.cancelAtPeriodEnd && (
        <p className="text-sm text-slate-400">
          Your plan will not renew. You can keep analyzing charts until it ends.
        </p>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-white/10 bg-ink-850 p-5 sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-6">
      <Spinner className="h-6 w-6" />
    </div>
  );
}
