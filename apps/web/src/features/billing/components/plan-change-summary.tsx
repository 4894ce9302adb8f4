import { creditsForPlan, type Plan, type SubscriptionStatus } from '@candlelens/contracts';
import { useDisplayCurrency } from '@/lib/display-currency.ts';
import { formatDate } from '../lib/format-date.ts';

const n = (v: number) => v.toLocaleString('en-US');

/** A weekly price in the display currency, marked '≈' (read 'about') as the plan cards do. */
export function WeeklyPrice({ usd }: { usd: number }) {
  const { format, approximate } = useDisplayCurrency();
  return (
    <span className="whitespace-nowrap">
      {approximate && (
        <span title="Approximate price">
          <span aria-hidden="true">≈ </span>
          <span className="sr-only">about </span>
        </span>
      )}
      <span className="tabular-nums">{format(usd)}</span> per week
    </span>
  );
}

/**
 * Credits after an upgrade, as the server computes them: the balance grows by the difference
 * between the two allowances, which is the new allowance less what was spent this period.
 */
export function creditsAfterUpgrade(current: SubscriptionStatus, target: Plan): number {
  if (!current.planId) return creditsForPlan(target.id);
  return Math.max(0, current.credits + creditsForPlan(target.id) - creditsForPlan(current.planId));
}

/**
 * What an upgrade charges today: the weekly price difference for the part of the current week
 * that is left (the provider prorates the change). The whole difference when the period is
 * unknown.
 */
export function upgradeChargeToday(
  current: Pick<SubscriptionStatus, 'currentPeriodStart' | 'currentPeriodEnd'>,
  currentPlan: Plan,
  target: Plan,
  now = Date.now(),
): number {
  const diff = Math.max(0, Math.round((target.priceUSD - currentPlan.priceUSD) * 100) / 100);
  const start = current.currentPeriodStart ? Date.parse(current.currentPeriodStart) : NaN;
  const end = current.currentPeriodEnd ? Date.parse(current.currentPeriodEnd) : NaN;
  if (!(end > start)) return diff;
  const left = Math.min(1, Math.max(0, (end - now) / (end - start)));
  return Math.round(diff * left * 100) / 100;
}

/** The amount in the display currency, marked 'about' when converted. */
function Amount({ usd }: { usd: number }) {
  const { format, approximate } = useDisplayCurrency();
  return (
    <span className="whitespace-nowrap tabular-nums">
      {approximate && (
        <span title="Approximate price">
          <span aria-hidden="true">≈ </span>
          <span className="sr-only">about </span>
        </span>
      )}
      {format(usd)}
    </span>
  );
}

/** The confirmation's facts: what is charged today, the new weekly price, and the credits. */
export function PlanChangeSummary({
  current,
  currentPlan,
  target,
  upgrade,
}: {
  current: SubscriptionStatus;
  currentPlan: Plan;
  target: Plan;
  upgrade: boolean;
}) {
  const periodEnd = formatDate(current.currentPeriodEnd);
  const until = periodEnd ? `until ${periodEnd}` : 'until the end of this period';
  const allowance = creditsForPlan(target.id);
  const currentAllowance = creditsForPlan(currentPlan.id);
  const used = Math.max(0, currentAllowance - current.credits);
  const after = creditsAfterUpgrade(current, target);
  return (
    <dl
      className="mt-4 space-y-3 rounded-xl border border-white/10 bg-ink-900/60 p-4 text-sm"
      data-testid="plan-change-summary"
    >
      <div data-testid="charged-today">
        <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
          Charged today
        </dt>
        <dd className="mt-0.5 leading-6 text-slate-200">
          <span className="font-semibold text-white">
            <Amount usd={upgrade ? upgradeChargeToday(current, currentPlan, target) : 0} />
          </span>
          {upgrade
            ? ` for the rest of this week on ${target.name} (the price difference, prorated).`
            : `: nothing changes until ${periodEnd || 'the end of this period'}.`}
          {current.provider === 'sandbox' && (
            <span className="block text-xs text-amber-200">
              Test mode: no real payment is taken.
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
          {target.name} price
        </dt>
        <dd className="mt-0.5 text-slate-200">
          <span className="font-semibold text-white">
            <WeeklyPrice usd={target.priceUSD} />
          </span>
          {upgrade ? '' : periodEnd ? ` from ${periodEnd}` : ' from your next period'}
          <span className="text-slate-400">
            {' '}
            ({currentPlan.name}: <WeeklyPrice usd={currentPlan.priceUSD} />)
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Credits</dt>
        <dd className="mt-0.5 leading-6 text-slate-200">
          {upgrade ? (
            <>
              <span className="font-semibold text-white">{n(after)} credits</span> to use {until}
              {current.credits > currentAllowance
                ? `: your ${n(current.credits)} plus the ${n(allowance - currentAllowance)} more that ${target.name} gives.`
                : used > 0
                  ? `: the ${target.name} allowance of ${n(allowance)} less the ${n(used)} already used this week.`
                  : `: the full ${target.name} allowance, as none has been used this week.`}
            </>
          ) : (
            <>
              You keep your{' '}
              <span className="font-semibold text-white">{n(current.credits)} credits</span> {until}
              . Then {n(allowance)} credits ({target.chartLimit} analyses) each week.
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
