// How one claim is scored in one group of markets: its samples per series, its baselines on the
// same charts, the one-sided p-value of "no better than the best baseline" (bootstrap by series)
// and the Benjamini-Hochberg correction over every claim tested on the group.
import type { EvidenceEntry } from '@candlelens/analysis';
import { clusterBootstrap, discoveries, rateOf } from '../plan/score.ts';
import type { ClaimSample } from './charts.ts';

export type Source = 'real' | 'shuffled' | 'walk';

/** Claim samples of one series with what places them in time. */
export interface SeriesClaims {
  /** Index of the series (the unit the intervals resample). */
  series: number;
  groups: string[];
  source: Source;
  samples: ClaimSample[];
  /** Calendar time of bar t, and of the bar when every outcome of a chart ending at t is known. */
  timeOf: (t: number) => number;
  endOf: (t: number) => number;
}

/** Fewest test cases, and fewest series, behind a rate the text may call an edge. */
export const MIN_CASES = 30;
export const MIN_SERIES = 5;
/** Benjamini-Hochberg false discovery rate, per group. */
export const FDR = 0.05;
export const FOLDS = 5;

/** Samples of one claim from one source in one group, as columns. */
interface Column {
  series: number[];
  time: number[];
  end: number[];
  hit: Uint8Array | number[];
}

export type Window = (time: number, end: number) => boolean;

/** Per-series [hits, n] of a column's samples inside a window. */
function tally(c: Column | undefined, keep: Window): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  if (!c) return out;
  for (let i = 0; i < c.series.length; i++) {
    if (!keep(c.time[i] as number, c.end[i] as number)) continue;
    const s = c.series[i] as number;
    const cur = out.get(s) ?? [0, 0];
    cur[0] += c.hit[i] as number;
    cur[1] += 1;
    out.set(s, cur);
  }
  return out;
}

/** What a claim is measured against: each baseline is a column of the same group, or a fixed rate. */
export interface BaselineSpec {
  key: keyof EvidenceEntry['baselines'];
  name: string;
  column?: string;
  fixed?: number;
}

/**
 * The baselines of a claim. Directional claims: the better of a coin toss (50%) and the base
 * rate of the same direction on every chart of the group (patterns also the same detector on
 * shuffled bars and on random walks). Levels: random levels in the chart's range, and a level as
 * far from the close (in ATR) on a chart of the same series half the series away in time.
 * Targets: a price as far the same way (in ATR) on that other chart.
 */
export function baselinesOf(claim: string, up: boolean | undefined): BaselineSpec[] {
  if (claim.startsWith('level:'))
    return [
      {
        key: 'random',
        name: 'random price levels on the same charts',
        column: 'real|level:random',
      },
      {
        key: 'distance',
        name: 'price levels as far from the price at other times',
        column: `real|level-mirror:${claim.slice(6)}`,
      },
    ];
  if (claim.startsWith('level-held:'))
    return [
      {
        key: 'distance',
        name: 'price levels as far from the price at other times',
        column: `real|level-mirror-held:${claim.slice(11)}`,
      },
    ];
  if (claim.startsWith('target:'))
    return [
      {
        key: 'distance',
        name: 'the same distance the same way at other times',
        column: `real|target-mirror:${claim.slice(7)}`,
      },
    ];
  const out: BaselineSpec[] = [
    { key: 'half', name: 'a coin toss', fixed: 0.5 },
    {
      key: 'base',
      name: 'any chart of the group',
      column: `real|base:${up ? 'up' : 'down'}`,
    },
  ];
  if (claim.startsWith('pattern:'))
    out.push(
      {
        key: 'shuffled',
        name: 'the same pattern found in shuffled prices',
        column: `shuffled|${claim}`,
      },
      { key: 'walk', name: 'the same pattern found in random prices', column: `walk|${claim}` },
    );
  return out;
}

/** Claims that are measured only as another claim's baseline. */
export function isBaselineOnly(claim: string): boolean {
  return (
    claim.startsWith('base:') ||
    claim === 'level:random' ||
    claim.startsWith('level-mirror') ||
    claim.startsWith('target-mirror:')
  );
}

export const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** A claim in a window: its rate, every baseline's, and the one-sided p of "no better than the best". */
export interface Scored {
  n: number;
  hits: number;
  series: number;
  rate: number;
  baselines: { spec: BaselineSpec; rate: number }[];
  best: { spec: BaselineSpec; rate: number };
  p: number;
  /** Bootstrap quantiles of the rate, when asked for. */
  low?: number;
  high?: number;
}

/** Column store of one group: `${source}|${claim}` -> samples. */
export type GroupColumns = Map<string, Column>;

