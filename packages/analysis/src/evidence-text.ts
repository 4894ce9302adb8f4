import { numberText, percentText } from './format.ts';
import type { EvidenceRef } from './types.ts';

/** A measured claim as the engine quotes it: the contract's fields, its series, whether it did
 * worse, and how many claims were tested (and corrected for) on its group. */
export type MeasuredRef = EvidenceRef & { series?: number; worse?: boolean; tested?: number };

/** "of 430 times on daily charts of all markets (137 price series)". */
export function casesText(e: MeasuredRef): string {
  const series = e.series ? ` (${numberText(e.series, 0)} price series)` : '';
  return `of ${numberText(e.n, 0)} times on ${e.group}${series}`;
}

/**
 * Decimals of the percentages: whole ones, or one where whole ones would hide what the judgement
 * rests on (a rate "did worse" than a baseline it rounds to, an interval that clears it).
 */
function decimalsOf(e: MeasuredRef): number {
  const w = (v: number) => percentText(v);
  const hidden =
    (e.edge || e.worse) && w(e.rate) === w(e.baselineRate)
      ? true
      : e.worse
        ? w(e.high) === w(e.baselineRate)
        : w(e.low) === w(e.baselineRate) && e.low > e.baselineRate;
  return hidden ? 1 : 0;
}

/** Why a claim whose interval cleared its baseline is still no edge: the many claims tested, or too few series. */
function notAnEdge(e: MeasuredRef): string {
  if (e.series !== undefined && e.series < 5)
    return `above it, but measured on only ${numberText(e.series, 0)} price series: no measured edge`;
  const many = e.tested ? `the ${numberText(e.tested, 0)} claims` : 'every claim';
  return `above it, but not by more than chance allows once ${many} tested on these charts are counted: no measured edge`;
}

/**
 * A measured claim in words, its judgement last: "the close was higher 10 bars later 63%
 * (53%-72%) of 97 times on daily US stocks and ETFs (40 price series), against 54% for any chart
 * of the group: a measured edge" (or ": no measured edge", or ": did worse than a coin toss" where
 * the whole interval lay below the alternative; where the interval cleared the alternative but
 * the claim is no edge, why).
 */
export function evidenceText(e: MeasuredRef | null, did: string): string {
  if (!e) return 'not measured on enough past charts';
  const d = decimalsOf(e);
  const pct = (v: number) => percentText(v, d);
  const interval = `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)})`;
  const base = `${pct(e.baselineRate)} for ${e.baselineName}`;
  const judgement = e.edge
    ? 'a measured edge'
    : e.worse
      ? `did worse than ${e.baselineName}`
      : e.low > e.baselineRate
        ? notAnEdge(e)
        : 'no measured edge';
  return `${did} ${interval} ${casesText(e)}, against ${base}: ${judgement}`;
}
