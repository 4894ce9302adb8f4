import type { MeasuredTrend } from './reversal-signs.ts';
import type { BarClock } from './when.ts';
import type { IndicatorsSection, Pattern, TrendSection, Verdict } from './types.ts';

type Bias = Verdict['bias'];
interface Vote {
  bias: Bias;
  weight: number;
  text: string;
}

const sign = (b: Bias) => (b === 'bullish' ? 1 : b === 'bearish' ? -1 : 0);

function trendVote(t: TrendSection): Vote | null {
  if (t.direction === 'sideways') return null;
  const bias: Bias = t.direction === 'up' ? 'bullish' : 'bearish';
  return {
    bias,
    weight: t.strength === 'weak' ? 0.5 : 1,
    text: `the trend is ${t.direction} (${t.structure}, ${t.moveAtr > 0 ? '+' : ''}${t.moveAtr.toFixed(1)} ATR over ${t.window} bars)`,
  };
}

function patternVote(p: Pattern, clock: BarClock): Vote | null {
  if (p.bias === 'neutral' || p.status === 'failed' || p.status === 'target reached') return null;
  const chart = p.kind === 'chart';
  const state =
    p.status === 'confirmed' && p.statusIndex !== null
      ? `confirmed ${clock.on(p.statusIndex)}`
      : p.status;
  return {
    bias: p.bias,
    weight: chart ? (p.status === 'confirmed' ? 1 : 0.5) : 0.5,
    text: `a ${p.bias} ${p.name.toLowerCase()} (${state})`,
  };
}

function failedNote(p: Pattern, clock: BarClock): string | null {
  if (p.status !== 'failed' || p.bias === 'neutral' || p.statusIndex === null) return null;
  return `a ${p.bias} ${p.name.toLowerCase()} failed ${clock.on(p.statusIndex)} (price traded through its stop)`;
}

function indicatorVote(s: IndicatorsSection): Vote | null {
  if (s.lean === 'neutral') return null;
  const names = s.readings.filter((r) => r.signal === s.lean).map((r) => r.name);
  return { bias: s.lean, weight: 0.5, text: `indicators lean ${s.lean} (${names.join(', ')})` };
}

/**
 * One bias from the trend, the live patterns and the indicators: the weighted votes' sum
 * (trend 1, or 0.5 when weak; a confirmed chart pattern 1, a forming one or a candlestick 0.5;
 * the indicators' lean 0.5) decides, within +-0.75 it is neutral. Votes against the bias and
 * failed patterns that pointed the bias' way are named as conflicts.
 */
export function verdictOf(
  trend: TrendSection & Partial<Pick<MeasuredTrend, 'signs'>>,
  patterns: readonly Pattern[],
  indicators: IndicatorsSection | null,
  clock: BarClock,
): Verdict {
  const votes = [
    trendVote(trend),
    ...patterns.map((p) => patternVote(p, clock)),
    indicators ? indicatorVote(indicators) : null,
  ].filter((v): v is Vote => v !== null);
  const score = votes.reduce((s, v) => s + sign(v.bias) * v.weight, 0);
  const bias: Bias = score >= 0.75 ? 'bullish' : score <= -0.75 ? 'bearish' : 'neutral';
  const notes = patterns.map((p) => failedNote(p, clock)).filter((t): t is string => t !== null);
  if (bias === 'neutral')
    return {
      bias,
      reasons: [...votes.map((v) => v.text), ...notes],
      conflicts: [],
      evidence: null,
    };
  const reasons = votes.filter((v) => v.bias === bias).map((v) => v.text);
  const conflicts = votes.filter((v) => v.bias !== bias).map((v) => v.text);
  for (const p of patterns) {
    const note = failedNote(p, clock);
    if (note) (p.bias === bias ? conflicts : reasons).push(note);
  }
  if (indicators) {
    const against = indicators.readings.filter(
      (r) => r.signal !== 'neutral' && r.signal !== bias && r.signal !== indicators.lean,
    );
    if (against.length) conflicts.push(against.map((r) => `${r.name} ${r.note}`).join('; '));
  }
  const opposing = bias === 'bullish' ? /bearish|down|below/ : /bullish|up|above/;
  conflicts.push(
    ...(trend.signs
      ? trend.signs.filter((s) => s.bias !== bias).map((s) => s.text)
      : trend.reversalSigns.filter((s) => opposing.test(s))),
  );
  return { bias, reasons, conflicts, evidence: null };
}
