/** Robust pixel->price fits: exhaustive-pair RANSAC followed by least squares on the inliers. */
export interface Point {
  y: number;
  v: number;
}
export interface RobustFit {
  slope: number;
  intercept: number;
  /** RMS residual of the inliers in pixels. */
  residualPx: number;
  inliers: number[];
}

function leastSquares(pts: Point[], idx: number[]): { slope: number; intercept: number } {
  let sy = 0,
    sv = 0,
    syy = 0,
    syv = 0;
  for (const i of idx) {
    const p = pts[i]!;
    sy += p.y;
    sv += p.v;
    syy += p.y * p.y;
    syv += p.y * p.v;
  }
  const n = idx.length;
  const den = n * syy - sy * sy;
  if (n < 2 || Math.abs(den) < 1e-12) return { slope: 0, intercept: sv / Math.max(1, n) };
  const slope = (n * syv - sy * sv) / den;
  return { slope, intercept: (sv - slope * sy) / n };
}

/**
 * Fit v = slope*y + intercept; a point is an inlier when its label sits within `tolPx`
 * pixels of where the model puts its value. Requires slope < 0 (prices rise upwards).
 */
export function robustLineFit(pts: Point[], tolPx: number): RobustFit | null {
  const n = pts.length;
  if (n < 2) return null;
  let best: RobustFit | null = null;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const pa = pts[a]!;
      const pb = pts[b]!;
      if (Math.abs(pa.y - pb.y) < 2 * tolPx) continue;
      const slope = (pa.v - pb.v) / (pa.y - pb.y);
      if (!(slope < 0) || !Number.isFinite(slope)) continue;
      const intercept = pa.v - slope * pa.y;
      const inl: number[] = [];
      let err = 0;
      for (let i = 0; i < n; i++) {
        const p = pts[i]!;
        const e = Math.abs((p.v - intercept) / slope - p.y);
        if (e <= tolPx) {
          inl.push(i);
          err += e * e;
        }
      }
      const rms = Math.sqrt(err / inl.length);
      if (
        !best ||
        inl.length > best.inliers.length ||
        (inl.length === best.inliers.length && rms < best.residualPx)
      ) {
        best = { slope, intercept, residualPx: rms, inliers: inl };
      }
    }
  }
  if (!best) return null;
  best = { ...best, inliers: trimOutliers(pts, best.inliers) };
  const ls = leastSquares(pts, best.inliers);
  if (ls.slope < 0) {
    let err = 0;
    for (const i of best.inliers) {
      const p = pts[i]!;
      const e = (p.v - ls.intercept) / ls.slope - p.y;
      err += e * e;
    }
    return {
      slope: ls.slope,
      intercept: ls.intercept,
      residualPx: Math.sqrt(err / best.inliers.length),
      inliers: best.inliers,
    };
  }
  return best;
}

/**
 * Labels read right sit on one line to a pixel or so. A label misread by a digit near the end
 * can still fall within the tolerance and tilt the fit; it stands out as the one label far off
 * the line through all the others. Drops up to two such labels, keeping at least three.
 */
function trimOutliers(pts: Point[], inliers: number[]): number[] {
  let inl = inliers;
  for (let round = 0; round < 2 && inl.length >= 4; round++) {
    let worst = -1;
    let worstRatio = 0;
    for (const k of inl) {
      const rest = inl.filter((i) => i !== k);
      const ls = leastSquares(pts, rest);
      if (!(ls.slope < 0)) continue;
      const off = (i: number): number =>
        Math.abs((pts[i]!.v - ls.intercept) / ls.slope - pts[i]!.y);
      const rms = Math.sqrt(rest.reduce((s, i) => s + off(i) ** 2, 0) / rest.length);
      const e = off(k);
      const ratio = e / Math.max(rms, 0.3);
      if (e > 1.5 && ratio > 4 && ratio > worstRatio) {
        worst = k;
        worstRatio = ratio;
      }
    }
    if (worst < 0) break;
    inl = inl.filter((i) => i !== worst);
  }
  return inl;
}
