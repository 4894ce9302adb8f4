import { robustLineFit, type Point } from '../../shared/robust-fit.ts';
import type { TextLine } from './label-text.ts';

/** A label read in the column and the image row its price stands at. */
export interface Cand {
  line: TextLine;
  y: number;
}

export function fitAxis(
  cands: Cand[],
  tolPx: number,
): { scale: 'linear' | 'log'; fit: ReturnType<typeof robustLineFit> } | null {
  return fitScale(
    cands.map((c) => ({ y: c.y, v: c.line.value! })),
    tolPx,
  );
}

/**
 * The scale that explains labels (their row and price) best, linear or log, and its robust fit;
 * null when neither explains two labels.
 */
export function fitScale(
  labels: Point[],
  tolPx: number,
): { scale: 'linear' | 'log'; fit: ReturnType<typeof robustLineFit> } | null {
  const lin = robustLineFit(labels, tolPx);
  const logPts: Point[] = labels.filter((c) => c.v > 0).map((c) => ({ y: c.y, v: Math.log(c.v) }));
  const lg = logPts.length === labels.length ? robustLineFit(logPts, tolPx) : null;
  if (!lin && !lg) return null;
  // Log only when it explains clearly more labels, or the same labels clearly better, and the
  // labels span enough of a ratio for the curvature to be visible.
  const vals = lg ? lg.inliers.map((i) => Math.exp(logPts[i]!.v)) : [];
  const ratio = vals.length ? Math.max(...vals) / Math.min(...vals) : 1;
  // A narrow range hides the curvature from the ratio test: log still wins when it explains
  // every label to within a pixel (labels sit on their ticks that closely) and a straight line
  // has to leave one out.
  if (
    lg &&
    lin &&
    labels.length >= 4 &&
    lg.inliers.length === labels.length &&
    lin.inliers.length < labels.length &&
    lg.residualPx < 1
  )
    return { scale: 'log', fit: lg };
  if (
    lg &&
    ratio > 1.04 &&
    (!lin ||
      lg.inliers.length >= lin.inliers.length + 2 ||
      (lg.inliers.length >= lin.inliers.length &&
        lin.inliers.length >= 4 &&
        lg.residualPx < lin.residualPx * 0.5 &&
        lin.residualPx > 0.5))
  )
    return { scale: 'log', fit: lg };
  return { scale: 'linear', fit: lin };
}
