// A small L2-regularised logistic regression over named features, standardised by the training
// data's means and spreads: enough for the reader's verdict (a few hundred images, ~20 features).

export interface Sample {
  x: Record<string, number>;
  y: 0 | 1;
  /** How much the sample counts in the fit (default 1). */
  weight?: number;
}

export interface FittedModel {
  mean: Record<string, number>;
  std: Record<string, number>;
  weights: Record<string, number>;
  bias: number;
}

export function predict(m: FittedModel, x: Record<string, number>): number {
  let z = m.bias;
  for (const [k, w] of Object.entries(m.weights))
    z += (w * ((x[k] ?? 0) - (m.mean[k] ?? 0))) / (m.std[k] || 1);
  return 1 / (1 + Math.exp(-z));
}

/**
 * Fits by full-batch gradient descent on the weighted log loss plus `l2`/2 times the squared
 * weights (the bias is not penalised). Deterministic.
 */
export function fitLogistic(
  samples: readonly Sample[],
  names: readonly string[],
  opts: { l2?: number; iterations?: number; rate?: number } = {},
): FittedModel {
  const l2 = opts.l2 ?? 0.05;
  const iterations = opts.iterations ?? 4000;
  const rate = opts.rate ?? 0.5;
  const mean: Record<string, number> = {};
  const std: Record<string, number> = {};
  for (const k of names) {
    const vs = samples.map((s) => s.x[k] ?? 0);
    const mu = vs.reduce((a, b) => a + b, 0) / Math.max(1, vs.length);
    const sd = Math.sqrt(vs.reduce((a, b) => a + (b - mu) ** 2, 0) / Math.max(1, vs.length));
    mean[k] = mu;
    std[k] = sd > 1e-9 ? sd : 1;
  }
  const X = samples.map((s) => names.map((k) => ((s.x[k] ?? 0) - mean[k]!) / std[k]!));
  const w = names.map(() => 0);
  let b = 0;
  const totalWeight = samples.reduce((a, s) => a + (s.weight ?? 1), 0) || 1;
  for (let it = 0; it < iterations; it++) {
    const gw = names.map(() => 0);
    let gb = 0;
    for (let i = 0; i < samples.length; i++) {
      const xi = X[i]!;
      let z = b;
      for (let j = 0; j < w.length; j++) z += w[j]! * xi[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - samples[i]!.y) * (samples[i]!.weight ?? 1);
      for (let j = 0; j < w.length; j++) gw[j]! += err * xi[j]!;
      gb += err;
    }
    for (let j = 0; j < w.length; j++) w[j]! -= rate * (gw[j]! / totalWeight + l2 * w[j]!);
    b -= rate * (gb / totalWeight);
  }
  const round = (v: number): number => Math.round(v * 10000) / 10000;
  return {
    mean: Object.fromEntries(names.map((k) => [k, round(mean[k]!)])),
    std: Object.fromEntries(names.map((k) => [k, round(std[k]!)])),
    weights: Object.fromEntries(names.map((k, j) => [k, round(w[j]!)])),
    bias: round(b),
  };
}

/** Splits indices 0..n-1 into k folds, deterministically interleaved. */
export function folds(n: number, k: number): number[][] {
  const out: number[][] = Array.from({ length: k }, () => []);
  for (let i = 0; i < n; i++) out[i % k]!.push(i);
  return out;
}
