// The risk plan in plain words: for the copied text, the command line and the shared page.
import type { PlanNoiseRate, PlanOdds, RiskPlan } from './risk-plan.ts';

/** How prices are written: the chart's decimals. */
export interface PlanPriceFormat {
  decimals: number;
}

/** Grouped digits: 12,345.68. */
export function numberText(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', frac] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac ? `.${frac}` : '');
}

const pct = (p: number) => `${Math.round(p * 100)}%`;
const span = (r: { low: number; high: number }) => `${pct(r.low)} to ${pct(r.high)}`;

/** One probability in words, with what it was measured on and the random walk beside it. */
export function oddsText(odds: PlanOdds): string {
  const m = odds.measured;
  const walk = `a random walk with this chart's volatility gives ${pct(odds.baseline)}`;
  if (!m) return `${pct(odds.probability)} (${walk}; not measured on past charts of this kind)`;
  const record = `past predictions of about this size came true ${pct(m.realised)} of the time (${span(m)}, ${numberText(m.n, 0)} cases over ${m.series} series of ${m.group})`;
  if (odds.source === 'model')
    return `${pct(odds.probability)}: ${record}; ${walk}, and the model measured better than it`;
  return `${pct(odds.probability)}, the random walk's figure: the model (${pct(odds.model ?? odds.baseline)}) did not measure better than a random walk with this chart's volatility (no measured edge); ${record}`;
}

function rateText(r: PlanNoiseRate): string {
  return `${pct(r.rate)} (${span(r)}, ${numberText(r.n, 0)} cases over ${r.series} series)`;
}

/**
 * The plan in plain text (for the copied text, the command line and the share page). Without
 * `account`, money figures and the account size are left out (the share page shows only prices,
 * R and odds).
 */
export function planText(
  plan: RiskPlan,
  format: PlanPriceFormat,
  options: { account: boolean },
): string {
  const price = (v: number) => numberText(v, format.decimals);
  const money = (v: number) => numberText(v, 2);
  const lines: string[] = [];
  lines.push(
    `Risk plan: ${plan.side} (the side is your choice; the product does not pick one). Odds over the next ${plan.horizon} bars.`,
  );
  const stopWhy =
    plan.defaults.stop === 'level' && plan.stopLevel !== null
      ? ` (just beyond the level at ${price(plan.stopLevel)}, by half a typical bar's range)`
      : plan.defaults.stop === 'volatility'
        ? ' (no level on that side: 1.5 typical bar ranges from the entry)'
        : '';
  lines.push(
    `Entry ${price(plan.entry)}${plan.defaults.entry ? ' (last close)' : ''}. Stop ${price(plan.stop)}${stopWhy}.`,
  );
  if (options.account) {
    const size = plan.contracts
      ? `${numberText(plan.contracts.count, 2)} ${plan.contracts.name}s of ${numberText(plan.contracts.size, 0)} units (${numberText(plan.units, 0)} units)`
      : `${numberText(plan.units, plan.units >= 100 ? 0 : 4)} units`;
    lines.push(
      `Account ${money(plan.account)}, risk ${money(plan.risk)} (${plan.riskPercent}%). Position size: ${size}, worth ${money(plan.positionValue)}. Money figures assume the chart is priced in your account's currency.`,
    );
  }
  plan.targets.forEach((t, i) => {
    const reward = options.account ? `, reward ${money(t.reward)}` : '';
    lines.push(
      `Target ${i + 1}: ${price(t.price)}, ${t.r}R${reward}. Touched before the stop: ${oddsText(t.odds)}.`,
    );
  });
  lines.push(`Stop touched within ${plan.horizon} bars: ${oddsText(plan.stopOdds)}.`);
  if (plan.noise)
    lines.push(
      `Your stop is inside the range price covers half the time over the next ${plan.noise.bars} bars. Stops that close were touched within ${plan.horizon} bars ${rateText(plan.noise)} by ordinary moves alone.`,
    );
  const d = plan.defaultStopRecord;
  if (d) {
    const more = d.level.low > d.control.high;
    const less = d.level.high < d.control.low;
    const verdict = more
      ? 'stops beyond a level were touched a little more often, not less'
      : less
        ? 'stops beyond a level were touched less often'
        : 'the level gave no measured protection';
    lines.push(
      `Stops placed this way were touched within ${plan.horizon} bars ${rateText(d.level)}; stops at the same distance placed without a level, ${rateText(d.control)}: ${verdict}.`,
    );
  }
  return lines.join('\n');
}
