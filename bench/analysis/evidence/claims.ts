// Every claim the engine makes, tallied per group of markets and scored against its baselines
// with intervals by series, one Benjamini-Hochberg correction per group, and the rule "show a claim
// only where it is an edge" itself tested walk-forward over calendar folds.
import type { EvidenceEntry, EvidenceWalkForward } from '@candlelens/analysis';
import { rateOf } from '../plan/score.ts';
import {
  decide,
  FOLDS,
  foldStarts,
  groupColumns,
  r3,
  score,
  type GroupColumns,
  type SeriesClaims,
  type Window,
} from './scoring.ts';

export { FDR, MIN_SERIES, type SeriesClaims, type Source } from './scoring.ts';

/**
 * Evidence entries of every claim on every group, over all the group's charts: the rate with the
 * wider of Wilson's interval and a bootstrap by series, against the best of its baselines; an edge
 * when the interval clears that baseline, the claim is a Benjamini-Hochberg discovery among every
 * claim tested on the group, and it was measured on at least MIN_SERIES series.
 */
export function claimEntries(all: readonly SeriesClaims[]): {
  claims: Record<string, Record<string, EvidenceEntry>>;
  walkForward: Record<string, EvidenceWalkForward>;
} {
  const { groups, ups } = groupColumns(all);
  const claims: Record<string, Record<string, EvidenceEntry>> = {};
  const walkForward: Record<string, EvidenceWalkForward> = {};
  for (const [g, cols] of groups) {
    const final = decide(cols, ups, () => true, true);
    for (const [claim, s] of final) {
      const worse = (s.high ?? 1) < s.best.rate;
      (claims[claim] ??= {})[g] = {
        n: s.n,
        hits: s.hits,
        series: s.series,
        rate: r3(s.rate),
        low: r3(s.low ?? 0),
        high: r3(s.high ?? 1),
        baseline: s.best.spec.name,
        baselineRate: r3(s.best.rate),
        baselines: Object.fromEntries(s.baselines.map((b) => [b.spec.key, r3(b.rate)])),
        p: r3(s.p),
        tested: s.tested,
        edge: s.edge,
        worse,
      };
    }
    walkForward[g] = walkForwardOf(cols, ups);
  }
  return { claims, walkForward };
}

/**
 * The rule "state a claim only where it is an edge" tested walk-forward: for each of the four
 * later calendar folds, the edges are decided (with the same correction) on the charts whose
 * outcomes ended before the fold, then the fold's charts are scored. For the verdict: how many
 * charts showed a direction and how often it was right; for every claim: the shown cases against
 * their baselines.
 */
function walkForwardOf(cols: GroupColumns, ups: Map<string, boolean>): EvidenceWalkForward {
  const starts = foldStarts(cols);
  const charts = new Map<number, [number, number]>();
  const baseUp = new Map<number, [number, number]>();
  const called = new Map<number, [number, number]>();
  const calledUp = new Map<number, [number, number]>();
  const shown = new Map<number, [number, number]>();
  const shownUp = new Map<number, [number, number]>();
  const perBias: Record<'bullish' | 'bearish', Map<number, [number, number]>> = {
    bullish: new Map(),
    bearish: new Map(),
  };
  let shownClaims = 0;
  let shownCases = 0;
  let shownHits = 0;
  let shownBaseline = 0;
  const add = (m: Map<number, [number, number]>, s: number, hit: number) => {
    const c = m.get(s) ?? [0, 0];
    c[0] += hit;
    c[1] += 1;
    m.set(s, c);
  };
  for (let k = 1; k < FOLDS; k++) {
    const lo = starts[k] as number;
    const hi = starts[k + 1] as number;
    const inFold: Window = (time) => time >= lo && time < hi;
    const edges = decide(cols, ups, (_time, end) => end < lo, false);
    const base = cols.get('real|base:up');
    if (base)
      for (let i = 0; i < base.series.length; i++)
        if (inFold(base.time[i] as number, 0)) {
          add(charts, base.series[i] as number, 0);
          add(baseUp, base.series[i] as number, base.hit[i] as number);
        }
    for (const bias of ['bullish', 'bearish'] as const) {
      const c = cols.get(`real|verdict:${bias}`);
      if (!c) continue;
      const isEdge = edges.get(`verdict:${bias}`)?.edge ?? false;
      for (let i = 0; i < c.series.length; i++) {
        if (!inFold(c.time[i] as number, 0)) continue;
        const s = c.series[i] as number;
        const hit = c.hit[i] as number;
        const up = bias === 'bullish' ? hit : 1 - hit;
        add(called, s, hit);
        add(calledUp, s, up);
        add(perBias[bias], s, hit);
        if (isEdge) {
          add(shown, s, hit);
          add(shownUp, s, up);
        }
      }
    }
    for (const [claim, e] of edges) {
      if (!e.edge) continue;
      const s = score(cols, claim, ups.get(claim), inFold, false);
      if (!s) continue;
      shownClaims++;
      shownCases += s.n;
      shownHits += s.hits;
      shownBaseline += s.best.rate * s.n;
    }
  }
  const sum = (m: Map<number, [number, number]>) => [...m.values()].reduce((a, [, k]) => a + k, 0);
  const upShare = (m: Map<number, [number, number]>) => {
    const r = rateOf(m);
    return r.n ? r.rate : 0;
  };
  return {
    charts: sum(charts),
    baseUp: rateOf(baseUp),
    called: rateOf(called),
    calledUp: r3(upShare(calledUp)),
    bullish: rateOf(perBias.bullish),
    bearish: rateOf(perBias.bearish),
    shown: rateOf(shown),
    shownUp: r3(upShare(shownUp)),
    claimsShown: shownClaims,
    claimCases: shownCases,
    claimHits: shownHits,
    claimBaselineHits: Math.round(shownBaseline),
  };
}
