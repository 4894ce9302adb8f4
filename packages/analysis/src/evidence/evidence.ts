import type { MeasuredRef } from '../evidence-text.ts';
import { EVIDENCE_DATA } from './evidence-data.generated.ts';
import type {
  DirectionEvidence,
  EvidenceData,
  EvidenceEntry,
  RangeEvidence,
} from './evidence-types.ts';
import { groupLabel } from './groups.ts';

export const EVIDENCE: EvidenceData = EVIDENCE_DATA;

/** Fewest test cases behind a rate the text quotes. */
export const MIN_CASES = 30;

function refOf(claim: string, group: string, e: EvidenceEntry): MeasuredRef {
  return {
    claim,
    group: groupLabel(group),
    n: e.n,
    series: e.series,
    worse: e.worse,
    tested: e.tested,
    hits: e.hits,
    rate: e.rate,
    low: e.low,
    high: e.high,
    baselineName: e.baseline,
    baselineRate: e.baselineRate,
    edge: e.edge,
  };
}

/** The measurement of a claim on the most specific group with enough test cases, or null. */
export function evidenceFor(claim: string, groups: readonly string[]): MeasuredRef | null {
  const byGroup = EVIDENCE.claims[claim];
  if (!byGroup) return null;
  for (const g of groups) {
    const e = byGroup[g];
    if (e && e.n >= MIN_CASES) return refOf(claim, g, e);
  }
  return null;
}

export function rangeEvidence(
  groups: readonly string[],
): { group: string; e: RangeEvidence } | null {
  for (const g of groups) {
    const e = EVIDENCE.ranges[g];
    if (e && e.n >= 200) return { group: g, e };
  }
  return null;
}

export function directionEvidence(
  groups: readonly string[],
): { group: string; e: DirectionEvidence } | null {
  for (const g of groups) {
    const e = EVIDENCE.direction[g];
    if (e && e.n >= 200) return { group: g, e };
  }
  return null;
}
