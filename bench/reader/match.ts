/** Anything with an x centre in image pixels, optionally with its vertical extent. */
export interface HasX {
  x: number;
  yHigh?: number | null;
  yLow?: number | null;
}

export interface CandleMatch {
  truth: number;
  detected: number;
  dx: number;
  /** |dx| plus the vertical mismatch penalty; pairs are taken in increasing cost. */
  cost: number;
}

export interface MatchResult {
  pairs: CandleMatch[];
  /** Indices of truth candles left unmatched (partial candles excluded). */
  missed: number[];
  /** Indices of detected candles matched to nothing (matches to partial candles excluded). */
  extra: number[];
  /** Detected candles matched to a truth candle marked partial (neither hit nor false positive). */
  partialMatches: number;
}

/**
 * One-to-one matching of detected candles to truth candles by x centre: a pair counts when
 * |dx| <= tolerance (by default half the candle spacing); closest pairs are taken first.
 * When both sides give a vertical extent (yHigh..yLow), a pair whose extents do not overlap
 * costs up to `tolerance` more, so that something else found at the same x (a volume bar, a
 * piece of a line) does not take the place of the candle drawn there.
 * Truth candles with `partial: true` may absorb a detection but are never counted as missed.
 *
 * With `columns`, a detected x is the index of a centre column (column c covers [c, c + 1) of the
 * truth's continuous axis) and its distance to a truth x is the distance to that column: a
 * renderer rounds each candle onto whole pixels (whole CSS pixels on a dense screen), either way,
 * so its own x locates the column drawn to within that pixel and no reading by columns can do
 * better (decision 210).
 */
export function matchCandles(
  truth: readonly (HasX & { partial?: boolean })[],
  detected: readonly HasX[],
  tolerance: number,
  { columns = false }: { columns?: boolean } = {},
): MatchResult {
  // a column index c stands for [c, c + 1): its centre and the half width around it
  const centre = columns ? 0.5 : 0;
  const slack = columns ? 0.5 : 0;
  const candidates: (CandleMatch & { off: number })[] = [];
  const order = detected
    .map((d, i) => ({ x: d.x, i }))
    .filter((d) => Number.isFinite(d.x))
    .sort((a, b) => a.x - b.x);
  const xs = order.map((d) => d.x);
  truth.forEach((t, ti) => {
    const from = t.x - centre - slack - tolerance;
    const to = t.x - centre + slack + tolerance;
    let k = lowerBound(xs, from);
    for (; k < order.length && (xs[k] as number) <= to; k++) {
      const d = order[k] as { x: number; i: number };
      const off = d.x + centre - t.x;
      const dx = Math.sign(off) * Math.max(0, Math.abs(off) - slack);
      if (Math.abs(dx) > tolerance) continue;
      const mismatch = 1 - verticalOverlap(t, detected[d.i] as HasX);
      candidates.push({
        truth: ti,
        detected: d.i,
        dx,
        cost: Math.abs(dx) + tolerance * mismatch,
        off: Math.abs(off),
      });
    }
  });
  // (columns at the same distance: the nearer centre first)
  candidates.sort((a, b) => a.cost - b.cost || a.off - b.off || a.truth - b.truth);
  const usedTruth = new Set<number>();
  const usedDetected = new Set<number>();
  const pairs: CandleMatch[] = [];
  let partialMatches = 0;
  for (const c of candidates) {
    if (usedTruth.has(c.truth) || usedDetected.has(c.detected)) continue;
    usedTruth.add(c.truth);
    usedDetected.add(c.detected);
    if (truth[c.truth]?.partial) partialMatches++;
    else pairs.push({ truth: c.truth, detected: c.detected, dx: c.dx, cost: c.cost });
  }
  pairs.sort((a, b) => a.truth - b.truth);
  const missed = truth.flatMap((t, i) => (usedTruth.has(i) || t.partial ? [] : [i]));
  const extra = detected.flatMap((_, i) => (usedDetected.has(i) ? [] : [i]));
  return { pairs, missed, extra, partialMatches };
}

/** Overlap over union of two vertical extents (at least 1 px each); 1 when either is unknown. */
function verticalOverlap(a: HasX, b: HasX): number {
  const ext = (c: HasX): [number, number] | null =>
    typeof c.yHigh === 'number' && typeof c.yLow === 'number' && Number.isFinite(c.yHigh + c.yLow)
      ? [Math.min(c.yHigh, c.yLow), Math.max(c.yHigh, c.yLow, Math.min(c.yHigh, c.yLow) + 1)]
      : null;
  const ea = ext(a);
  const eb = ext(b);
  if (!ea || !eb) return 1;
  const inter = Math.min(ea[1], eb[1]) - Math.max(ea[0], eb[0]);
  const union = Math.max(ea[1], eb[1]) - Math.min(ea[0], eb[0]);
  return inter <= 0 ? 0 : inter / union;
}

function lowerBound(xs: number[], value: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
