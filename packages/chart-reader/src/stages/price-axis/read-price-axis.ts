import type { Rgb } from '../../shared/colour.ts';
import { median } from '../../shared/stats.ts';
import type { AxisLabel, PriceAxis, RgbaImage } from '../../types.ts';
import { fitAxis, type Cand } from './axis-fit.ts';
import { boxedLines } from './boxed-labels.ts';
import { repairDigits, roundOffDigits } from './digit-repair.ts';
import { roundOffReadZeros } from './read-zeros.ts';
import type { TextLine } from './label-text.ts';
import { PRICE_AXIS } from './params.ts';
import { findTextLines } from './text-lines.ts';
import { snapToTicks } from './tick-snap.ts';
import { plausibleTwoLabels } from './two-labels.ts';

export interface AxisResult {
  axis: PriceAxis | null;
  /** x range of the label column */
  x0: number;
  x1: number;
  textHeight: number;
  confidence: number;
  warnings: string[];
}

interface Column {
  cands: Cand[];
  side: 'left' | 'right';
  score: number;
  /** The labels' rows already include the text-centre correction. */
  preset?: boolean;
}

const { column: COLUMN, fit: FIT } = PRICE_AXIS;

/** The fit's tolerance for labels `th` pixels tall. */
const fitTolerance = (th: number): number => Math.max(FIT.minTolerance, th * FIT.tolerance);

const centreOf = (line: TextLine): number =>
  (median(line.glyphs.map((g) => g.y0)) + median(line.glyphs.map((g) => g.y1))) / 2;

/**
 * A label column found and read before (by locating the panes, perhaps checked by OCR), with
 * the labels drawn in boxes of their own colour in its strip (the last price).
 */
function presetColumn(img: RgbaImage, bg: Rgb, given: Cand[], side: 'left' | 'right'): Column {
  const lines = given.map((c) => c.line);
  const th = median(lines.map((l) => l.y1 - l.y0 + 1));
  const x0 = Math.max(0, Math.min(...lines.map((l) => l.x0)) - Math.round(th));
  const x1 = Math.min(img.width, Math.max(...lines.map((l) => l.x1)) + Math.round(th) + 1);
  const pills = boxedLines(img, bg, x0, x1).filter(
    (p) => p.value !== null && !lines.some((l) => l.y0 <= p.y1 && p.y0 <= l.y1),
  );
  const below = PRICE_AXIS.labels.centreBelow;
  return {
    cands: [
      // copies: the repairs below re-read glyphs in place, never the caller's lines
      ...given.map((c) => ({
        line: { ...c.line, glyphs: c.line.glyphs.map((g) => ({ ...g })), punct: [...c.line.punct] },
        y: c.y,
      })),
      ...pills.map((line) => ({ line, y: centreOf(line) + (line.y1 - line.y0 + 1) * below })),
    ],
    side,
    score: 0,
    preset: true,
  };
}

/**
 * Reads the price axis: the label column (given, or found in the left or right part of the
 * image), its labels fitted to the row -> price mapping. `bg` is the background colour.
 */
export function readPriceAxis(
  img: RgbaImage,
  bg: Rgb,
  side?: 'left' | 'right',
  preset?: Cand[],
): AxisResult {
  const none: AxisResult = { axis: null, x0: 0, x1: 0, textHeight: 0, confidence: 0, warnings: [] };
  const best =
    preset && side && preset.length >= 2
      ? presetColumn(img, bg, preset, side)
      : findAxisColumn(img, bg, side);
  if (!best) return { ...none, warnings: ['price axis labels not found'] };
  // one label found twice (as text and as a pill, or by two alignments) is one label: twice,
  // it would outvote the tick labels
  best.cands = best.cands.filter(
    (c, i) =>
      !best.cands.some(
        (o, j) => j < i && Math.abs(o.y - c.y) < FIT.sameLabel && o.line.value === c.line.value,
      ),
  );
  const th = median(best.cands.map((c) => c.line.y1 - c.line.y0 + 1));
  // Canvas text drawn 'middle' is centred on its em box, which sits lower than the digits (they
  // stand on the baseline, cap-height tall): the price is ~0.1 digit height below their centre.
  if (!best.preset) for (const c of best.cands) c.y += th * PRICE_AXIS.labels.centreBelow;
  snapToTicks(img, bg, best.cands, best.side, th);
  const tolPx = fitTolerance(th);
  let res = fitAxis(best.cands, tolPx);
  if (res?.fit && res.fit.inliers.length < best.cands.length) {
    const improved = repairDigits(best.cands, tolPx, res.fit.inliers.length);
    if (improved) {
      best.cands = best.cands.filter((c) => c.line.value !== null);
      res = fitAxis(best.cands, tolPx);
    }
  }
  if (
    res?.fit &&
    res.fit.inliers.length >= FIT.roundOffLabels &&
    (roundOffDigits(best.cands, tolPx, res.fit.inliers.length) ||
      roundOffReadZeros(best.cands, tolPx, res.fit.inliers.length))
  )
    res = fitAxis(best.cands, tolPx);
  if (!res || !res.fit) return { ...none, warnings: ['price axis labels could not be fitted'] };
  const fit = res.fit;
  if (fit.inliers.length < 2) return { ...none, warnings: ['too few consistent price labels'] };
  if (fit.inliers.length === 2) {
    const [a, b] = fit.inliers.map((i) => best.cands[i]!.line);
    const label = (l: TextLine) => ({ value: l.value!, text: l.text, height: l.y1 - l.y0 + 1 });
    if (!plausibleTwoLabels(label(a!), label(b!)))
      return { ...none, warnings: ['two numbers written unlike a price scale’s labels'] };
  }
  const inl = new Set(fit.inliers);
  const labels: AxisLabel[] = [];
  const rejected: AxisLabel[] = [];
  best.cands.forEach((c, i) =>
    (inl.has(i) ? labels : rejected).push({
      y: c.y,
      value: c.line.value!,
      text: c.line.text,
      box: { x0: c.line.x0, y0: c.line.y0, x1: c.line.x1, y1: c.line.y1 },
      ...(c.line.fold ? { foldDigits: c.line.fold.digits } : {}),
      ...(c.line.roundedOff ? { roundedOff: true } : {}),
    }),
  );
  labels.sort((a, b) => a.y - b.y);
  const warnings: string[] = [];
  let confidence =
    Math.min(1, fit.inliers.length / FIT.fullLabels) *
    (fit.inliers.length / best.cands.length) *
    Math.exp(-fit.residualPx / Math.max(1, th));
  if (fit.inliers.length < 3) {
    warnings.push('price axis fitted from only two labels');
    confidence *= FIT.twoLabels;
  }
  // the label column: the labels the scale explains (a header or footer line read as a number
  // in the same strip can be far wider)
  const inCands = best.cands.filter((_, i) => inl.has(i));
  const x0 = Math.min(...inCands.map((c) => c.line.x0));
  const x1 = Math.max(...inCands.map((c) => c.line.x1));
  return {
    axis: {
      side: best.side,
      scale: res.scale,
      labels,
      rejected,
      fit: { slope: fit.slope, intercept: fit.intercept, residual: fit.residualPx },
    },
    x0,
    x1,
    textHeight: th,
    confidence,
    warnings,
  };
}

