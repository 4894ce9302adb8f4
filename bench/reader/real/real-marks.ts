// The trader's marks for the real sets, as CandleLens noted them by eye (`marks.json` beside this
// file: per case the last candle's x, the price pane's box as the product asks the trader to draw
// it (`pane`, with its price scale) and the tight box of the plot alone (`plot`), in image pixels;
// the sets' truth gives none of them). The hinted benchmark reads each case under conditions that
// give the reader none, one or all of the three marks, and counts the acceptable readings per
// condition.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxisAnchor, ReadingHints } from '@candlelens/chart-reader';
import type { RealRow } from './real-score.ts';

export const MARKS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'marks.json');

export interface CaseMarks {
  /** The centre of the last real candle or bar. */
  lastX: number;
  /** The main price pane, without the price labels' column and other panes. */
  plot: MarkBox;
  /**
   * The box the product asks the trader to draw: the candles and their price scale (the label
   * column included), other panes, side panels and order books left out; it holds `plot`.
   */
  pane: MarkBox;
  /** Why a mark was set where it is, when that was not obvious. */
  how?: string;
  /** Why the pane box was drawn where it is, when that was not obvious. */
  paneHow?: string;
}

export interface MarkBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The marks per case name, and what is wrong with the entries that cannot be used (those are
 * left out). Keys starting with `_` are comments.
 */
export function parseMarks(json: unknown): { marks: Map<string, CaseMarks>; problems: string[] } {
  const marks = new Map<string, CaseMarks>();
  const problems: string[] = [];
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return { marks, problems: ['the marks file is not an object keyed by case name'] };
  const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  const isBox = (b: Partial<MarkBox> | undefined): b is MarkBox =>
    !!b && typeof b === 'object' && [b.x0, b.y0, b.x1, b.y1].every(num);
  const holds = (outer: MarkBox, inner: MarkBox): boolean =>
    outer.x0 <= inner.x0 && outer.y0 <= inner.y0 && outer.x1 >= inner.x1 && outer.y1 >= inner.y1;
  const box = (b: MarkBox): MarkBox => ({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 });
  for (const [name, entry] of Object.entries(json as Record<string, unknown>)) {
    if (name.startsWith('_')) continue;
    const e = entry as (Partial<Omit<CaseMarks, 'plot' | 'pane'>> & Record<string, unknown>) | null;
    const p = e?.plot as Partial<MarkBox> | undefined;
    const q = e?.pane as Partial<MarkBox> | undefined;
    if (!e || typeof e !== 'object') problems.push(`${name}: not an object`);
    else if (!num(e.lastX)) problems.push(`${name}: lastX is not a pixel x`);
    else if (!isBox(p)) problems.push(`${name}: plot needs x0, y0, x1, y1 in pixels`);
    else if (p.x1 <= p.x0 || p.y1 <= p.y0) problems.push(`${name}: plot is empty or upside down`);
    else if (e.lastX < p.x0 || e.lastX > p.x1) problems.push(`${name}: lastX lies outside plot`);
    else if (!isBox(q)) problems.push(`${name}: pane needs x0, y0, x1, y1 in pixels`);
    else if (q.x1 <= q.x0 || q.y1 <= q.y0) problems.push(`${name}: pane is empty or upside down`);
    else if (!holds(q, p)) problems.push(`${name}: pane does not hold plot`);
    else if (e.how !== undefined && typeof e.how !== 'string')
      problems.push(`${name}: how is not text`);
    else if (e.paneHow !== undefined && typeof e.paneHow !== 'string')
      problems.push(`${name}: paneHow is not text`);
    else
      marks.set(name, {
        lastX: e.lastX,
        plot: box(p),
        pane: box(q),
        ...(e.how ? { how: e.how } : {}),
        ...(e.paneHow ? { paneHow: e.paneHow } : {}),
      });
  }
  return { marks, problems };
}

/** The marks file, refused whole when an entry is unusable (a typo must not pass as a result). */
export function loadMarks(file = MARKS_FILE): Map<string, CaseMarks> {
  const { marks, problems } = parseMarks(JSON.parse(readFileSync(file, 'utf8')));
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return marks;
}

/**
 * What the reader is given: nothing, the last candle alone, the two prices alone, the pane box as
 * the product asks for it (`pane`, the price scale included), the tight box of the plot alone
 * (`plot`), or every mark the case has: the product's pane box, the last candle and the two
 * prices (those only where the truth names two label rows).
 */
