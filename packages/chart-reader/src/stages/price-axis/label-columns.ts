import { localBackground } from '../../shared/backgrounds.ts';
import { repairedByRun } from './run-repair.ts';
import { robustLineFit } from '../../shared/robust-fit.ts';
import type { Rgb } from '../../shared/colour.ts';
import { median } from '../../shared/stats.ts';
import type { RgbaImage } from '../../types.ts';
import type { TextLine } from './label-text.ts';
import { PILL_STRIP, pillTexts } from './boxed-labels.ts';
import { PRICE_AXIS } from './params.ts';
import { findTextLines } from './text-lines.ts';
import { textLineBoxes, type Box } from './text-line-boxes.ts';

const { aligned: ALIGNED, lines: LINES, runs: RUNS } = PRICE_AXIS;
const { centreBelow } = PRICE_AXIS.labels;

/** One price label read in a column: where its price stands and what it says. */
export interface RunLabel {
  y: number;
  value: number;
  line: TextLine;
}

/**
 * Labels of one price scale: numbers in one column, evenly spaced, whose values fall linearly
 * (or by one ratio) as they go down. Every pane with a scale of its own (price, volume, each
 * indicator) has one; tables and panels of numbers do not.
 */
export interface LabelRun {
  labels: RunLabel[];
  /** Labels in the run's rows that the scale does not explain (pills, misreads). */
  rejected: RunLabel[];
  /** The box of the labels. */
  box: Box;
  /** Which edge of the labels lines up. */
  align: 'left' | 'right';
  textHeight: number;
  /** The scale the labels follow: price (linear) or its logarithm (log) against the row. */
  scale: 'linear' | 'log';
  /** Median distance between neighbouring labels, in pixels. */
  stepPx: number;
  slope: number;
  intercept: number;
}

/**
 * Groups of text lines whose left or right edges line up, of one height, on three or more rows:
 * the shape of an axis' labels.
 */
export function alignedColumns(lines: Box[]): { lines: Box[]; align: 'left' | 'right' }[] {
  const out: { lines: Box[]; align: 'left' | 'right' }[] = [];
  const seen = new Set<string>();
  for (const align of ['right', 'left'] as const) {
    const edge = (l: Box): number => (align === 'right' ? l.x1 : l.x0);
    const sorted = [...lines].sort((a, b) => edge(a) - edge(b));
    for (let i = 0; i < sorted.length; i++) {
      const ref = sorted[i]!;
      const th = ref.y1 - ref.y0 + 1;
      const tol = Math.max(ALIGNED.minEdgeWithin, th * ALIGNED.edgeWithin);
      const group: Box[] = [];
      for (let j = i; j < sorted.length && edge(sorted[j]!) <= edge(ref) + 2 * tol; j++) {
        const l = sorted[j]!;
        const heightWithin = Math.max(ALIGNED.minHeightWithin, th * ALIGNED.heightWithin);
        if (Math.abs(l.y1 - l.y0 + 1 - th) <= heightWithin) group.push(l);
      }
      const rows = new Set(group.map((l) => Math.round((l.y0 + l.y1) / 2 / th)));
      if (rows.size < ALIGNED.minRows) continue;
      const sig = group
        .map((l) => `${l.x0},${l.y0}`)
        .sort()
        .join(' ');
      if (seen.has(sig)) continue;
      seen.add(sig);
      out.push({ lines: group, align });
    }
  }
  // a group inside a bigger one of the same alignment adds nothing
  return out.filter(
    (g) =>
      !out.some(
        (o) =>
          o !== g &&
          o.align === g.align &&
          o.lines.length > g.lines.length &&
          g.lines.every((l) => o.lines.includes(l)),
      ),
  );
}

/** A line of a label column: its box, its glyph reading (null when none), its price's row. */
export interface ColumnEntry {
  box: Box;
  line: TextLine | null;
  y: number;
}

/** A column of text lines aligned on one edge: the candidates for one axis' labels. */
export interface LabelColumn {
  align: 'left' | 'right';
  entries: ColumnEntry[];
}

/**
 * The row a label's price stands at, from its text box alone: its middle, and a tenth of its
 * height lower (canvas draws 'middle' text with the digits' centre that much above the anchor).
 */
export function boxRow(b: Box): number {
  return (b.y0 + b.y1) / 2 + (b.y1 - b.y0 + 1) * centreBelow;
}

