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
import { median, quantile } from '../shared/stats.ts';
import type { RgbaImage } from '../types.ts';
import { cropLabel, spread, type LabelReader } from './ocr/index.ts';

/** Columns re-read at most (the longest), columns probed at most, and labels per column. */
const MAX_COLUMNS = 2;
const MAX_PROBED = 5;
/** Then at most one more column is re-read, of the sparsest ones probed: one whose rows stand
 * this many line heights apart. */
const MIN_SPARSENESS = 4;
const MAX_SPARSE_PROBED = 4;
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

/**
 * How far apart a column's lines stand, in line heights: a price axis spreads a few labels over
 * the pane's height, the rows of a watch list or a table follow one another.
 */
function sparseness(col: LabelColumn): number {
  const ys = col.entries.map((e) => boxRow(e.box)).sort((a, b) => a - b);
  const gaps = ys.slice(1).map((y, i) => y - ys[i]!);
  const h = median(col.entries.map((e) => e.box.y1 - e.box.y0 + 1));
  // the closer gaps: a header or a far row of another panel in the same column is far off
  return gaps.length && h > 0 ? quantile(gaps, 0.25) / h : 0;
}

/** Share of a column's lines that its scales explain. */
function explained(col: LabelColumn): number {
  const runs = labelRuns([col]);
  const n = runs.reduce((s, r) => s + r.labels.length, 0);
  return n / Math.max(1, col.entries.length);
}

/**
 * Re-reads one column by OCR when a few of its labels read as prices; changes it in place.
 * Returns whether it did.
 */
async function rereadColumn(
  img: RgbaImage,
  col: LabelColumn,
  reader: LabelReader,
): Promise<boolean> {
  // a price label is a short number: a line of words (a header, a panel's line) is not read
  const short = col.entries.filter((e) => aspect(e.box) <= MAX_ASPECT);
  const pick = spread(short.length, Math.min(MAX_LABELS, short.length));
  // a few labels first: a column of words (an info panel, a legend) or of changes and shares
  // (a watch list's `+0.52%`) is left after them
  const probe = spread(pick.length, PROBE);
  const first = await reader.read(probe.map((k) => cropLabel(img, short[pick[k]!]!.box)));
  if (first.filter((r) => looksLikePrice(r.text)).length < 2) return false;
  if (first.some((r) => /[%+]/.test(r.text))) return false;
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
  return true;
}

/**
 * Re-reads by OCR the label columns whose glyph reading the scales explain poorly (fewer than
 * four in five of their lines): the longest first, then the sparsest of the others (a price
 * axis of a few labels beside a watch list or a table, whose rows make longer columns);
 * changes the columns in place. Returns the milliseconds spent.
 */
export async function ocrWeakColumns(
  img: RgbaImage,
  columns: LabelColumn[],
  reader: LabelReader,
): Promise<number> {
  if (reader.engine === 'none') return 0;
  const t0 = performance.now();
  const weak = columns.filter((c) => c.entries.length >= 3 && explained(c) < 0.8);
  const probed = new Set<LabelColumn>();
  let reread = 0;
  for (const col of [...weak].sort((a, b) => b.entries.length - a.entries.length)) {
    if (reread >= MAX_COLUMNS || probed.size >= MAX_PROBED) break;
    probed.add(col);
    if (await rereadColumn(img, col, reader)) reread++;
  }
  const sparse = weak
    .filter((c) => !probed.has(c))
    .map((col) => ({ col, s: sparseness(col) }))
    .filter((e) => e.s >= MIN_SPARSENESS)
    .sort((a, b) => b.s - a.s)
    .slice(0, MAX_SPARSE_PROBED);
  for (const { col } of sparse) if (await rereadColumn(img, col, reader)) break;
  return performance.now() - t0;
}