/** The price-axis label column in the left or right part of the image, its labels read. */
function findAxisColumn(img: RgbaImage, bg: Rgb, side?: 'left' | 'right'): Column | null {
  const W = img.width;
  const H = img.height;
  const stripW = Math.max(COLUMN.minStrip, Math.round(W * COLUMN.stripShare));
  let best: { cands: Cand[]; side: 'left' | 'right'; score: number } | null = null;
  const seen = new Set<string>();
  for (const s of ['right', 'left'] as const) {
    if (side && s !== side) continue;
    const x0 = s === 'right' ? W - Math.min(W, stripW) : 0;
    const x1 = s === 'right' ? W : Math.min(W, stripW);
    const lines = [...findTextLines(img, bg, x0, 0, x1, H), ...boxedLines(img, bg, x0, x1)];
    const numeric = lines.filter((l) => l.value !== null && l.glyphs.length >= 1);
    // Cluster by aligned left or right edges.
    for (const key of ['x0', 'x1'] as const) {
      const sorted = [...numeric].sort((a, b) => a[key] - b[key]);
      for (let i = 0; i < sorted.length; i++) {
        const ref = sorted[i]!;
        const th = ref.y1 - ref.y0 + 1;
        const group = sorted.filter(
          (l) =>
            Math.abs(l[key] - ref[key]) <= Math.max(COLUMN.minEdgeWithin, th * COLUMN.edgeWithin) &&
            Math.abs(l.y1 - l.y0 + 1 - th) <=
              Math.max(COLUMN.minHeightWithin, th * COLUMN.heightWithin),
        );
        // distinct rows only
        const rows = new Set(group.map((l) => Math.round((l.y0 + l.y1) / 2 / Math.max(1, th))));
        if (rows.size < 2) continue;
        const sig = group
          .map((l) => `${l.x0},${l.y0}`)
          .sort()
          .join(' ');
        if (seen.has(sig)) continue;
        seen.add(sig);
        const cands = group.map((line) => ({
          line,
          y: (median(line.glyphs.map((g) => g.y0)) + median(line.glyphs.map((g) => g.y1))) / 2,
        }));
        // A column counts by the labels one price scale explains (a column of equal numbers,
        // such as marks misread as digits, explains none), then by its distinct rows; columns
        // nearer the image edge win ties. A label of one or two glyphs counts for less: stray
        // marks (pieces of rotated time labels, icons) read as lone digits far more often than
        // as whole prices.
        const fitted = fitAxis(cands, fitTolerance(th));
        const explained = fitted?.fit ? fitted.fit.inliers.length : 0;
        const weight = fitted?.fit
          ? fitted.fit.inliers.reduce(
              (s, i) =>
                s + Math.min(COLUMN.fullGlyphs, cands[i]!.line.glyphs.length) / COLUMN.fullGlyphs,
              0,
            )
          : 0;
        const edgeDist =
          s === 'right' ? W - median(group.map((l) => l.x1)) : median(group.map((l) => l.x0));
        const score =
          (explained >= 2 ? weight * COLUMN.explainedWeight : 0) + rows.size - edgeDist / W;
        if (!best || score > best.score) best = { cands, side: s, score };
      }
    }
  }
  return best;
}
