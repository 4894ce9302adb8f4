import type { EvidenceEntry } from '@candlelens/analysis';
import type { ClaimSample } from './charts.ts';
import { addToBlock, rateInterval, type Blocks } from './stats.ts';

export type Source = 'real' | 'shuffled' | 'walk';
type Phase = 'discovery' | 'test';

/** Claim samples of one series with what places them in time. */
export interface SeriesClaims {
  groups: string[];
  source: Source;
  samples: ClaimSample[];
  /** Calendar time of bar t, and of the bar when every outcome of a chart ending at t is known. */
  timeOf: (t: number) => number;
  endOf: (t: number) => number;
  blockOf: (t: number) => string;
}

/** Keys of an entry's `baselines`: every baseline it was measured against. */
const BASELINE_KEYS: Record<string, keyof EvidenceEntry['baselines']> = {
  'base:up': 'base',
  'base:down': 'base',
  shuffled: 'shuffled',
  walk: 'walk',
  'level:random': 'random',
};

const BASELINE_NAMES: Record<string, string> = {
  'base:up': 'the base rate (all charts)',
  'base:down': 'the base rate (all charts)',
  shuffled: 'the same detector on shuffled returns',
  walk: 'the same detector on random walks',
  'level:random': 'random levels',
};

/**
 * Tallies every claim per group, period and source. Each group's calendar span is split at the
 * median time of its real charts: the discovery period ends there (charts whose outcomes are
 * all known before it), the test period starts there, so no outcome crosses the split.
 */
export function tallyClaims(all: readonly SeriesClaims[]) {
  const splits = new Map<string, number>();
  const times = new Map<string, number[]>();
  for (const s of all) {
    if (s.source !== 'real') continue;
    for (const x of s.samples) {
      if (x.claim !== 'base:up') continue;
      for (const g of s.groups) {
        const list = times.get(g) ?? [];
        list.push(s.timeOf(x.t));
        times.set(g, list);
      }
    }
  }
  for (const [g, list] of times)
    splits.set(g, list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0);
  const tallies = new Map<string, Blocks>();
  const ups = new Map<string, boolean>();
  for (const s of all) {
    for (const x of s.samples) {
      if (x.up !== undefined) ups.set(x.claim, x.up);
      for (const g of s.groups) {
        const split = splits.get(g);
        if (split === undefined) continue;
        const phase: Phase | null =
          s.endOf(x.t) < split ? 'discovery' : s.timeOf(x.t) >= split ? 'test' : null;
        if (!phase) continue;
        const key = `${g}|${phase}|${s.source}|${x.claim}`;
        const blocks = tallies.get(key) ?? new Map();
        addToBlock(blocks, s.blockOf(x.t), [x.hit ? 1 : 0, 1]);
        tallies.set(key, blocks);
      }
    }
  }
  return { tallies, ups, splits };
}

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** Evidence entries of every real claim on every group, against its strongest baseline. */
export function claimEntries(
  all: readonly SeriesClaims[],
): Record<string, Record<string, EvidenceEntry>> {
  const { tallies, ups } = tallyClaims(all);
  const stat = (g: string, phase: Phase, source: Source, claim: string) => {
    const b = tallies.get(`${g}|${phase}|${source}|${claim}`);
    return b ? rateInterval(b) : null;
  };
  const out: Record<string, Record<string, EvidenceEntry>> = {};
  const keys = [...tallies.keys()].filter((k) => k.includes('|test|real|'));
  for (const key of keys) {
    const [g = '', , , claim = ''] = key.split('|');
    if (claim.startsWith('base:') || claim === 'level:random') continue;
    const baselines = (phase: Phase): [string, number][] => {
      const list: [string, number][] = [];
      const push = (name: string, s: ReturnType<typeof stat>) => {
        if (s && s.n > 0) list.push([name, s.rate]);
      };
      if (claim.startsWith('level:')) push('level:random', stat(g, phase, 'real', 'level:random'));
      else {
        const base = ups.get(claim) ? 'base:up' : 'base:down';
        push(base, stat(g, phase, 'real', base));
        if (claim.startsWith('pattern:')) {
          push('shuffled', stat(g, phase, 'shuffled', claim));
          push('walk', stat(g, phase, 'walk', claim));
        }
      }
      return list.sort((a, b) => b[1] - a[1]);
    };
    const test = stat(g, 'test', 'real', claim);
    if (!test || test.n === 0) continue;
    const disc = stat(g, 'discovery', 'real', claim);
    const testBaselines = baselines('test');
    const [bt = ['base:up', 0.5]] = testBaselines;
    const [bd = ['base:up', 0.5]] = baselines('discovery');
    const discEdge = disc !== null && disc.n > 0 && disc.low > bd[1];
    (out[claim] ??= {})[g] = {
      n: test.n,
      hits: test.hits,
      rate: r3(test.rate),
      low: r3(test.low),
      high: r3(test.high),
      baseline: BASELINE_NAMES[bt[0]] ?? bt[0],
      baselineRate: r3(bt[1]),
      baselines: Object.fromEntries(
        testBaselines.map(([name, rate]) => [BASELINE_KEYS[name] ?? name, r3(rate)]),
      ),
      discovery: {
        n: disc?.n ?? 0,
        rate: r3(disc?.rate ?? 0),
        low: r3(disc?.low ?? 0),
        baselineRate: r3(bd[1]),
        edge: discEdge,
      },
      edge: discEdge && test.low > bt[1],
    };
  }
  return out;
}
