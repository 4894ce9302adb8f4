// OCR as a check on the glyph reader (decision 080): a few labels of the column are recognised;
// when they agree with the glyph reading the column keeps it, otherwise the OCR reads the
// column (up to a cap) and its readings replace the glyph's.
import type { LabelCrop, LabelReader } from './types.ts';

export interface ColumnEntry {
  crop: LabelCrop;
  /** What the glyph reader read here ('' when nothing). */
  glyphText: string;
  /** Writes out what OCR read, where the label's shape says more than its characters (zeros
   * folded into a count between braces, which the recogniser drops). */
  normalise?: (text: string) => string;
}

export interface ColumnReading {
  /** Per entry: the text to use ('' when unread), and who read it. */
  texts: string[];
  source: 'glyph' | 'ocr';
  /** Labels the OCR recognised. */
  ocrLabels: number;
  ocrMs: number;
}

export interface ReadColumnOptions {
  /** Labels recognised to check the glyph reading (default 3). */
  probe?: number;
  /** At most this many labels are recognised in all (default 8: enough for the fit). */
  cap?: number;
  /** Turns a label's text into its value (the reader's label parser). */
  parse: (text: string) => number | null;
}

/** `k` indices spread evenly over 0..n-1, both ends first. */
export function spread(n: number, k: number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i);
  const out = new Set<number>();
  for (let j = 0; out.size < k && j < k * 2; j++)
    out.add(Math.round((j % k) * ((n - 1) / Math.max(1, k - 1))));
  for (let i = 0; out.size < k; i++) out.add(i);
  return [...out].sort((a, b) => a - b);
}

export async function readLabelColumn(
  reader: LabelReader,
  entries: readonly ColumnEntry[],
  options: ReadColumnOptions,
): Promise<ColumnReading> {
  const glyph = entries.map((e) => e.glyphText);
  if (reader.engine === 'none' || entries.length === 0)
    return { texts: glyph, source: 'glyph', ocrLabels: 0, ocrMs: 0 };
  const t0 = performance.now();
  const cap = Math.min(entries.length, options.cap ?? 8);
  const probe = spread(entries.length, Math.min(cap, options.probe ?? 3));
  const asRead = (i: number, text: string): string => entries[i]!.normalise?.(text) ?? text;
  const first = (await reader.read(probe.map((i) => entries[i]!.crop))).map((r, k) => ({
    ...r,
    text: asRead(probe[k]!, r.text),
  }));
  const same = (a: string, b: string): boolean => {
    const va = options.parse(a);
    return va !== null && va === options.parse(b);
  };
  if (probe.every((i, k) => same(first[k]!.text, glyph[i]!)))
    return {
      texts: glyph,
      source: 'glyph',
      ocrLabels: probe.length,
      ocrMs: performance.now() - t0,
    };
  // the glyph reader misread this font: the OCR reads the column, evenly over its height
  const all = spread(entries.length, cap);
  const rest = all.filter((i) => !probe.includes(i));
  const more = await reader.read(rest.map((i) => entries[i]!.crop));
  const texts = entries.map(() => '');
  probe.forEach((i, k) => (texts[i] = first[k]!.text));
  rest.forEach((i, k) => (texts[i] = asRead(i, more[k]!.text)));
  return { texts, source: 'ocr', ocrLabels: all.length, ocrMs: performance.now() - t0 };
}
