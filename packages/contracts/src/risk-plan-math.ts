/**
 * First-passage probabilities of a driftless random walk in log price (Brownian motion), the
 * model behind the plan's odds. Distances are log distances from the entry; `spread` is the
 * standard deviation of the log move over the whole horizon (sigma per bar x sqrt(bars)).
 * Touches are read on highs and lows, so the continuous walk (not one sampled at closes) is the
 * matching model.
 */

/** Upper tail of the standard normal: P(Z > x). */
export function normalTail(x: number): number {
  // erfc by Numerical Recipes' Chebyshev fit (relative error below 1.2e-7)
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  const erfc = x >= 0 ? r : 2 - r;
  return erfc / 2;
}

/** P(the walk touches a barrier `distance` away within the horizon): the reflection principle. */
export function touchWithin(distance: number, spread: number): number {
  if (!(distance > 0)) return 1;
  if (!(spread > 0)) return 0;
  return Math.min(1, 2 * normalTail(distance / spread));
}

/**
 * P(the walk touches the barrier `near` away on one side before the barrier `far` away on the
 * other side, and within the horizon). Method of images for short horizons (few terms when the
 * spread is small against the corridor), the Fourier sine series otherwise.
 */
export function firstWithin(near: number, far: number, spread: number): number {
  if (!(near > 0)) return 1;
  if (!(far > 0)) return 0;
  if (!(spread > 0)) return 0;
  const p =
    spread / (near + far) < 0.6
      ? firstByImages(near, far, spread)
      : firstBySeries(near, far, spread);
  return Math.min(1, Math.max(0, p));
}

/** Method of images: alternating reflections across both barriers (fast for short horizons). */
export function firstByImages(near: number, far: number, spread: number): number {
  const width = near + far;
  let p = 0;
  for (let k = 0; k < 60; k++) {
    const plus = 2 * normalTail((near + 2 * k * width) / spread);
    const minus = 2 * normalTail((2 * (k + 1) * width - near) / spread);
    p += plus - minus;
    if (plus < 1e-15) break;
  }
  return p;
}

/** Fourier sine series of the walk killed at both barriers (fast for long horizons). */
export function firstBySeries(near: number, far: number, spread: number): number {
  const width = near + far;
  const ratio = spread / width;
  const x = far / width;
  let p = x;
  for (let n = 1; n < 400; n++) {
    const decay = Math.exp(-0.5 * (n * Math.PI * ratio) ** 2);
    if (decay < 1e-15) break;
    p -= ((2 * (n % 2 === 1 ? 1 : -1)) / (n * Math.PI)) * Math.sin(n * Math.PI * x) * decay;
  }
  return p;
}