/** Reads each line of a column against the colour around it. */
function readColumn(img: RgbaImage, lines: Box[]): ColumnEntry[] {
  const out: ColumnEntry[] = [];
  for (const b of lines) {
    // a line wider than sixteen characters is words, not a price: not read glyph by glyph
    if (b.x1 - b.x0 + 1 > (b.y1 - b.y0 + 1) * LINES.wordsFrom) {
      out.push({ box: b, line: null, y: boxRow(b) });
      continue;
    }
    const pad = LINES.pad;
    const box = {
      x0: Math.max(0, b.x0 - pad),
      y0: Math.max(0, b.y0 - pad),
      x1: Math.min(img.width, b.x1 + pad + 1),
      y1: Math.min(img.height, b.y1 + Math.ceil((b.y1 - b.y0) * LINES.below) + pad + 1),
    };
    const bg: Rgb = localBackground(img, {
      x0: box.x0,
      y0: box.y0,
      x1: box.x1 - 1,
      y1: box.y1 - 1,
    });
    const read = findTextLines(img, bg, box.x0, box.y0, box.x1, box.y1).filter(
      (l) => l.glyphs.length > 0,
    );
    const line = read.length === 1 ? read[0]! : (read.find((l) => l.value !== null) ?? null);
    const y = line
      ? (median(line.glyphs.map((g) => g.y0)) + median(line.glyphs.map((g) => g.y1))) / 2 +
        (line.y1 - line.y0 + 1) * centreBelow
      : boxRow(b);
    out.push({ box: b, line, y });
  }
  return out;
}

/** Splits a column's numbers into runs that one linear scale explains each. */
export function splitRuns(entries: ColumnEntry[], align: 'left' | 'right'): LabelRun[] {
  const runs: LabelRun[] = [];
  let rest = entries
    .filter((e): e is ColumnEntry & { line: TextLine } => e.line !== null && e.line.value !== null)
    .map((e) => ({ line: e.line, y: e.y }))
    .sort((a, b) => a.y - b.y);
  while (rest.length >= RUNS.minLabels) {
    const th = median(rest.map((r) => r.line.y1 - r.line.y0 + 1));
    const tol = Math.max(PRICE_AXIS.fit.minTolerance, th * PRICE_AXIS.fit.tolerance);
    // one scale: linear, or logarithmic (then the labels are evenly spaced in their logarithm)
    const lin = robustLineFit(
      rest.map((r) => ({ y: r.y, v: r.line.value! })),
      tol,
    );
    const log = rest.every((r) => r.line.value! > 0)
      ? robustLineFit(
          rest.map((r) => ({ y: r.y, v: Math.log(r.line.value!) })),
          tol,
        )
      : null;
    const fit = log && (!lin || log.inliers.length > lin.inliers.length) ? log : lin;
    if (!fit || fit.inliers.length < RUNS.minLabels) break;
    const inl = new Set(fit.inliers);
    // labels off the fit by one misread digit join the run, corrected
    const price = (y: number): number =>
      fit === lin ? fit.slope * y + fit.intercept : Math.exp(fit.slope * y + fit.intercept);
    // (beyond the run's ends, within two and a half steps: another pane's labels stand further
    // off, and a label between the run's is a price pill, or the one witness of a misread the
    // whole run shares)
    const ys = rest.filter((_, i) => inl.has(i)).map((r) => r.y);
    const reach = median(ys.slice(1).map((y, i) => y - ys[i]!)) * RUNS.reach;
    const beyond = (y: number): boolean =>
      (y < ys[0]! - th && y >= ys[0]! - reach) || (y > ys.at(-1)! + th && y <= ys.at(-1)! + reach);
    const fixed = repairedByRun(
      rest.filter((r, i) => !inl.has(i) && beyond(r.y)),
      price,
      Math.abs(price(0) - price(tol)),
    );
    rest = rest.map((r) => {
      const line = fixed.get(r);
      return line ? { ...r, line } : r;
    });
    rest.forEach((r, i) => {
      if (r.line.repaired) inl.add(i);
    });
    const labels = rest.filter((_, i) => inl.has(i)).map((r) => ({ ...r, value: r.line.value! }));
    const y0 = labels[0]!.y;
    const y1 = labels[labels.length - 1]!.y;
    const inside = (r: { y: number }): boolean => r.y >= y0 - th && r.y <= y1 + th;
    const rejected = rest
      .filter((r, i) => !inl.has(i) && inside(r))
      .map((r) => ({ ...r, value: r.line.value! }));
    const gaps = labels.slice(1).map((l, i) => l.y - labels[i]!.y);
    runs.push({
      labels,
      rejected,
      box: {
        x0: Math.min(...labels.map((l) => l.line.x0)),
        y0: Math.min(...labels.map((l) => l.line.y0)),
        x1: Math.max(...labels.map((l) => l.line.x1)),
        y1: Math.max(...labels.map((l) => l.line.y1)),
      },
      align,
      textHeight: th,
      stepPx: median(gaps),
      scale: fit === lin ? 'linear' : 'log',
      slope: fit.slope,
      intercept: fit.intercept,
    });
    rest = rest.filter((r, i) => !inl.has(i) && !inside(r));
  }
  return runs;
}

