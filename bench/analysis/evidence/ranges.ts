import {
  LEVELS,
  logSigma,
  MAX_HORIZON,
  momentumBin,
  rangeScale,
  type Candle,
  type DirectionEvidence,
  type MomentumBin,
  type RangeEvidence,
} from '@candlelens/analysis';
import { addToBlock, blockBootstrap, weightedQuantiles, wilson, type Blocks } from './stats.ts';

export const REFERENCE_HORIZON = 10;
const FIRST = 40;
const FOLDS = 5;

/** Per-origin measurements of one series: normalised log moves for every horizon and the momentum bin. */
export interface OriginSamples {
  series: number;
  time: number[];
  /** Time of the bar 2 x horizon later: the outcome plus an embargo of one horizon. */
  embargoEnd: number[];
  block: string[];
  /** z[h - 1][i]: ln(close[t+h]/close[t]) / scale_t(h), the engine's `rangeScale`, NaN past the end. */
  z: Float64Array[];
  bin: MomentumBin[];
  lastUp: boolean[];
}

export function originSamples(
  candles: readonly Candle[],
  series: number,
  blockKey: (t: number) => string,
): OriginSamples {
  const s: OriginSamples = {
    series,
    time: [],
    embargoEnd: [],
    block: [],
    z: [],
    bin: [],
    lastUp: [],
  };
  const idx: number[] = [];
  for (let t = FIRST; t + 1 < candles.length; t++) {
    const sigma = logSigma(candles, t);
    if (sigma > 0) idx.push(t);
  }
  for (let h = 1; h <= MAX_HORIZON; h++) s.z.push(new Float64Array(idx.length).fill(Number.NaN));
  idx.forEach((t, i) => {
    const c = candles[t] as Candle;
    const sigma = logSigma(candles, t);
    const scale = rangeScale(candles, t);
    s.time.push(c.time ?? t);
    s.embargoEnd.push(
      candles[Math.min(candles.length - 1, t + 2 * REFERENCE_HORIZON)]?.time ?? Infinity,
    );
    s.block.push(blockKey(t));
    s.bin.push(momentumBin(candles, t, sigma));
    s.lastUp.push(c.close >= (candles[t - 1] as Candle).close);
    for (let h = 1; h <= MAX_HORIZON && t + h < candles.length; h++) {
      const sd = scale.scale(h);
      // the engine gives no forecast without a positive scale
      if (sd > 0)
        (s.z[h - 1] as Float64Array)[i] = Math.log((candles[t + h] as Candle).close / c.close) / sd;
    }
  });
  return s;
}

/** Values at horizon h of the selected origins, each series weighing the same in total. */
function weighted(
  all: readonly OriginSamples[],
  h: number,
  keep: (s: OriginSamples, i: number) => boolean,
) {
  const v: number[] = [];
  const w: number[] = [];
  for (const s of all) {
    const z = s.z[h - 1] as Float64Array;
    const start = v.length;
    for (let i = 0; i < z.length; i++)
      if (!Number.isNaN(z[i] as number) && keep(s, i)) v.push(z[i] as number);
    const k = v.length - start;
    for (let i = 0; i < k; i++) w.push(1 / k);
  }
  return { values: Float64Array.from(v), weights: Float64Array.from(w) };
}

function foldStarts(all: readonly OriginSamples[]): number[] {
  const times = all.flatMap((s) => s.time).sort((a, b) => a - b);
  return Array.from({ length: FOLDS + 1 }, (_, k) =>
    k === FOLDS ? Infinity : (times[Math.floor((times.length * k) / FOLDS)] ?? 0),
  );
}

interface Fitted {
  q: number[];
  up: Record<MomentumBin, number>;
  base: number;
  afterUp: number;
  afterDown: number;
}

function fit(
  all: readonly OriginSamples[],
  keep: (s: OriginSamples, i: number) => boolean,
): Fitted {
  const { values, weights } = weighted(all, REFERENCE_HORIZON, keep);
  const q = weightedQuantiles(values, weights, LEVELS);
  const count: Record<MomentumBin | 'all' | 'afterUp' | 'afterDown', [number, number]> = {
    falling: [0, 0],
    flat: [0, 0],
    rising: [0, 0],
    all: [0, 0],
    afterUp: [0, 0],
    afterDown: [0, 0],
  };
  for (const s of all) {
    const z = s.z[REFERENCE_HORIZON - 1] as Float64Array;
    for (let i = 0; i < z.length; i++) {
      const v = z[i] as number;
      if (Number.isNaN(v) || v === 0 || !keep(s, i)) continue;
      const up = v > 0 ? 1 : 0;
      for (const key of [
        s.bin[i] as MomentumBin,
        'all',
        s.lastUp[i] ? 'afterUp' : 'afterDown',
      ] as const) {
        count[key][0] += up;
        count[key][1] += 1;
      }
    }
  }
  const rate = ([u, n]: number[]) => ((u ?? 0) + 1) / ((n ?? 0) + 2);
  return {
    q,
    up: { falling: rate(count.falling), flat: rate(count.flat), rising: rate(count.rising) },
    base: rate(count.all),
    afterUp: rate(count.afterUp),
    afterDown: rate(count.afterDown),
  };
}

