// The fitted axis checked by the label reader (decision 080): the glyph reader's labels are read
// again by the port; where it disagrees, the port's readings are fitted instead, before any
// candle is priced.
import type { LabelPort, Staged } from '../../shared/label-port.ts';
import { median } from '../../shared/stats.ts';
import type { AxisLabel, PriceAxis } from '../../types.ts';
import { fitScale } from './axis-fit.ts';
import { unfoldZeros } from './folded-zeros.ts';
import { checkLabelTexts } from './label-check.ts';
import { parseLabel } from './label-text.ts';
import { restoreLostPoints } from './lost-points.ts';
import { PRICE_AXIS } from './params.ts';

export interface CheckedAxis {
  axis: PriceAxis;
  /** Who read the labels the fit uses. */
  source: 'glyph' | 'ocr';
}

/**
 * The axis fitted to the port's readings, or to them with the decimal points some labels lost put
 * back (decision 177) where those explain more labels; null when neither explains two.
 */
function refit(axis: PriceAxis, labels: AxisLabel[], texts: string[]): PriceAxis | null {
  const asRead = fitTexts(axis, labels, texts);
  const restored = restoreLostPoints(texts);
  const mended = restored ? fitTexts(axis, labels, restored) : null;
  return mended && mended.labels.length > (asRead?.labels.length ?? 0) ? mended : asRead;
}

/**
 * The axis fitted to these texts of the labels, linear or log as they say (the glyph reader's
 * misreads may have bent a linear scale into a log one), or null when they explain fewer labels
 * than two.
 */
export function fitTexts(axis: PriceAxis, labels: AxisLabel[], texts: string[]): PriceAxis | null {
  const read = labels
    .map((l, i) => ({ l, text: texts[i] ?? '', value: parseLabel(texts[i] ?? '') }))
    .filter((e) => e.value !== null);
  if (read.length < 2) return null;
  const th = median(read.map((e) => (e.l.box ? e.l.box.y1 - e.l.box.y0 + 1 : 10)));
  const scaled = fitScale(
    read.map((e) => ({ y: e.l.y, v: e.value! })),
    Math.max(PRICE_AXIS.fit.minTolerance, th * PRICE_AXIS.fit.tolerance),
  );
  const fit = scaled?.fit;
  if (!scaled || !fit || fit.inliers.length < 2 || fit.inliers.length < read.length / 2)
    return null;
  const inl = new Set(fit.inliers);
  const relabel = (e: (typeof read)[number]): AxisLabel => ({
    ...e.l,
    value: e.value!,
    text: e.text.trim(),
  });
  return {
    ...axis,
    scale: scaled.scale,
    labels: read.filter((_, i) => inl.has(i)).map(relabel),
    rejected: read.filter((_, i) => !inl.has(i)).map(relabel),
    fit: { slope: fit.slope, intercept: fit.intercept, residual: fit.residualPx },
  };
}

/**
 * What the port read on a label, written as the axis reads it: zeros folded into a count written
 * out, and a reading that differs from the glyph reader's only in the digits it read as the
 * zeros tick labels end in (a slashed zero the recogniser reads as an eight too) taken as the
 * glyph reader's.
 */
function asTheAxisReads(label: AxisLabel, text: string): string {
  const t = label.foldDigits ? unfoldZeros(text, label.foldDigits) : text.trim();
  const bare = (s: string): string => s.replace(/[\s\u00a0\u202f']/g, '');
  const read = bare(t);
  const mine = bare(label.text);
  if (!label.roundedOff || read.length !== mine.length) return t;
  for (let i = 0; i < read.length; i++)
    if (read[i] !== mine[i] && !(mine[i] === '0' && read[i]! >= '1' && read[i]! <= '9')) return t;
  return label.text;
}

/**
 * The axis with its labels checked by the port: as fitted when the port agrees with the glyph
 * reader (or recognises nothing), else fitted again to the labels as the port reads them.
 */
export function* checkedAxis(axis: PriceAxis, port: LabelPort): Staged<CheckedAxis> {
  const same: CheckedAxis = { axis, source: 'glyph' };
  if (!port.recognises) return same;
  const labels = [...axis.labels, ...(axis.rejected ?? [])]
    .filter((l) => l.box)
    .sort((a, b) => a.y - b.y);
  if (labels.length < 2) return same;
  const check = yield* checkLabelTexts(
    port,
    labels.map((l) => ({
      box: l.box!,
      glyphText: l.text,
      ...(l.foldDigits || l.roundedOff ? { normalise: (t: string) => asTheAxisReads(l, t) } : {}),
    })),
    parseLabel,
  );
  if (check.source === 'glyph') return same;
  const next = refit(axis, labels, check.texts);
  return next ? { axis: next, source: 'ocr' } : same;
}
