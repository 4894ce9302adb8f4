import { numberText, percentText } from './format.ts';
import type { EvidenceRef } from './types.ts';

const pct = (v: number) => percentText(v);

/** A measured claim as the engine quotes it: the contract's fields, its series and whether it did worse. */
export type MeasuredRef = EvidenceRef & { series?: number; worse?: boolean };

/** "of 430 times on daily charts of all markets (137 price series)". */
export function casesText(e: MeasuredRef): string {
  const series = e.series ? ` (${numberText(e.series, 0)} price series)` : '';
  return `of ${numberText(e.n, 0)} times on ${e.group}${series}`;
}

/**
 * A measured claim in words, its judgement last: "the close was higher 10 bars later 63%
 * (53%-72%) of 97 times on daily US stocks and ETFs (40 price series), against 54% for any chart
 * of the group: a measured edge" (or ": no measured edge", or ": did worse than a coin toss" where
 * the whole interval lay below the alternative).
 */
export function evidenceText(e: MeasuredRef | null, did: string): string {
  if (!e) return 'not measured on enough past charts';
  const interval = `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)})`;
  const base = `${pct(e.baselineRate)} for ${e.baselineName}`;
  const judgement = e.edge
    ? 'a measured edge'
    : e.worse
      ? `did worse than ${e.baselineName}`
      : 'no measured edge';
  return `${did} ${interval} ${casesText(e)}, against ${base}: ${judgement}`;
}
