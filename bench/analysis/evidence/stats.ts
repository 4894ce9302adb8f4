/** Small statistics for the evidence: Wilson intervals and weighted quantiles (the bootstrap by series is the risk plan's). */

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
