// Walk-forward scoring of one event's cases in one group: the range model recalibrated on the
// cases whose outcome ended before each calendar fold, against the plain random walk; Brier skill
// and per-decile calibration with intervals by series (cluster bootstrap).
import {
  recalibrate,
  type PlanBin,
  type PlanCalibration,
  type PlanRate,
} from '@candlelens/analysis';
import { createRng } from '../../reader/prng.ts';
import { wilson } from '../evidence/stats.ts';
import type { Cases } from './cases.ts';

const FOLDS = 5;
const ROUNDS = 1000;
const RAW_BINS = 40;

/** Increasing recalibration knots [raw, rate] from the selected cases (pool-adjacent violators). */
export function fitMap(cases: Cases, keep: (i: number) => boolean): [number, number][] {
  const n = new Array<number>(RAW_BINS).fill(0);
  const x = new Array<number>(RAW_BINS).fill(0);
  const y = new Array<number>(RAW_BINS).fill(0);
  for (let i = 0; i < cases.length; i++) {
    if (!keep(i)) continue;
    const raw = cases.model[i] as number;
    const b = Math.min(RAW_BINS - 1, Math.floor(raw * RAW_BINS));
    n[b] = (n[b] as number) + 1;
    x[b] = (x[b] as number) + raw;
    y[b] = (y[b] as number) + (cases.y[i] as number);
  }
  // blocks of [n, sum raw, sum y], merged while a block's rate falls below the one before
  const blocks: [number, number, number][] = [];
  for (let b = 0; b < RAW_BINS; b++) {
    if (!n[b]) continue;
    blocks.push([n[b] as number, x[b] as number, y[b] as number]);
    while (blocks.length > 1) {
      const [n1, x1, y1] = blocks[blocks.length - 1] as [number, number, number];
      const [n0, x0, y0] = blocks[blocks.length - 2] as [number, number, number];
      if (y0 / n0 <= y1 / n1) break;
      blocks.splice(blocks.length - 2, 2, [n0 + n1, x0 + x1, y0 + y1]);
    }
  }
  const r4 = (v: number) => Math.round(v * 1e4) / 1e4;
  return blocks.map(([k, sx, sy]) => [r4(sx / k), r4(sy / k)]);
}

/** Calendar fold starts over the cases' origin times. */
function foldStarts(times: readonly number[]): number[] {
  const sorted = [...times].sort((a, b) => a - b);
  return Array.from({ length: FOLDS + 1 }, (_, k) =>
    k === FOLDS ? Infinity : (sorted[Math.floor((sorted.length * k) / FOLDS)] ?? 0),
  );
}

/** Per-series sums, resampled whole series at a time. */
type Clusters = Map<number, number[]>;

function add(map: Clusters, key: number, values: readonly number[]): void {
  const cur = map.get(key);
  if (!cur) map.set(key, [...values]);
  else values.forEach((v, j) => (cur[j] = (cur[j] as number) + v));
}

/** Bootstrap values of `stat` over resamples of whole series (seeded). */
export function clusterBootstrap(map: Clusters, stat: (sums: number[]) => number): number[] {
  const list = [...map.values()];
  const width = list[0]?.length ?? 0;
  const rand = createRng(17).next;
  const out: number[] = [];
  for (let r = 0; r < ROUNDS && list.length; r++) {
    const sums = new Array<number>(width).fill(0);
    for (let i = 0; i < list.length; i++) {
      const b = list[Math.floor(rand() * list.length)] as number[];
      for (let j = 0; j < width; j++) sums[j] = (sums[j] as number) + (b[j] as number);
    }
    const v = stat(sums);
    if (Number.isFinite(v)) out.push(v);
  }
  return out.sort((a, b) => a - b);
}

const quantileOf = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * sorted.length)))] ?? 0;
const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** A rate over per-series [hits, n], with the wider of Wilson's interval and the series bootstrap. */
export function rateOf(perSeries: Map<number, [number, number]> | undefined): PlanRate {
  const map: Clusters = new Map([...(perSeries ?? new Map<number, [number, number]>())]);
  let hits = 0;
  let n = 0;
  for (const [h, k] of map.values()) {
    hits += h ?? 0;
    n += k ?? 0;
  }
  const boot = clusterBootstrap(map, ([h = 0, k = 0]) => (k ? h / k : Number.NaN));
  const [wl, wh] = wilson(hits, n);
  return {
    n,
    series: [...map.values()].filter((v) => (v[1] ?? 0) > 0).length,
    rate: r3(n ? hits / n : 0),
    low: r3(Math.min(wl, quantileOf(boot, 0.025))),
    high: r3(Math.max(wh, quantileOf(boot, 0.975))),
  };
}

