import { robustLineFit } from '../../shared/robust-fit.ts';
import type { PlotBox, PriceAxis, RgbaImage } from '../../types.ts';

/**
 * The share of columns in `x0..x1` where row `y` holds a thin line: a pixel lighter, or darker,
 * than the pixels two rows above and below it.
 */
function lineShare(img: RgbaImage, x0: number, x1: number, y: number): number {
  const { width: W, height: H, data: d } = img;
  if (y < 2 || y >= H - 2) return 0;
  const across = 2 * W * 4;
  let n = 0;
  let m = 0;
  const step = Math.max(1, Math.floor((x1 - x0) / 300));
  for (let x = x0; x < x1; x += step) {
    const i = (y * W + x) * 4;
    m++;
    let lighter = 0;
    let darker = 0;
    for (let c = 0; c < 3; c++) {
      const v = d[i + c]!;
      const a = d[i - across + c]!;
      const b = d[i + across + c]!;
      if (v > a + 6 && v > b + 6) lighter++;
      else if (v < a - 6 && v < b - 6) darker++;
    }
    if (lighter + darker > 0 && (lighter === 0 || darker === 0)) n++;
  }
  return n / Math.max(1, m);
}

/** The row in `ya..yb` most crossed by a line along the plot (a grid line or the frame), or null. */
function lineRowIn(img: RgbaImage, plot: PlotBox, ya: number, yb: number): number | null {
  let best: number | null = null;
  let bestShare = 0.4;
  for (let y = Math.round(ya); y <= Math.round(yb); y++) {
    const s = lineShare(img, plot.left, plot.right, y);
    if (s > bestShare) {
      bestShare = s;
      best = y;
    }
  }
  return best;
}

/**
 * Labels drawn inside the plot (phone apps draw them over the candles) stay inside it: a library
 * that would cut the outermost label at the plot's edge draws it touching the edge instead, so
 * its price belongs to the edge's line, not to the text's centre. A reader that took the centre
 * squeezes the scale by most of a text height. When the plot runs on under the label column, an
 * outermost label whose text touches a line along the plot (within half a text height outward)
 * and stands centred on no line of its own is moved to that line, and the scale is fitted again.
 * Returns the axis unchanged when nothing moved or the new fit explains fewer labels.
 */
export function edgeClampedLabels(
  img: RgbaImage,
  axis: PriceAxis,
  plot: PlotBox,
  textHeight: number,
): PriceAxis {
  const labels = [...axis.labels].sort((a, b) => a.y - b.y);
  if (labels.length < 3) return axis;
  const boxes = labels.map((l) => l.box).filter((b) => b !== undefined);
  if (boxes.length !== labels.length) return axis;
  const colX0 = Math.min(...boxes.map((b) => b.x0));
  const colX1 = Math.max(...boxes.map((b) => b.x1));
  const inside = axis.side === 'left' ? plot.left < colX0 : plot.right > colX1 + 1;
  if (!inside) return axis;
  const th = textHeight;
  const centred = (y: number): boolean =>
    lineRowIn(img, plot, y - Math.max(1, th * 0.3), y + Math.max(1, th * 0.3)) !== null;
  const moved = labels.map((l) => ({ ...l }));
  let changed = false;
  const first = moved[0]!;
  const last = moved[moved.length - 1]!;
  if (!centred(first.y)) {
    const y0 = first.box!.y0;
    const yl =
      lineRowIn(img, plot, y0 - th * 0.5, y0 + 1) ?? (y0 - plot.top <= th * 0.5 ? plot.top : null);
    if (yl !== null && first.y - yl > th * 0.3) {
      first.y = yl;
      changed = true;
    }
  }
  if (!centred(last.y)) {
    const y1 = last.box!.y1;
    const yl =
      lineRowIn(img, plot, y1 - 1, y1 + th * 0.5) ??
      (plot.bottom - 1 - y1 <= th * 0.5 ? plot.bottom - 1 : null);
    if (yl !== null && yl - last.y > th * 0.3) {
      last.y = yl;
      changed = true;
    }
  }
  if (!changed) return axis;
  // the labels the first fit left out (a label half hidden by candles, read a little off its
  // row) may agree with the scale once its ends are right
  const all = [...moved, ...(axis.rejected ?? [])];
  const tr = axis.scale === 'log' ? Math.log : (v: number): number => v;
  const fit = robustLineFit(
    all.map((l) => ({ y: l.y, v: tr(l.value) })),
    Math.max(1.5, th * 0.3),
  );
  if (!fit || moved.some((_, i) => !fit.inliers.includes(i))) return axis;
  const inl = new Set(fit.inliers);
  return {
    ...axis,
    labels: all.filter((_, i) => inl.has(i)).sort((a, b) => a.y - b.y),
    rejected: all.filter((_, i) => !inl.has(i)),
    fit: { slope: fit.slope, intercept: fit.intercept, residual: fit.residualPx },
  };
}
