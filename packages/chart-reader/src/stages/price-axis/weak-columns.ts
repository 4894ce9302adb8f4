// Label columns the glyph reader could not make sense of, read again by the label reader before
// the panes are located (decision 080): an unseen font can leave a whole axis unread, and then
// its pane is not found at all.
import { spread, type LabelPort, type Staged } from '../../shared/label-port.ts';
import { median, quantile } from '../../shared/stats.ts';
import { unfoldZeros } from './folded-zeros.ts';
import { boxRow, labelRuns, type ColumnEntry, type LabelColumn } from './label-columns.ts';
import { parseLabel } from './label-text.ts';
import { restoreLostPoints } from './lost-points.ts';
import { PRICE_AXIS } from './params.ts';

const WEAK_COLUMNS = PRICE_AXIS.weakColumns;
const RUN_ENDS = PRICE_AXIS.runEnds;

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

/** An entry as the port read it: its text and value, its row from its box when the glyph
 * reader had read a piece of it only. */
function asRead(e: ColumnEntry, raw: string): ColumnEntry | null {
  const fold = e.line?.fold;
  const text = fold ? unfoldZeros(raw, fold.digits) : raw;
  const value = parseLabel(text);
  if (value === null) return null;
  const piece = !e.line || e.line.x1 - e.line.x0 < (e.box.x1 - e.box.x0) * WEAK_COLUMNS.piece;
  return {
    ...e,
    y: piece ? boxRow(e.box) : e.y,
    line: {
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
    },
  };
}

/**
 * The entries of one column read again by the port when a few of its labels read as prices:
 * the entries it replaces (by the entry they replace), or null when it read none.
 */
function* rereadColumn(
  col: LabelColumn,
  port: LabelPort,
  current: (e: ColumnEntry) => ColumnEntry,
): Staged<Map<ColumnEntry, ColumnEntry> | null> {
  // a price label is a short number: a line of words (a header, a panel's line) is not read
  const short = col.entries.filter((e) => aspect(e.box) <= WEAK_COLUMNS.maxAspect);
  const pick = spread(short.length, Math.min(WEAK_COLUMNS.maxLabels, short.length));
  // a few labels first: a column of words (an info panel, a legend) or of changes and shares
  // (a watch list's `+0.52%`) is left after them (two of them must read as prices)
  const probe = spread(pick.length, WEAK_COLUMNS.probe);
  // one at a time: a column is left as soon as its probe cannot pass any more
  if (probe.length < 2) return null;
  let prices = 0;
  for (let k = 0; k < probe.length; k++) {
    const [r] = yield* port.read([short[pick[probe[k]!]!]!.box], 'price');
    const text = r?.text ?? '';
    if (/[%+]/.test(text)) return null;
    if (looksLikePrice(text)) prices++;
    if (prices + probe.length - 1 - k < 2) return null;
  }
  const entries = pick.map((i) => short[i]!);
  const read = yield* port.read(
    entries.map((e) => e.box),
    'price',
  );
  const replacing = (texts: readonly string[]): Map<ColumnEntry, ColumnEntry> => {
    const replaced = new Map<ColumnEntry, ColumnEntry>();
    entries.forEach((e, k) => {
      const next = asRead(current(e), texts[k] ?? '');
      if (next) replaced.set(e, next);
    });
    return replaced;
  };
  const texts = read.map((r) => r?.text.trim() ?? '');
  const asIs = replacing(texts);
  // the decimal points some labels lost, put back where the scales then explain more labels
  // (decision 177)
  const restored = restoreLostPoints(texts);
  if (!restored) return asIs;
  const mended = replacing(restored);
  const share = (m: Map<ColumnEntry, ColumnEntry>): number =>
    explained({ ...col, entries: col.entries.map((e) => m.get(e) ?? current(e)) });
  return share(mended) > share(asIs) ? mended : asIs;
}

/**
 * The lines just past a run's outer labels, on its steps, that the run does not explain, read
 * again by the port: a label the glyph reader misread (a glyph of a font it has not seen) at
 * the end of a scale would otherwise end the pane there, and the candles beyond it with it. A
 * reading is kept only when its value is the one the run gives its row. The entries it replaces
 * (keyed by the column's entries), or null when none.
 */