export const CONDITIONS = ['none', 'last', 'axis', 'pane', 'plot', 'all'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const DEFAULT_CONDITIONS: Condition[] = ['none', 'last', 'axis', 'all'];

/** `none,last,axis,pane,all` as conditions; throws on an unknown one. */
export function parseConditions(arg: string): Condition[] {
  const out: Condition[] = [];
  for (const raw of arg.split(',')) {
    const c = raw.trim();
    if (!c) continue;
    if (!(CONDITIONS as readonly string[]).includes(c))
      throw new Error(`unknown mark condition "${c}" (use ${CONDITIONS.join(', ')})`);
    if (!out.includes(c as Condition)) out.push(c as Condition);
  }
  if (out.length === 0) throw new Error(`no mark condition given (use ${CONDITIONS.join(', ')})`);
  return out;
}

/**
 * The hints for one case under one condition, or the reason the condition cannot be read for
 * it. `all` without two truth label rows still gives the pane box and the last candle
 * (`partial`).
 */
export function hintsFor(
  condition: Condition,
  marks: CaseMarks | undefined,
  anchors: [AxisAnchor, AxisAnchor] | null,
): { hints: ReadingHints; partial: boolean } | { skip: string } {
  const noMarks = { skip: 'no marks noted for this case' };
  switch (condition) {
    case 'none':
      return { hints: {}, partial: false };
    case 'last':
      return marks ? { hints: { lastX: marks.lastX }, partial: false } : noMarks;
    case 'pane':
      return marks ? { hints: { plot: marks.pane }, partial: false } : noMarks;
    case 'plot':
      return marks ? { hints: { plot: marks.plot }, partial: false } : noMarks;
    case 'axis':
      return anchors
        ? { hints: { axis: anchors }, partial: false }
        : { skip: 'no two label rows in the truth' };
    case 'all':
      if (!marks) return noMarks;
      return {
        hints: { plot: marks.pane, lastX: marks.lastX, ...(anchors ? { axis: anchors } : {}) },
        partial: !anchors,
      };
  }
}

/** One case read under one condition: the scored row, or why it was not read. */
export interface MarkedResult {
  name: string;
  condition: Condition;
  row: RealRow | null;
  skip?: string;
  /** `all` read without the two prices. */
  partial?: boolean;
}

export interface ConditionTally {
  condition: Condition;
  read: number;
  acceptable: number;
  accepted: number;
  acceptedAcceptable: number;
  errors: number;
  skipped: number;
  partial: number;
}

/** Acceptable, accepted and skipped counts per condition, in the order given. */
export function tallyConditions(
  results: readonly MarkedResult[],
  conditions: readonly Condition[],
): ConditionTally[] {
  return conditions.map((condition) => {
    const mine = results.filter((r) => r.condition === condition);
    const rows = mine.flatMap((r) => (r.row ? [r.row] : []));
    return {
      condition,
      read: rows.length,
      acceptable: rows.filter((r) => r.ok).length,
      accepted: rows.filter((r) => !r.error && r.accepted === true).length,
      acceptedAcceptable: rows.filter((r) => r.accepted === true && r.ok).length,
      errors: rows.filter((r) => r.error).length,
      skipped: mine.filter((r) => !r.row).length,
      partial: mine.filter((r) => r.row && r.partial).length,
    };
  });
}

/** One line per condition. */
export function formatTallies(tallies: readonly ConditionTally[]): string {
  return tallies
    .map(
      (t) =>
        `  ${t.condition.padEnd(5)} acceptable ${t.acceptable}/${t.read}; accepted ${t.accepted} ` +
        `(acceptable among them ${t.acceptedAcceptable})` +
        (t.errors ? `; errors ${t.errors}` : '') +
        (t.skipped ? `; skipped ${t.skipped}` : '') +
        (t.partial ? `; ${t.partial} without the two prices` : ''),
    )
    .join('\n');
}

/**
 * One line per case, one cell per condition: `Y` acceptable or `.` not, the candle count, and `r`
 * when the reader refused its reading; `-` not read, `ERR` failed, `~` all without the prices.
 */
export function formatMarkMatrix(
  names: readonly string[],
  results: readonly MarkedResult[],
  conditions: readonly Condition[],
): string {
  const width = 9;
  const cell = (r: MarkedResult | undefined): string => {
    if (!r || !r.row) return '-';
    if (r.row.error) return 'ERR';
    return `${r.row.ok ? 'Y' : '.'} ${r.row.n ?? 0}${r.row.accepted ? '' : 'r'}${r.partial ? '~' : ''}`;
  };
  const head = ['case'.padEnd(48), ...conditions.map((c) => c.padStart(width))].join(' ');
  const lines = names.map((name) =>
    [
      name.padEnd(48),
      ...conditions.map((c) =>
        cell(results.find((r) => r.name === name && r.condition === c)).padStart(width),
      ),
    ].join(' '),
  );
  const rule = '-'.repeat(head.length);
  return [head, rule, ...lines, rule].join('\n');
}
