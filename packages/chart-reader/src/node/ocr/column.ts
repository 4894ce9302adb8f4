// What an axis must be: labels that one straight price scale explains, with one number of
// decimals. Used to decide whether a label column's reading can be trusted.

export interface ColumnLabel {
  /** The label's centre row in the image. */
  y: number;
  /** Its parsed value, or null when it could not be parsed. */
  value: number | null;
  /** Its text (for the number of decimals). */
  text: string;
}

export interface ColumnCheck {
  /**
   * Every label parsed, at least three, all on one scale within the tolerance, and all but at
   * most one (a last-price pill may show more) with the same number of decimals.
   */
  consistent: boolean;
  /** Indices of the labels the best scale explains. */
  inliers: number[];
}

const decimals = (t: string): number => /\.(\d+)\D*$/.exec(t)?.[1]?.length ?? 0;

/**
 * Fits price = slope * y + intercept through every pair of labels and keeps the one explaining
 * the most labels within `tolPx` pixels (prices rise upwards).
 */
export function checkLabelColumn(labels: readonly ColumnLabel[], tolPx: number): ColumnCheck {
  const pts = labels.map((l, i) => ({ i, y: l.y, v: l.value })).filter((p) => p.v !== null) as {
    i: number;
    y: number;
    v: number;
  }[];
  let inliers: number[] = [];
  for (let a = 0; a < pts.length; a++)
    for (let b = a + 1; b < pts.length; b++) {
      const pa = pts[a]!;
      const pb = pts[b]!;
      if (Math.abs(pa.y - pb.y) < 2 * tolPx) continue;
      const slope = (pa.v - pb.v) / (pa.y - pb.y);
      if (!(slope < 0) || !Number.isFinite(slope)) continue;
      const inl = pts.filter((p) => Math.abs(pa.y + (p.v - pa.v) / slope - p.y) <= tolPx);
      if (inl.length > inliers.length) inliers = inl.map((p) => p.i);
    }
  const counts = new Map<number, number>();
  for (const l of labels) counts.set(decimals(l.text), (counts.get(decimals(l.text)) ?? 0) + 1);
  const mode = Math.max(0, ...counts.values());
  return {
    consistent: labels.length >= 3 && inliers.length === labels.length && mode >= labels.length - 1,
    inliers,
  };
}