const at = (q: number[], level: number) => q[LEVELS.indexOf(level)] as number;

/**
 * Walk-forward over five calendar blocks of the group: the quantiles and the direction model are
 * fitted on origins whose outcome and embargo end before a block starts, then scored on it.
 */
export function evaluateGroup(all: readonly OriginSamples[]): {
  ranges: RangeEvidence;
  direction: DirectionEvidence;
} {
  const starts = foldStarts(all);
  const cover: Blocks = new Map();
  const brier: Blocks = new Map();
  for (let k = 1; k < FOLDS; k++) {
    const lo = starts[k] as number;
    const hi = starts[k + 1] as number;
    const m = fit(all, (s, i) => (s.embargoEnd[i] as number) < lo);
    for (const s of all) {
      const z = s.z[REFERENCE_HORIZON - 1] as Float64Array;
      for (let i = 0; i < z.length; i++) {
        const v = z[i] as number;
        const time = s.time[i] as number;
        if (Number.isNaN(v) || time < lo || time >= hi) continue;
        const key = s.block[i] as string;
        const inside = (a: number, b: number) => (v >= at(m.q, a) && v <= at(m.q, b) ? 1 : 0);
        addToBlock(cover, key, [inside(0.25, 0.75), inside(0.1, 0.9), inside(0.025, 0.975), 1]);
        if (v === 0) continue;
        const y = v > 0 ? 1 : 0;
        const pm = m.up[s.bin[i] as MomentumBin];
        const pp = s.lastUp[i] ? m.afterUp : m.afterDown;
        const right = (p: number) => ((p > 0.5 ? 1 : 0) === y ? 1 : 0);
        addToBlock(brier, key, [
          (pm - y) ** 2,
          (m.base - y) ** 2,
          (pp - y) ** 2,
          right(pm),
          right(m.base),
          right(pp),
          1,
        ]);
      }
    }
  }
  const total = (blocks: Blocks) => {
    const sums: number[] = [];
    for (const b of blocks.values()) b.forEach((v, j) => (sums[j] = (sums[j] ?? 0) + v));
    return sums;
  };
  const c = total(cover);
  const n = c[3] ?? 0;
  const share = (j: number) => (n ? (c[j] ?? 0) / n : 0);
  const ci = (j: number): [number, number] => {
    const [wl, wh] = wilson(c[j] ?? 0, n);
    const [bl, bh] = blockBootstrap(cover, (x) => (x[j] ?? 0) / (x[3] || 1));
    return [Math.min(wl, bl), Math.max(wh, bh)];
  };
  const b = total(brier);
  const dn = b[6] ?? 0;
  const skill = (j: number): [number, number, number] => {
    const f = (x: number[]) => 1 - (x[0] ?? 0) / (x[j] || 1);
    const [l, h] = blockBootstrap(brier, f);
    return [f(b), l, h];
  };
  const vsBase = skill(1);
  const vsPersist = skill(2);
  const accuracy = dn ? (b[3] ?? 0) / dn : 0;
  const [al, ah] = blockBootstrap(brier, (x) => (x[3] ?? 0) / (x[6] || 1));
  const [wl, wh] = wilson(b[3] ?? 0, dn);
  const final = fit(all, () => true);
  const quantiles: number[][] = [];
  for (let h = 1; h <= MAX_HORIZON; h++) {
    const { values, weights } = weighted(all, h, () => true);
    quantiles.push(
      weightedQuantiles(values, weights, LEVELS).map((v) => Math.round(v * 1e4) / 1e4),
    );
  }
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  return {
    ranges: {
      quantiles,
      n,
      coverage: [r3(share(0)), r3(share(1)), r3(share(2))],
      intervals: [ci(0).map(r3), ci(1).map(r3), ci(2).map(r3)] as RangeEvidence['intervals'],
    },
    direction: {
      upRate: {
        falling: r3(final.up.falling),
        flat: r3(final.up.flat),
        rising: r3(final.up.rising),
      },
      n: dn,
      skillVsBase: vsBase.map(r3) as [number, number, number],
      skillVsPersistence: vsPersist.map(r3) as [number, number, number],
      accuracy: r3(accuracy),
      accuracyInterval: [r3(Math.min(al, wl)), r3(Math.max(ah, wh))],
      baseAccuracy: r3(dn ? (b[4] ?? 0) / dn : 0),
      persistenceAccuracy: r3(dn ? (b[5] ?? 0) / dn : 0),
      edge: vsBase[1] > 0 && vsPersist[1] > 0,
    },
  };
}
