// Label columns the glyph reader could not make sense of, read again by OCR before the panes are
// located (decision 080): an unseen font can leave a whole axis unread, and then its pane is not
// found at all.
import {
  boxRow,
  labelRuns,
  parseLabel,
  unfoldZeros,
  type LabelColumn,
} from '../stages/price-axis/index.ts';
import type { RgbaImage } from '../types.ts';
import { cropLabel, spread, type LabelReader } from './ocr/index.ts';

/** Columns re-read at most, and labels per column. */
const MAX_COLUMNS = 2;
const MAX_LABELS = 12;
/** Labels read first; a column where fewer than two of them are numbers is not read further. */
const PROBE = 3;
/** Widest label box read, as a multiple of its height (about 16 characters). */
const MAX_ASPECT = 9;

const aspect = (b: { x0: number; y0: number; x1: number; y1: number }): number =>
  (b.x1 - b.x0 + 1) / Math.max(1, b.y1 - b.y0 + 1);

/** A number as a price label writes it: never a zero before another digit ("050"). */
function looksLikePrice(text: string): boolean {
  const t = text.trim();
  return parseLabel(t) !== null && !/^0[\s\u00a0\u202f',]*\d/.test(t);
}

/** Share of a column's lines that its scales explain. */
function explained(col: LabelColumn): number {
  const runs = labelRuns([col]);
  const n = runs.reduce((s, r) => s + r.labels.length, 0);
  return n / Math.max(1, col.entries.length);
}

/**
 * Re-reads by OCR the label columns whose glyph reading the scales explain poorly (fewer than
 * four in five of their lines), the longest first; changes the columns in place. Returns the
 * milliseconds spent.
 */
export async function ocrWeakColumns(
  img: RgbaImage,
  columns: LabelColumn[],
  reader: LabelReader,
): Promise<number> {
  if (reader.engine === 'none') return 0;
  const t0 = performance.now();
  const weak = columns
    .filter((c) => c.entries.length >= 3 && explained(c) < 0.8)
    .sort((a, b) => b.entries.length - a.entries.length)
    .slice(0, MAX_COLUMNS);
  for (const col of weak) {
    // a price label is a short number: a line of words (a header, a panel's line) is not read
    const short = col.entries.filter((e) => aspect(e.box) <= MAX_ASPECT);
    const pick = spread(short.length, Math.min(MAX_LABELS, short.length));
    // a few labels first: a column of words (an info panel, a legend) is left after them
    const probe = spread(pick.length, PROBE);
    const first = await reader.read(probe.map((k) => cropLabel(img, short[pick[k]!]!.box)));
    if (first.filter((r) => looksLikePrice(r.text)).length < 2) continue;
    const entries = pick.map((i) => short[i]!);
    const read = await reader.read(entries.map((e) => cropLabel(img, e.box)));
    entries.forEach((e, k) => {
      const fold = e.line?.fold;
      const raw = read[k]?.text.trim() ?? '';
      const text = fold ? unfoldZeros(raw, fold.digits) : raw;
      const value = parseLabel(text);
      if (value === null) return;
      // the glyph reader read a piece of the label (a comma, a digit): its row is the box's
      const piece = !e.line || e.line.x1 - e.line.x0 < (e.box.x1 - e.box.x0) * 0.6;
      if (piece) e.y = boxRow(e.box);
      e.line = {
        x0: e.box.x0,
        y0: e.box.y0,
        x1: e.box.x1,
        y1: e.box.y1,
        glyphs: e.line?.glyphs ?? [],
        punct: e.line?.punct ?? [],
        text,
        value,
        ocr: true,
        ...(fold ? { fold } : {}),
      };
    });
  }
  return performance.now() - t0;
}
