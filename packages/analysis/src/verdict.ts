import type { MeasuredTrend } from './reversal-signs.ts';
import type { BarClock } from './when.ts';
import type { EvidenceRef, IndicatorsSection, Pattern, TrendSection, Verdict } from './types.ts';

type Bias = Verdict['bias'];

/** One thing on the chart that leans a way, in words. */
export interface Vote {
  bias: Bias;
  weight: number;
  text: string;
  from: 'trend' | 'pattern' | 'indicators';
}

/**
 * The verdict as the engine makes it: `bias` is the lean of what the chart shows (the claim the
 * evidence measures as `verdict:bullish` / `verdict:bearish`); `direction` is that lean only where
 * such verdicts were measured to beat the better of a coin toss and the base rate (else null and
 * the text says "No measured direction"). `leans` are the reasons each way, `ended` the patterns
 * that were live and are no longer.
 */
export interface MeasuredVerdict extends Verdict {
  direction: 'bullish' | 'bearish' | null;
  leans: { bullish: string[]; bearish: string[] };
  ended: string[];
}

const sign = (b: Bias) => (b === 'bullish' ? 1 : b === 'bearish' ? -1 : 0);

function trendVote(t: TrendSection): Vote | null {
  if (t.direction === 'sideways') return null;
  const up = t.direction === 'up';
  // the swings are named only where they agree with the closes (the trend text explains a conflict)
  const agrees =
    (up && t.structure === 'higher highs and higher lows') ||
    (!up && t.structure === 'lower highs and lower lows');
  return {
    bias: up ? 'bullish' : 'bearish',
    weight: t.strength === 'weak' ? 0.5 : 1,
    text: `the closes ${up ? 'rose' : 'fell'} over the last ${t.window} bars (by ${Math.abs(t.moveAtr).toFixed(1)} typical moves)${agrees ? `, with ${t.structure}` : ''}`,
    from: 'trend',
  };
}

const nameOf = (p: Pattern) => p.name.toLowerCase();
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function patternVote(p: Pattern, clock: BarClock): Vote | null {
  if (p.bias === 'neutral' || p.status === 'failed' || p.status === 'target reached') return null;
  const chart = p.kind === 'chart';
  // a candlestick pattern is complete once its candles closed (the patterns section says so too)
  const done = chart ? 'confirmed' : 'completed';
  const state =
    p.status === 'confirmed' && p.statusIndex !== null
      ? `${done} ${clock.on(p.statusIndex)}`
      : p.status === 'confirmed'
        ? done
        : p.status;
  return {
    bias: p.bias,
    weight: chart ? (p.status === 'confirmed' ? 1 : 0.5) : 0.5,
    text: `${article(p.name)} ${nameOf(p)} (a ${p.bias} pattern), ${state}`,
    from: 'pattern',
  };
}

/**
 * A pattern that pointed a way and is no longer live. Where a live pattern of the same name is on
 * the chart, this one is "an earlier" one, so "confirmed" and "failed" never read as one pattern.
 */
function endedNote(p: Pattern, patterns: readonly Pattern[], clock: BarClock): string | null {
  if (p.bias === 'neutral' || p.statusIndex === null) return null;
  if (p.status !== 'failed' && p.status !== 'target reached') return null;
  const twin = patterns.some(
    (q) => q !== p && q.name === p.name && q.status !== 'failed' && q.status !== 'target reached',
  );
  const which = twin ? 'an earlier' : article(p.name);
  const what =
    p.status === 'failed'
      ? `failed ${clock.on(p.statusIndex)} (price traded through the level that undoes it)`
      : `reached the price it pointed to ${clock.on(p.statusIndex)}`;
  const when =
    p.startIndex === p.endIndex
      ? clock.on(p.endIndex)
      : `${clock.at(p.startIndex)} to ${clock.at(p.endIndex)}`;
  return `${which} ${nameOf(p)} (${when}) ${what}`;
}

