export function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))]!;
}

/** The median absolute deviation over the median (1 when the median is not positive). */
export function madRatio(xs: number[]): number {
  const m = median(xs);
  const mad = median(xs.map((x) => Math.abs(x - m)));
  return m > 0 ? mad / m : 1;
}

/** The median distance between consecutive candles (image pixels), null for fewer than two. */
export function medianStep(cs: readonly { x: number }[]): number | null {
  if (cs.length < 2) return null;
  const d: number[] = [];
  for (let i = 1; i < cs.length; i++) d.push(cs[i]!.x - cs[i - 1]!.x);
  return median(d);
}

/** Rounded to two decimals. */
export function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

/** For each value, how many of the others lie within `tolerance` of it (in the input's order). */
export function othersWithin(values: readonly number[], tolerance: number): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const counts = new Array<number>(values.length).fill(0);
  let lo = 0;
  let hi = 0;
  for (const { v, i } of order) {
    while (order[lo]!.v < v - tolerance) lo++;
    while (hi < order.length && order[hi]!.v <= v + tolerance) hi++;
    counts[i] = hi - lo - 1;
  }
  return counts;
}