function* rereadRunEnds(
  col: LabelColumn,
  port: LabelPort,
): Staged<Map<ColumnEntry, ColumnEntry> | null> {
  const lines: { e: ColumnEntry; price: number; tol: number }[] = [];
  for (const run of labelRuns([col])) {
    const ys = run.labels.map((l) => l.y);
    const [first, last] = [ys[0]!, ys.at(-1)!];
    const step = run.stepPx;
    const th = run.textHeight;
    if (!(step > th)) continue;
    const price = (y: number): number =>
      run.scale === 'log' ? Math.exp(run.slope * y + run.intercept) : run.slope * y + run.intercept;
    const found = col.entries.filter((e) => {
      if (e.line?.ocr) return false;
      const h = e.box.y1 - e.box.y0 + 1;
      if (Math.abs(h - th) > th * RUN_ENDS.height) return false;
      const y = boxRow(e.box);
      const out = y < first ? first - y : y - last;
      if (out < step * (1 - RUN_ENDS.onStep) || out > step * RUN_ENDS.reach) return false;
      const steps = out / step;
      return Math.abs(steps - Math.round(steps)) <= RUN_ENDS.onStep;
    });
    for (const e of found.slice(0, RUN_ENDS.maxLines)) {
      const y = boxRow(e.box);
      lines.push({
        e,
        price: price(y),
        tol: Math.abs(price(y) - price(y + step * RUN_ENDS.onStep)),
      });
    }
  }
  if (lines.length === 0) return null;
  const read = yield* port.read(
    lines.map((l) => l.e.box),
    'price',
  );
  const replaced = new Map<ColumnEntry, ColumnEntry>();
  lines.forEach((l, k) => {
    const next = asRead(l.e, read[k]?.text.trim() ?? '');
    if (next?.line?.value != null && Math.abs(next.line.value - l.price) <= l.tol)
      replaced.set(l.e, next);
  });
  return replaced.size ? replaced : null;
}

/**
 * The label columns with those whose glyph reading the scales explain poorly read again by the
 * port: the longest first, then the sparsest of the others (a price axis of a few labels beside
 * a watch list or a table, whose rows make longer columns). A line shared by two columns is read
 * once and replaced in both. With a port that recognises nothing, the columns as they are.
 */
export function* rereadWeakColumns(
  columns: readonly LabelColumn[],
  port: LabelPort,
): Staged<LabelColumn[]> {
  if (!port.recognises) return [...columns];
  const replaced = new Map<ColumnEntry, ColumnEntry>();
  const current = (e: ColumnEntry): ColumnEntry => replaced.get(e) ?? e;
  const take = (m: Map<ColumnEntry, ColumnEntry> | null): boolean => {
    m?.forEach((next, e) => replaced.set(e, next));
    return m !== null;
  };
  const weak = columns.filter(
    (c) => c.entries.length >= 3 && explained(c) < WEAK_COLUMNS.explained,
  );
  const probed = new Set<LabelColumn>();
  let reread = 0;
  for (const col of [...weak].sort((a, b) => b.entries.length - a.entries.length)) {
    if (reread >= WEAK_COLUMNS.maxColumns || probed.size >= WEAK_COLUMNS.maxProbed) break;
    probed.add(col);
    if (take(yield* rereadColumn(col, port, current))) reread++;
  }
  const sparse = weak
    .filter((c) => !probed.has(c))
    .map((col) => ({ col, s: sparseness(col) }))
    .filter((e) => e.s >= WEAK_COLUMNS.minSparseness)
    .sort((a, b) => b.s - a.s)
    .slice(0, WEAK_COLUMNS.maxSparseProbed);
  for (const { col } of sparse) if (take(yield* rereadColumn(col, port, current))) break;
  for (const col of columns)
    take(yield* rereadRunEnds({ ...col, entries: col.entries.map(current) }, port));
  return columns.map((c) =>
    c.entries.some((e) => replaced.has(e)) ? { ...c, entries: c.entries.map(current) } : c,
  );
}