function indicatorVote(s: IndicatorsSection): Vote | null {
  if (s.lean === 'neutral') return null;
  const names = s.readings.filter((r) => r.signal === s.lean).map((r) => shortName(r.name));
  return {
    bias: s.lean,
    weight: 0.5,
    text: `indicators lean ${s.lean === 'bullish' ? 'up' : 'down'} (${names.join(', ')})`,
    from: 'indicators',
  };
}

/** "RSI(14)" -> "RSI", "EMA(20)" -> "EMA 20", "MACD(12,26,9) histogram" -> "MACD histogram". */
export function shortName(name: string): string {
  const ema = /^(EMA|SMA)\((\d+)\)/.exec(name);
  if (ema) return `${ema[1]} ${ema[2]}`;
  return name
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * One lean from the trend, the live patterns and the indicators: the weighted votes' sum
 * (trend 1, or 0.5 when weak; a confirmed chart pattern 1, a forming one or a candlestick 0.5;
 * the indicators' lean 0.5) decides, within +-0.75 it is neutral. The lean is shown as a
 * direction only where `evidence` (verdicts of that lean on past charts) has a measured edge.
 */
export function verdictOf(
  trend: TrendSection & Partial<Pick<MeasuredTrend, 'signs'>>,
  patterns: readonly Pattern[],
  indicators: IndicatorsSection | null,
  clock: BarClock,
  evidenceOf: (bias: 'bullish' | 'bearish') => EvidenceRef | null = () => null,
): MeasuredVerdict {
  const votes = [
    trendVote(trend),
    ...patterns.map((p) => patternVote(p, clock)),
    indicators ? indicatorVote(indicators) : null,
  ].filter((v): v is Vote => v !== null);
  const score = votes.reduce((s, v) => s + sign(v.bias) * v.weight, 0);
  const bias: Bias = score >= 0.75 ? 'bullish' : score <= -0.75 ? 'bearish' : 'neutral';
  const ended = patterns
    .map((p) => endedNote(p, patterns, clock))
    .filter((t): t is string => t !== null);
  // reversal signs take no part in the lean, but the context names them on their side, as the
  // trend section does
  const signs = (b: 'bullish' | 'bearish') =>
    trend.signs
      ? trend.signs.filter((s) => s.bias === b).map((s) => `a reversal sign, ${s.text}`)
      : [];
  const leans = {
    bullish: [...votes.filter((v) => v.bias === 'bullish').map((v) => v.text), ...signs('bullish')],
    bearish: [...votes.filter((v) => v.bias === 'bearish').map((v) => v.text), ...signs('bearish')],
  };
  if (bias === 'neutral')
    return {
      bias,
      reasons: [...votes.map((v) => v.text), ...ended],
      conflicts: [],
      evidence: null,
      direction: null,
      leans,
      ended,
    };
  const voted = (b: 'bullish' | 'bearish') => votes.filter((v) => v.bias === b).map((v) => v.text);
  const reasons = voted(bias);
  const conflicts = voted(bias === 'bullish' ? 'bearish' : 'bullish');
  if (indicators) {
    const against = indicators.readings.filter(
      (r) => r.signal !== 'neutral' && r.signal !== bias && r.signal !== indicators.lean,
    );
    if (against.length)
      conflicts.push(against.map((r) => `${shortName(r.name)}: ${r.note}`).join('; '));
  }
  const opposing = bias === 'bullish' ? /bearish|down|below/ : /bullish|up|above/;
  conflicts.push(
    ...(trend.signs
      ? trend.signs.filter((s) => s.bias !== bias).map((s) => s.text)
      : trend.reversalSigns.filter((s) => opposing.test(s))),
  );
  const evidence = evidenceOf(bias);
  return {
    bias,
    reasons,
    conflicts,
    evidence,
    direction: evidence?.edge ? bias : null,
    leans,
    ended,
  };
}
