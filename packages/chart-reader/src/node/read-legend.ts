// The legend or header read with OCR (Node): the top-left text lines of the price pane (at most
// three crops) are recognised and parsed for the instrument and the timeframe.
import { legendLines, parseLegend } from '../stages/time-axis/index.ts';
import type { PlotBox, RgbaImage } from '../types.ts';
import { cropLabel, TEXT_CHARSET, type LabelReader } from './ocr/index.ts';

export interface LegendReading {
  symbol: string | null;
  timeframe: string | null;
  /** The lines recognised: their box and text (for the debug drawing). */
  lines: { x: number; y: number; text: string }[];
  ocrMs: number;
}

/**
 * Reads the legend above or at the top left of a plot. The first line that names a symbol gives
 * it, the first that names one timeframe gives that. Never throws; at most 3 crops.
 */
export async function readLegend(
  img: RgbaImage,
  plot: PlotBox,
  reader: LabelReader,
): Promise<LegendReading> {
  const t0 = performance.now();
  const out: LegendReading = { symbol: null, timeframe: null, lines: [], ocrMs: 0 };
  if (reader.engine === 'none') return out;
  const boxes = legendLines(img, plot, 3);
  if (boxes.length === 0) return out;
  // the first two lines at once; the third only when they left something unsaid
  for (const part of [boxes.slice(0, 2), boxes.slice(2)]) {
    if (part.length === 0 || (out.symbol && out.timeframe)) break;
    const read = await reader.read(
      part.map((b) => cropLabel(img, b)),
      TEXT_CHARSET,
    );
    part.forEach((b, i) => {
      const text = read[i]?.text.trim() ?? '';
      out.lines.push({ x: b.x0, y: Math.round((b.y0 + b.y1) / 2), text });
      const info = parseLegend(text);
      out.symbol ??= info.symbol;
      out.timeframe ??= info.timeframe;
    });
  }
  out.ocrMs = performance.now() - t0;
  return out;
}
