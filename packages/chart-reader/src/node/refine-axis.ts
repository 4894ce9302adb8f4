// The price axis re-read with OCR (decision 080): the glyph reader's labels are checked by the
// recogniser; where it disagrees, the recogniser's readings are fitted again and every candle
// is priced through the new fit.
import { median } from '../shared/stats.ts';
import { repriced } from '../stages/assemble/index.ts';
import { rejudged } from '../stages/judge/index.ts';
import { fitScale, parseLabel, unfoldZeros } from '../stages/price-axis/index.ts';
import type { AxisLabel, ChartReading, PriceAxis, RgbaImage } from '../types.ts';
import { cropLabel, readLabelColumn, type LabelReader } from './ocr/index.ts';

export interface AxisRefinement {
  reading: ChartReading;
  /** Who read the labels the fit uses. */
  source: 'glyph' | 'ocr';
  ocrMs: number;
}

/**
 * The axis fitted to OCR readings, linear or log as they say (the glyph reader's misreads may
 * have bent a linear scale into a log one), or null when they explain fewer labels than two.
 */
function refit(axis: PriceAxis, labels: AxisLabel[], texts: string[]): PriceAxis | null {
  const read = labels
    .map((l, i) => ({ l, text: texts[i] ?? '', value: parseLabel(texts[i] ?? '') }))
    .filter((e) => e.value !== null);
  if (read.length < 2) return null;
  const th = median(read.map((e) => (e.l.box ? e.l.box.y1 - e.l.box.y0 + 1 : 10)));
  const scaled = fitScale(
    read.map((e) => ({ y: e.l.y, v: e.value! })),
    Math.max(1.5, th * 0.3),
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
 * What OCR read on a label, written as the axis reads it: zeros folded into a count written
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
 * Checks the reading's price labels with OCR and, where the glyph reader misread the font,
 * prices the candles through the labels as the OCR reads them.
 */
export async function refineAxis(
  img: RgbaImage,
  reading: ChartReading,
  reader: LabelReader,
): Promise<AxisRefinement> {
  const same: AxisRefinement = { reading, source: 'glyph', ocrMs: 0 };
  const axis = reading.priceAxis;
  if (!axis || reader.engine === 'none') return same;
  const labels = [...axis.labels, ...(axis.rejected ?? [])]
    .filter((l) => l.box)
    .sort((a, b) => a.y - b.y);
  if (labels.length < 2) return same;
  const column = await readLabelColumn(
    reader,
    labels.map((l) => ({
      crop: cropLabel(img, l.box!),
      glyphText: l.text,
      ...(l.foldDigits || l.roundedOff ? { normalise: (t: string) => asTheAxisReads(l, t) } : {}),
    })),
    { parse: parseLabel },
  );
  if (column.source === 'glyph') return { ...same, ocrMs: column.ocrMs };
  const next = refit(axis, labels, column.texts);
  if (!next) return { ...same, ocrMs: column.ocrMs };
  const candles = repriced(reading.candles, next);
  return {
    reading: rejudged({
      ...reading,
      priceAxis: next,
      candles,
      warnings: [...reading.warnings, 'price labels re-read by OCR'],
    }),
    source: 'ocr',
    ocrMs: column.ocrMs,
  };
}
