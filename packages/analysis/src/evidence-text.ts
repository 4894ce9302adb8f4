import { numberText, percentText } from './format.ts';
import type { EvidenceRef } from './types.ts';

const pct = (v: number) => percentText(v);

/**
 * A measured claim in words, quoting the later (test) period. With an edge: "61 of 97 times,
 * 63% (53-72%), against 46% for random levels (daily US stocks and ETFs)"; without: "no
 * measured edge (...)", saying so when only the later period cleared the baseline.
 */
export function evidenceText(e: EvidenceRef | null, did: string): string {
  if (!e) return 'not measured on enough past cases';
  const interval = `${pct(e.rate)} (${pct(e.low)}-${pct(e.high)})`;
  const base = `${pct(e.baselineRate)} for ${e.baselineName}`;
  if (e.edge)
    return `${did} ${numberText(e.hits, 0)} of ${numberText(e.n, 0)} times on ${e.group}, ${interval}, against ${base}`;
  // The later (test) period's interval may clear its baseline while the earlier one did not.
  const onlyLater =
    e.low > e.baselineRate
      ? ', but not on the earlier half of the data, and a rate is claimed only when it clears its baseline on both'
      : '';
  return `no measured edge: ${did} ${interval} of ${numberText(e.n, 0)} times on ${e.group}, against ${base}${onlyLater}`;
}