/**
 * Every price scale on the screenshot: columns of numbers anywhere in the image (an axis need
 * not stand at the image's edge: a chart inside a page, a pane beside a panel), read and split
 * into runs of one scale each.
 */
export function findLabelColumns(
  img: RgbaImage,
  ink: Uint8Array,
  lines: Box[] = textLineBoxes(ink, img.width, img.height),
): LabelColumn[] {
  // a line in two aligned groups is read once
  const cache = new Map<Box, ColumnEntry>();
  // price pills' text, read against their own colour, stands in the columns too, where no
  // column of three plain lines stands along the image's sides (a scale whose labels a badge
  // hides); elsewhere the pills are left to the axis, and their search costs nothing
  const plain = alignedColumns(lines);
  const strip = img.width * PILL_STRIP;
  const atSide = (l: Box): boolean => l.x1 < strip || l.x0 > img.width - strip;
  const sideScale = plain.some((c) => c.lines.every(atSide));
  const pills = (sideScale ? [] : pillTexts(img, lines)).map((line) => {
    const box = { x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1 };
    const y =
      (median(line.glyphs.map((g) => g.y0)) + median(line.glyphs.map((g) => g.y1))) / 2 +
      (line.y1 - line.y0 + 1) * 0.1;
    cache.set(box, { box, line, y });
    return box;
  });
  const isPill = new Set(pills);
  return (pills.length ? alignedColumns([...lines, ...pills]) : plain).map((col) => {
    // a pill stands in for hidden labels only: beside three plain ones it is left to the axis
    const plain = col.lines.filter((l) => !isPill.has(l));
    const kept = plain.length >= 3 ? plain : col.lines;
    const fresh = kept.filter((l) => !cache.has(l));
    for (const e of readColumn(img, fresh)) cache.set(e.box, e);
    return { align: col.align, entries: kept.map((l) => cache.get(l)!) };
  });
}

/** The price scales of the columns, one run of labels each, the longest first. */
export function labelRuns(columns: LabelColumn[]): LabelRun[] {
  const runs: LabelRun[] = [];
  for (const col of columns) runs.push(...splitRuns(col.entries, col.align));
  // the same labels found through both alignments: keep the run with more of them
  const key = (r: LabelRun): string =>
    `${Math.round(r.box.x0 / RUNS.sameCell)}:${Math.round(r.box.y0 / RUNS.sameCell)}`;
  const best = new Map<string, LabelRun>();
  for (const r of runs) {
    const k = key(r);
    const o = best.get(k);
    // (as many labels: the run spanning more rows, plain labels rather than a price pill)
    const span = (x: LabelRun): number => x.box.y1 - x.box.y0;
    if (
      !o ||
      r.labels.length > o.labels.length ||
      (r.labels.length === o.labels.length && span(r) > span(o))
    )
      best.set(k, r);
  }
  return [...best.values()].sort((a, b) => b.labels.length - a.labels.length);
}

/**
 * Every price scale on the screenshot: columns of numbers anywhere in the image (an axis need
 * not stand at the image's edge: a chart inside a page, a pane beside a panel), read and split
 * into runs of one scale each.
 */
export function findLabelRuns(img: RgbaImage, ink: Uint8Array): LabelRun[] {
  return labelRuns(findLabelColumns(img, ink));
}