export function score(
  cols: GroupColumns,
  claim: string,
  up: boolean | undefined,
  keep: Window,
  withInterval: boolean,
): Scored | null {
  const own = tally(cols.get(`real|${claim}`), keep);
  let n = 0;
  let hits = 0;
  for (const [h, k] of own.values()) {
    hits += h;
    n += k;
  }
  if (n === 0) return null;
  const specs = baselinesOf(claim, up);
  const tallies = specs.map((s) => (s.column ? tally(cols.get(s.column), keep) : null));
  // one vector per series: [hits, n, then hits and n of every measured baseline]
  const vectors = new Map<number, number[]>();
  const width = 2 + 2 * specs.length;
  const at = (s: number) => {
    let v = vectors.get(s);
    if (!v) vectors.set(s, (v = new Array<number>(width).fill(0)));
    return v;
  };
  for (const [s, [h, k]] of own) {
    const v = at(s);
    v[0] = h;
    v[1] = k;
  }
  tallies.forEach((t, j) => {
    if (!t) return;
    for (const [s, [h, k]] of t) {
      // a baseline counts only on series where the claim itself was measured
      if (!own.has(s)) continue;
      const v = at(s);
      v[2 + 2 * j] = h;
      v[3 + 2 * j] = k;
    }
  });
  const rateOfBaseline = (sums: number[], j: number) => {
    const spec = specs[j] as BaselineSpec;
    if (spec.fixed !== undefined) return spec.fixed;
    const k = sums[3 + 2 * j] ?? 0;
    return k > 0 ? (sums[2 + 2 * j] ?? 0) / k : Number.NaN;
  };
  const bestOf = (sums: number[]) => {
    let best = Number.NaN;
    for (let j = 0; j < specs.length; j++) {
      const r = rateOfBaseline(sums, j);
      if (Number.isFinite(r) && !(r <= best)) best = r;
    }
    return best;
  };
  const total = new Array<number>(width).fill(0);
  for (const v of vectors.values()) v.forEach((x, j) => (total[j] = (total[j] as number) + x));
  const baselines = specs
    .map((spec, j) => ({ spec, rate: rateOfBaseline(total, j) }))
    .filter((b) => Number.isFinite(b.rate));
  if (!baselines.length) return null;
  const best = baselines.reduce((a, b) => (b.rate > a.rate ? b : a));
  const diff = clusterBootstrap(
    vectors,
    (x) => ((x[1] ?? 0) > 0 ? (x[0] ?? 0) / (x[1] ?? 1) : Number.NaN) - bestOf(x),
  );
  const p = diff.length ? diff.filter((d) => d <= 0).length / diff.length : 1;
  const out: Scored = { n, hits, series: own.size, rate: hits / n, baselines, best, p };
  if (withInterval) {
    const r = rateOf(own);
    out.low = r.low;
    out.high = r.high;
  }
  return out;
}

/** Calendar fold starts of a group, from the times of its real charts. */
export function foldStarts(cols: GroupColumns): number[] {
  const times = [...(cols.get('real|base:up')?.time ?? [])].sort((a, b) => a - b);
  return Array.from({ length: FOLDS + 1 }, (_, k) =>
    k === FOLDS ? Infinity : (times[Math.floor((times.length * k) / FOLDS)] ?? 0),
  );
}

/** Columns per group from every series' samples. */
export function groupColumns(all: readonly SeriesClaims[]): {
  groups: Map<string, GroupColumns>;
  ups: Map<string, boolean>;
} {
  const groups = new Map<string, GroupColumns>();
  const ups = new Map<string, boolean>();
  for (const s of all)
    for (const x of s.samples) {
      if (x.up !== undefined) ups.set(x.claim, x.up);
      const time = s.timeOf(x.t);
      const end = s.endOf(x.t);
      for (const g of s.groups) {
        const cols = groups.get(g) ?? new Map<string, Column>();
        groups.set(g, cols);
        const key = `${s.source}|${x.claim}`;
        let c = cols.get(key);
        if (!c) cols.set(key, (c = { series: [], time: [], end: [], hit: [] }));
        c.series.push(s.series);
        c.time.push(time);
        c.end.push(end);
        (c.hit as number[]).push(x.hit ? 1 : 0);
      }
    }
  return { groups, ups };
}

/** The claims of a group that are tested (real, not a baseline) in a window. */
export function decide(
  cols: GroupColumns,
  ups: Map<string, boolean>,
  keep: Window,
  withInterval: boolean,
): Map<string, Scored & { edge: boolean; tested: number }> {
  const scored: [string, Scored][] = [];
  for (const key of cols.keys()) {
    if (!key.startsWith('real|')) continue;
    const claim = key.slice(5);
    if (isBaselineOnly(claim)) continue;
    const s = score(cols, claim, ups.get(claim), keep, withInterval);
    if (s && s.n >= MIN_CASES) scored.push([claim, s]);
  }
  const found = discoveries(
    scored.map(([, s]) => s.p),
    FDR,
  );
  const out = new Map<string, Scored & { edge: boolean; tested: number }>();
  scored.forEach(([claim, s], i) => {
    const edge =
      (found[i] ?? false) &&
      s.series >= MIN_SERIES &&
      (withInterval ? (s.low ?? 0) > s.best.rate : true);
    out.set(claim, { ...s, edge, tested: scored.length });
  });
  return out;
}
