import type { PlanOdds, RiskPlan, StoredReading } from '@candlelens/contracts';
import type { RiskPlanState } from '../hooks/use-risk-plan.ts';
import { formatPrice } from '../lib/overlay-geometry.ts';

const pct = (p: number) => `${Math.round(p * 100)}%`;
const money = (v: number, currency: string) =>
  `${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
const shown = (v: number | null) => (v === null ? null : Number(v.toPrecision(8)));
const inputClass =
  'w-full rounded-lg border border-white/10 bg-ink-900 px-2 py-1 text-sm text-white focus:border-cyan-400 focus:outline-none';

/** One probability with what it rests on: its sample, its interval and the random walk's figure. */
function Odds({ odds, testId }: { odds: PlanOdds; testId: string }) {
  const m = odds.measured;
  return (
    <span data-testid={testId}>
      <strong className="text-white" data-testid={`${testId}-value`}>
        {pct(odds.probability)}
      </strong>{' '}
      <span className="text-slate-400">
        {odds.source === 'model'
          ? `(random walk ${pct(odds.baseline)}; the model measured better)`
          : `(random walk's figure: the model${odds.model !== null ? `, ${pct(odds.model)},` : ''} did not measure better, so no measured edge)`}
        {m
          ? ` · predictions like this came true ${pct(m.realised)} (${pct(m.low)}-${pct(m.high)}) of ${m.n.toLocaleString('en-US')} times over ${m.series} series of ${m.group}`
          : ' · not measured on past charts of this kind'}
      </span>
    </span>
  );
}

function NumberField({
  label,
  value,
  onChange,
  testId,
  placeholder,
}: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  testId: string;
  placeholder?: string;
}) {
  return (
    <label className="block text-xs text-slate-400">
      {label}
      <input
        type="number"
        inputMode="decimal"
        step="any"
        className={inputClass}
        data-testid={testId}
        value={value ?? ''}
        placeholder={placeholder}
        onChange={(e) => {
          const v = e.target.value === '' ? null : Number(e.target.value);
          onChange(v !== null && Number.isFinite(v) ? v : null);
        }}
      />
    </label>
  );
}

function Results({
  plan,
  sized,
  reading,
  currency,
}: {
  plan: RiskPlan;
  sized: boolean;
  reading: StoredReading;
  currency: string;
}) {
  const price = (v: number) => formatPrice(reading, v);
  const size = plan.contracts
    ? `${plan.contracts.count} ${plan.contracts.name}s of ${plan.contracts.size.toLocaleString('en-US')} units`
    : `${plan.units.toLocaleString('en-US', { maximumFractionDigits: plan.units >= 100 ? 0 : 4 })} units`;
  return (
    <div className="mt-3 space-y-2 text-sm text-slate-200">
      {sized ? (
        <p>
          Position size: <strong data-testid="plan-size">{size}</strong>, risking{' '}
          <strong data-testid="plan-risk">{money(plan.risk, currency)}</strong> ({plan.riskPercent}%
          of the account). Worth {money(plan.positionValue, currency)}; money assumes the chart is
          priced in {currency}.
        </p>
      ) : (
        <p className="text-slate-400">Enter your account size to see the position size.</p>
      )}
      <ul className="space-y-2">
        {plan.targets.map((t, i) => (
          <li key={i} data-testid={`plan-target-${i}`}>
            Target {i + 1} at {price(t.price)}: <strong>{t.r}R</strong>
            {sized ? `, reward ${money(t.reward, currency)}` : ''}. Reached before the stop within{' '}
            {plan.horizon} bars: <Odds odds={t.odds} testId={`plan-target-${i}-odds`} />
          </li>
        ))}
        <li>
          Stop at {price(plan.stop)} touched within {plan.horizon} bars:{' '}
          <Odds odds={plan.stopOdds} testId="plan-stop-odds" />
        </li>
      </ul>
      {plan.noise && (
        <p
          className="rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-xs text-amber-200"
          data-testid="plan-noise"
        >
          Your stop is inside the range price covers half the time over the next {plan.noise.bars}{' '}
          bars. Stops that close were hit by ordinary moves within {plan.horizon} bars{' '}
          {pct(plan.noise.rate)} of the time ({pct(plan.noise.low)}-{pct(plan.noise.high)},{' '}
          {plan.noise.n.toLocaleString('en-US')} past cases).
        </p>
      )}
      {plan.defaultStopRecord && (
        <p className="text-xs text-slate-400">
          The stop sits half a typical bar&apos;s range beyond the nearest level. Stops placed this
          way were touched within {plan.horizon} bars {pct(plan.defaultStopRecord.level.rate)} of
          the time; stops at the same distance without a level,{' '}
          {pct(plan.defaultStopRecord.control.rate)}.
        </p>
      )}
    </div>
  );
}

