import type { Candle } from '../src/types.ts';

/** Small deterministic PRNG (mulberry32) so synthetic series are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PathOptions {
  /** Close-to-close noise as a fraction of `unit`. */
  noise?: number;
  /** Typical wick size. */
  unit?: number;
  seed?: number;
}

/**
 * Candles whose closes follow straight segments between waypoints `[barIndex, price]`, with
 * small seeded noise and wicks. Waypoint bars make the local extreme exactly at the waypoint.
 */
export function pathCandles(
  waypoints: readonly [number, number][],
  options: PathOptions = {},
): Candle[] {
  const unit = options.unit ?? 1;
  const noise = options.noise ?? 0.15;
  const rand = seededRandom(options.seed ?? 1);
  const first = waypoints[0];
  const lastWp = waypoints[waypoints.length - 1];
  if (!first || !lastWp) return [];
  const closes: number[] = [];
  for (let w = 0; w + 1 < waypoints.length; w++) {
    const [i0, p0] = waypoints[w] as [number, number];
    const [i1, p1] = waypoints[w + 1] as [number, number];
    for (let i = i0; i < i1; i++) closes.push(p0 + ((p1 - p0) * (i - i0)) / (i1 - i0));
  }
  closes.push(lastWp[1]);
  const pivots = new Map<number, number>();
  waypoints.forEach(([i, p], w) => {
    const prev = waypoints[w - 1]?.[1];
    const next = waypoints[w + 1]?.[1];
    const peak = (prev === undefined || p > prev) && (next === undefined || p > next);
    const trough = (prev === undefined || p < prev) && (next === undefined || p < next);
    if (peak) pivots.set(i, 1);
    if (trough) pivots.set(i, -1);
  });
  const out: Candle[] = [];
  let prevClose = (closes[0] as number) - 0.2 * unit;
  closes.forEach((base, i) => {
    const pivot = pivots.get(i);
    const close = pivot ? base : base + (rand() - 0.5) * 2 * noise * unit;
    const open = prevClose;
    const wickUp = (0.1 + 0.3 * rand()) * unit;
    const wickDown = (0.1 + 0.3 * rand()) * unit;
    let high = Math.max(open, close) + wickUp;
    let low = Math.min(open, close) - wickDown;
    if (pivot === 1) high = base + 0.5 * unit;
    if (pivot === -1) low = base - 0.5 * unit;
    high = Math.max(high, open, close);
    low = Math.min(low, open, close);
    out.push({ open, high, low, close });
    prevClose = close;
  });
  return out;
}

/** Shifts every waypoint index by `offset` (to place a pattern after a lead-in). */
export function shifted(
  waypoints: readonly [number, number][],
  offset: number,
): [number, number][] {
  return waypoints.map(([i, p]) => [i + offset, p]);
}