function binsOf(perBin: Clusters[]): PlanBin[] {
  return perBin.flatMap((map, b) => {
    let n = 0;
    let sum = 0;
    for (const v of map.values()) {
      n += v[1] ?? 0;
      sum += v[2] ?? 0;
    }
    if (!n) return [];
    const rate = rateOf(new Map([...map].map(([k, v]) => [k, [v[0] ?? 0, v[1] ?? 0]])));
    return [
      {
        from: b / 10,
        to: (b + 1) / 10,
        predicted: r3(sum / n),
        realised: rate.rate,
        low: rate.low,
        high: rate.high,
        n,
        series: rate.series,
      },
    ];
  });
}

/** The calibration of one event in one group, and the one-sided p-value of its skill (for the correction). */
export function scoreEvent(
  cases: Cases,
  inGroup: (series: number) => boolean,
): { calibration: PlanCalibration; p: number } {
  const idx: number[] = [];
  for (let i = 0; i < cases.length; i++) if (inGroup(cases.series[i] as number)) idx.push(i);
  const starts = foldStarts(idx.map((i) => cases.time[i] as number));
  const brier: Clusters = new Map();
  const modelBins = Array.from({ length: 10 }, (): Clusters => new Map());
  const baseBins = Array.from({ length: 10 }, (): Clusters => new Map());
  const member = new Uint8Array(cases.length);
  for (const i of idx) member[i] = 1;
  for (let k = 1; k < FOLDS; k++) {
    const lo = starts[k] as number;
    const hi = starts[k + 1] as number;
    const map = fitMap(cases, (i) => member[i] === 1 && (cases.end[i] as number) < lo);
    if (!map.length) continue;
    for (const i of idx) {
      const time = cases.time[i] as number;
      if (time < lo || time >= hi) continue;
      const y = cases.y[i] as number;
      const pm = recalibrate(map, cases.model[i] as number);
      const pb = cases.base[i] as number;
      const s = cases.series[i] as number;
      add(brier, s, [(pm - y) ** 2, (pb - y) ** 2, 1]);
      add(modelBins[Math.min(9, Math.floor(pm * 10))] as Clusters, s, [y, 1, pm]);
      add(baseBins[Math.min(9, Math.floor(pb * 10))] as Clusters, s, [y, 1, pb]);
    }
  }
  let bm = 0;
  let bb = 0;
  let n = 0;
  for (const [a = 0, b = 0, c = 0] of brier.values()) {
    bm += a;
    bb += b;
    n += c;
  }
  const skillOf = ([a = 0, b = 0]: number[]) => (b ? 1 - a / b : Number.NaN);
  const boot = clusterBootstrap(brier, skillOf);
  const p = boot.length ? boot.filter((v) => v <= 0).length / boot.length : 1;
  return {
    p,
    calibration: {
      n,
      series: brier.size,
      model: { brier: r3(n ? bm / n : 0), bins: binsOf(modelBins) },
      baseline: { brier: r3(n ? bb / n : 0), bins: binsOf(baseBins) },
      skill: r3(skillOf([bm, bb])),
      skillInterval: [r3(quantileOf(boot, 0.025)), r3(quantileOf(boot, 0.975))],
      edge: false,
      map: fitMap(cases, (i) => member[i] === 1),
    },
  };
}

/** Benjamini-Hochberg at `q`: which of the p-values are discoveries. */
export function discoveries(ps: readonly number[], q = 0.05): boolean[] {
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0]);
  let cut = -1;
  order.forEach(([p], k) => {
    if (p <= (q * (k + 1)) / ps.length) cut = k;
  });
  const out = ps.map(() => false);
  for (let k = 0; k <= cut; k++) out[(order[k] as readonly [number, number])[1]] = true;
  return out;
}
