/** Small statistics for the evidence: Wilson intervals, a calendar-block bootstrap, weighted quantiles. */
import { createRng } from '../../reader/prng.ts';

/** 95% Wilson score interval of k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** Sums per calendar block (samples in one block move together and are resampled together). */
export type Blocks = Map<string, number[]>;

export function addToBlock(blocks: Blocks, key: string, values: readonly number[]): void {
  const cur = blocks.get(key);
  if (!cur) blocks.set(key, [...values]);
  else for (let i = 0; i < values.length; i++) cur[i] = (cur[i] ?? 0) + (values[i] ?? 0);
}

/** 2.5% and 97.5% quantiles of `stat` over bootstrap resamples of whole blocks. */
export function blockBootstrap(
  blocks: Blocks,
  stat: (sums: number[]) => number,
  seed = 7,
  rounds = 400,
): [number, number] {
  const list = [...blocks.values()];
  if (list.length === 0) return [0, 0];
  const width = list[0]?.length ?? 0;
  const rand = createRng(seed).next;
  const stats: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const sums = new Array<number>(width).fill(0);
    for (let i = 0; i < list.length; i++) {
      const b = list[Math.floor(rand() * list.length)] as number[];
      for (let j = 0; j < width; j++) sums[j] = (sums[j] as number) + (b[j] as number);
    }
    const v = stat(sums);
    if (Number.isFinite(v)) stats.push(v);
  }
  stats.sort((a, b) => a - b);
  const q = (p: number) =>
    stats[Math.min(stats.length - 1, Math.max(0, Math.floor(p * stats.length)))] ?? 0;
  return [q(0.025), q(0.975)];
}

/** Rate with the wider of Wilson's interval and the block bootstrap's. */
export function rateInterval(blocks: Blocks): {
  n: number;
  hits: number;
  rate: number;
  low: number;
  high: number;
} {
  let hits = 0;
  let n = 0;
  for (const [h, k] of blocks.values()) {
    hits += h ?? 0;
    n += k ?? 0;
  }
  const [wl, wh] = wilson(hits, n);
  const [bl, bh] = blockBootstrap(blocks, ([h = 0, k = 0]) => (k ? h / k : Number.NaN));
  return { n, hits, rate: n ? hits / n : 0, low: Math.min(wl, bl), high: Math.max(wh, bh) };
}

/** Quantile `q` of values where each value carries a weight. */
export function weightedQuantiles(
  values: Float64Array,
  weights: Float64Array,
  qs: readonly number[],
): number[] {
  const order = Array.from(values.keys()).sort(
    (a, b) => (values[a] as number) - (values[b] as number),
  );
  let total = 0;
  for (const w of weights) total += w;
  const out: number[] = [];
  let acc = 0;
  let k = 0;
  for (const q of qs) {
    while (k < order.length && acc + (weights[order[k] as number] as number) < q * total) {
      acc += weights[order[k] as number] as number;
      k++;
    }
    out.push(values[order[Math.min(k, order.length - 1)] as number] ?? 0);
  }
  return out;
}