/**
 * The risk plan beside the chart: the trader picks long or short (the product never picks), types
 * or drags the prices, and reads size, R and the measured odds at once.
 */
export function PlanPanel({ state, reading }: { state: RiskPlanState; reading: StoredReading }) {
  const { draft, plan, error, sized, update } = state;
  if (!state.loading && !state.basis)
    return (
      <p className="text-xs text-slate-400" data-testid="plan-unavailable">
        A risk plan needs the chart&apos;s prices; they could not be read on this screenshot.
      </p>
    );
  const riskIsPercent = 'percent' in draft.risk;
  const riskValue = 'percent' in draft.risk ? draft.risk.percent : draft.risk.amount;
  return (
    <div data-testid="plan-panel">
      <div className="flex flex-wrap items-center gap-2">
        {(['long', 'short'] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={draft.side === side}
            data-testid={`plan-side-${side}`}
            onClick={() => update({ side, entry: null, stop: null, targets: null })}
            className={`rounded-full border px-3 py-1 text-xs font-semibold ${
              draft.side === side
                ? 'border-cyan-400 bg-cyan-400/20 text-white'
                : 'border-white/10 text-slate-300 hover:border-cyan-400/50'
            }`}
          >
            {side === 'long' ? 'Long' : 'Short'}
          </button>
        ))}
        <span className="text-xs text-slate-400">
          Your choice: CandleLens does not pick a side.
        </span>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <NumberField
          label={`Account size (${draft.currency})`}
          value={draft.account}
          onChange={(account) => update({ account })}
          testId="plan-account"
        />
        <label className="block text-xs text-slate-400">
          Risk per trade
          <span className="flex gap-1">
            <input
              type="number"
              step="any"
              className={inputClass}
              data-testid="plan-risk-input"
              value={riskValue}
              onChange={(e) => {
                const v = Number(e.target.value);
                update({ risk: riskIsPercent ? { percent: v } : { amount: v } });
              }}
            />
            <select
              aria-label="Risk as"
              className={inputClass}
              value={riskIsPercent ? 'percent' : 'amount'}
              onChange={(e) =>
                update({
                  risk:
                    e.target.value === 'percent' ? { percent: riskValue } : { amount: riskValue },
                })
              }
            >
              <option value="percent">%</option>
              <option value="amount">{draft.currency}</option>
            </select>
          </span>
        </label>
        <NumberField
          label="Bars ahead (1-20)"
          value={draft.horizon}
          onChange={(h) => update({ horizon: h ?? 20 })}
          testId="plan-horizon"
        />
        {draft.side && (
          <>
            <NumberField
              label="Entry"
              value={shown(state.shownPrices.entry)}
              onChange={(v) => v !== null && state.move('entry', v, true)}
              testId="plan-entry"
            />
            <NumberField
              label="Stop"
              value={shown(state.shownPrices.stop)}
              onChange={(v) => v !== null && state.move('stop', v, true)}
              testId="plan-stop"
            />
            {state.shownPrices.targets.map((t, i) => (
              <NumberField
                key={i}
                label={`Target ${i + 1}`}
                value={shown(t)}
                onChange={(v) => v !== null && state.move(`target-${i}`, v, true)}
                testId={`plan-target-${i}-input`}
              />
            ))}
          </>
        )}
      </div>
      {error && (
        <p className="mt-2 text-xs text-red-300" role="alert" data-testid="plan-error">
          {error}
        </p>
      )}
      {plan && <Results plan={plan} sized={sized} reading={reading} currency={draft.currency} />}
      <p className="mt-2 min-h-4 text-xs text-emerald-300" data-testid="plan-save-status">
        {state.saveError
          ? state.saveError
          : state.saving && sized
            ? 'Saving…'
            : state.saved
              ? 'Plan saved with this analysis.'
              : ''}
      </p>
    </div>
  );
}
