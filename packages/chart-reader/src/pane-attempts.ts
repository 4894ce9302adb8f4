// The panes the screenshot's price scales propose, each read by the pane stages and judged once;
// the best reading is kept.
import { hintedCrop, hintedPane } from './hints.ts';
import {
  MARKED_BORDER_INSIDE_PX,
  MARKED_EDGE_SHARE,
  readPaneWith,
  type PaneOptions,
  type PaneReading,
} from './read-pane.ts';
import type { PaneTrace } from './stage-trace.ts';
import { dist, fromHex, type Rgb } from './shared/colour.ts';
import type { LabelPort, Staged } from './shared/label-port.ts';
import { shifted } from './shift-reading.ts';
import {
  dropStrays,
  labelStrip,
  lastCloseByTag,
  panelPast,
  PANEL_CUT,
  tagRowNear,
} from './stages/assemble/index.ts';
import { judgeReading } from './stages/judge/index.ts';
import { plotBackground } from './stages/normalise/index.ts';
import {
  axisFirst,
  crop,
  paneCandidates,
  splitAtDividers,
  type Box,
  type PaneCandidate,
  type ScaleColumn,
} from './stages/panes/index.ts';
import {
  labelRuns,
  type AxisLabelCandidate,
  type LabelColumn,
  type LabelRun,
} from './stages/price-axis/index.ts';
import type { ChartReading, ReadCandle, ReadChartOptions, RgbaImage } from './types.ts';

/** The label columns found on a screenshot, its ink and its text lines. */
export interface FoundLabels {
  columns: LabelColumn[];
  ink: Uint8Array;
  /** Every text line's box on the screenshot (the time axis and legend look among them). */
  lines: Box[];
}

/** How the readings of the candidate panes are weighed against each other. */
export const PANE_CHOICE = {
  /** The verdict's weight on a pane's merit is its confidence, never less than this: a refused
   * reading and one accepted with little confidence (a web page's or a table's marks) weigh the
   * same, so the stages' merit orders them as before and acceptance alone wins nothing. */
  verdictFloor: 0.2,
  /** How much a reading through a table's column counts against one through a price scale
   * (decision 072). */
  tableMerit: 0.5,
  /** Boxes that overlap this much (intersection over union) are one pane read twice. */
  samePane: 0.7,
  /** Below this best merit by the stages the whole screenshot is read as well. */
  readWholeBelow: 3,
} as const;

/** A gap between candles is covered when at most this share of it shows the plot's background
 * (sampled every `step` pixels; a colour within `near` of it is the background), or when a
 * panel runs along the plot's bottom (top) edge under the whole gap and the candles on both
 * sides reach within `edgeShare` of the plot's height of that edge (the candles between went on
 * under the panel: breadth `panel-cut`, a terminal docked over the bottom of the plot; the panel
 * found as `dropPanelCut` finds it, `panelPast`). */
const COVERED_GAP = { background: 0.2, step: 2, near: 30, edgeShare: 0.15 } as const;

/** How much a reading looks like a chart's price pane read well, by its stages. */
function merit(r: ChartReading): number {
  if (!r.found) return 0;
  const n = Math.min(400, r.candles.length);
  return Math.sqrt(n) * (0.3 + r.stages.candles) * (r.priceAxis ? 1 + r.stages.axis : 0.5);
}

/**
 * The stages' merit weighed by the verdict, which sees what the stages cannot alone: an
 * oscillator's line read as many marks on a clean 0-100 scale reads well by its stages, but the
 * verdict gives it little confidence; the price pane above it, fewer candles with bodies in two
 * colours, more.
 */
function judgedMerit(r: ChartReading, stages: number): number {
  if (stages === 0) return 0;
  return stages * Math.max(PANE_CHOICE.verdictFloor, r.accepted ? r.confidence : 0);
}

/** A reading judged: the verdict's fields set from what was read. */
export function judged(r: PaneReading): ChartReading {
  return { ...r, ...judgeReading(r) };
}

/** A text line and its row moved by (-dx, -dy): into the coordinates of a crop. */
function intoCrop(c: AxisLabelCandidate, dx: number, dy: number): AxisLabelCandidate {
  const l = c.line;
  return {
    y: c.y - dy,
    line: {
      ...l,
      x0: l.x0 - dx,
      x1: l.x1 - dx,
      y0: l.y0 - dy,
      y1: l.y1 - dy,
      glyphs: l.glyphs.map((g) => ({
        ...g,
        x0: g.x0 - dx,
        x1: g.x1 - dx,
        y0: g.y0 - dy,
        y1: g.y1 - dy,
      })),
    },
  };
}

/** A scale's labels (those its fit kept and the rest) in a crop's rows, in the crop's coordinates. */
function labelsIn(run: LabelRun, box: Box): AxisLabelCandidate[] {
  return [...run.labels, ...run.rejected]
    .filter((l) => l.y >= box.y0 && l.y <= box.y1)
    .map((l) => intoCrop(l, box.x0, box.y0));
}

/**
 * Whether the stretch between two candles, across the rows their prices span, is covered by
 * something opaque (a panel, a trading tool's window): little of the plot's background shows
 * there. A session gap shows the background.
 */
function coveredGap(
  img: RgbaImage,
  plot: ChartReading['plot'],
): (a: ReadCandle, b: ReadCandle) => boolean {
  if (!plot) return () => false;
  const bg = plotBackground(img, plot);
  const near = (plot.bottom - plot.top) * COVERED_GAP.edgeShare;
  // the stretch between them hidden under a panel over the plot's bottom or top edge (the two
  // themselves clear of it: a candle the panel cuts gives no price there)
  const clear = PANEL_CUT.touchPx + 1;
  const underEdge = (a: ReadCandle, b: ReadCandle): boolean => {
    const lows = [a.yLow, b.yLow];
    const highs = [a.yHigh, b.yHigh];
    return (
      (Math.min(...lows) >= plot.bottom - near &&
        Math.max(...lows) < plot.bottom - 1 - clear &&
        panelPast(img, bg, plot, 'bottom', a.x, b.x)) ||
      (Math.max(...highs) <= plot.top + near &&
        Math.min(...highs) > plot.top + clear &&
        panelPast(img, bg, plot, 'top', a.x, b.x))
    );
  };
  return (a, b) => {
    if (underEdge(a, b)) return true;
    const y0 = Math.max(plot.top, Math.round(Math.min(a.yHigh, b.yHigh)));
    const y1 = Math.min(plot.bottom - 1, Math.round(Math.max(a.yLow, b.yLow)));
    const x0 = Math.round(a.x + a.bodyWidth + 2);
    const x1 = Math.round(b.x - b.bodyWidth - 2);
    if (x1 <= x0 || y1 <= y0) return false;
    let n = 0;
    let bare = 0;
    for (let y = y0; y <= y1; y += COVERED_GAP.step)
      for (let x = x0; x <= x1; x += COVERED_GAP.step) {
        const i = (y * img.width + x) * 4;
        n++;
        if (dist([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!], bg) < COVERED_GAP.near) bare++;
      }
    return n > 0 && bare <= n * COVERED_GAP.background;
  };
}

/**
 * The last price's tag on a price scale: charting apps mark the series' last price on its own
 * scale with a tag filled in the last candle's colour (a compared symbol's scale beside it shows
 * none, or one in the symbol's colour). Measured on lightweight-charts renders of a chart
 * comparing a second symbol on a left-hand scale (the browser tests' fixture, 12 renders): the
 * candles were priced on the compared symbol's scale on 10 without this cue, on none with it
 * (decision 176).
 */
export const CLOSE_TAG = {
  /** Rows either side of the last close's row looked at, in the labels' text heights (the tag
   * is taller than its text, whose digits leave little of the colour on the rows they cross). */
  rows: 1,
  /** A tag pixel is within this RGB distance of the last candle's colour. */
  near: 60,
  /** Share of the scale's label columns such pixels fill on the row that shows most: a tag's
   * rows above and below its text are solid (a label's own digits, however coloured, fill well
   * under this share of a row). */
  fill: 0.85,
} as const;

/** Whether the scale a reading was priced on shows a tag in the last candle's colour at its close. */
export function closeTag(img: RgbaImage, r: ChartReading): boolean {
  const last = r.candles.at(-1);
  const axis = r.priceAxis;
  if (!last || !axis || !r.colors || last.up === undefined) return false;
  const strip = labelStrip(img, axis);
  if (!strip) return false;
  // the last candle's colour as read, and as its body's middle pixel shows it (the colours read
  // can be another pair's: a chart whose legend or dojis draw in white)
  const xm = Math.round(last.x);
  const ym = Math.round((last.yOpen + last.yClose) / 2);
  const colours = [fromHex(last.up ? r.colors.up : r.colors.down)];
  // (not where the body shows the plot's background: a hollow body, a doji)
  if (xm >= 0 && xm < img.width && ym >= 0 && ym < img.height) {
    const i = (ym * img.width + xm) * 4;
    const body: Rgb = [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
    if (!r.plot || dist(body, plotBackground(img, r.plot)) > CLOSE_TAG.near) colours.push(body);
  }
  const reach = Math.max(2, Math.round(strip.textHeight * CLOSE_TAG.rows));
  return colours.some((colour) =>
    tagRowNear(
      img,
      strip,
      last.yClose,
      reach,
      CLOSE_TAG.fill,
      (p) => dist(p, colour) <= CLOSE_TAG.near,
    ),
  );
}

/** What the reading says of marks left out as standing apart from the series. */
function straysWarning(n: number): string {
  return `${n === 1 ? 'a mark' : `${n} marks`} standing apart from the series left out (not candles: a marker, the corner of a tag, a lone dash)`;
}

/** One candidate pane read: its box, its reading judged, its merit by the stages and judged. */
export interface Attempt {
  r: ChartReading;
  box: Box;
  stages: number;
  judged: number;
  /** What the pane's stages returned, when traced. */
  pane: PaneTrace | null;
  /** The scale read shows a tag in the last candle's colour at its close (`closeTag`). */
  tagged: boolean;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) + 1;
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) + 1;
  if (w <= 0 || h <= 0) return 0;
  const area = (x: Box): number => (x.x1 - x.x0 + 1) * (x.y1 - x.y0 + 1);
  return (w * h) / (area(a) + area(b) - w * h);
}

/**
 * The reading kept: between different panes the verdict-weighed merit decides (the price pane
 * over an oscillator's); between readings of one pane through boxes a few rows apart, the
 * stages' merit (the verdict's confidence differs there by noise).
 */
export function bestAttempt(attempts: readonly Attempt[]): Attempt | null {
  let best: Attempt | null = null;
  for (const a of attempts) {
    if (!best) best = a;
    else if (overlap(a.box, best.box) >= PANE_CHOICE.samePane) {
      // one pane read on scales on either side: the candles' own shows their last price's tag
      const twoScales =
        a.r.priceAxis && best.r.priceAxis && a.r.priceAxis.side !== best.r.priceAxis.side;
      if (twoScales && a.tagged !== best.tagged ? a.tagged : a.stages > best.stages) best = a;
    } else if (a.judged > best.judged) best = a;
  }
  return best;
}

/**
 * Reads every pane the label columns' scales propose (or, with the trader's marked pane, the
 * scales beside it and the box alone), and the whole screenshot cut at its dividers when none
 * reads well. Each reading is judged once.
 */
export function* readPanes(
  img: RgbaImage,
  options: ReadChartOptions & { trace?: boolean },
  found: FoundLabels | null,
  port: LabelPort,
): Staged<Attempt[]> {
  let cands: PaneCandidate<ScaleColumn & { run: LabelRun }>[] = [];
  // columns of a table (an order book, a watch list) are tried after the price scales, and
  // their readings count for less: their rows make a scale, but one of no plot
  const tables = new Set<LabelRun>();
  try {
    if (found)
      cands = paneCandidates(
        img,
        axisFirst(labelRuns(found.columns), found.lines, tables).map((run) => ({
          box: run.box,
          ys: run.labels.map((l) => l.y),
          stepPx: run.stepPx,
          textHeight: run.textHeight,
          run,
        })),
        found.ink,
      );
  } catch {
    cands = [];
  }
  const attempts: Attempt[] = [];
  function* attempt(box: Box, opts: PaneOptions, table = false): Staged<void> {
    const pane = yield* readPaneWith(crop(img, box), opts, port.within(box.x0, box.y0));
    const raw = shifted(pane.reading, box.x0, box.y0);
    const kept = dropStrays(raw.candles, coveredGap(img, raw.plot));
    const strays = raw.candles.length - kept.length;
    const r = judged(
      lastCloseByTag(img, {
        ...raw,
        candles: kept,
        warnings: strays > 0 ? [...raw.warnings, straysWarning(strays)] : raw.warnings,
      }),
    );
    const stages = merit(r) * (table ? PANE_CHOICE.tableMerit : 1);
    attempts.push({
      r,
      box,
      stages,
      judged: judgedMerit(r, stages),
      pane: pane.trace,
      tagged: closeTag(img, r),
    });
  }
  const hint = hintedPane(img, options.hints);
  if (hint) {
    // the trader marked the pane: each scale beside it is read over the marked rows, and the
    // box alone (its own labels, or none when the anchors give the prices); nothing else. The
    // crop reaches a little past the marked rows, where the pane's own edges may stand
    const reach = Math.round(MARKED_EDGE_SHARE * (hint.y1 - hint.y0));
    // a divider line at a marked edge or just past it (the pane's frame, another pane's border)
    // bounds the pane: the crop reaches a little past the marked rows to see it, then keeps to
    // the rows marked and to the pane's side of the divider. A line further inside is the plot's
    // own (a grid line over the highs): the marked row stands
    const mid = (hint.y0 + hint.y1) / 2;
    const nearEdge = (y: number): boolean =>
      (y >= hint.y0 - reach && y <= hint.y0 + MARKED_BORDER_INSIDE_PX) ||
      (y <= hint.y1 + reach && y >= hint.y1 - MARKED_BORDER_INSIDE_PX);
    const bounded = (b: Box): Box => {
      const wide = {
        ...b,
        y0: Math.max(0, b.y0 - reach),
        y1: Math.min(img.height - 1, b.y1 + reach),
      };
      const pane = splitAtDividers(img, wide, 0.12, nearEdge).find(
        (p) => p.y0 <= mid && p.y1 >= mid,
      );
      return pane ? { ...b, y0: Math.max(b.y0, pane.y0), y1: Math.min(b.y1, pane.y1) } : b;
    };
    const rows = (b: Box) => ({ top: 0, bottom: b.y1 - b.y0 + 1 });
    for (const c of cands) {
      const marked = hintedCrop(hint, c.scale.run.box, img.width);
      if (!marked) continue;
      const box = bounded(marked);
      const run = c.scale.run;
      const labels = labelsIn(run, marked);
      yield* attempt(
        box,
        { ...options, axisSide: c.side, labels, markedRows: rows(box) },
        tables.has(run),
      );
    }
    const box = bounded(hint);
    yield* attempt(box, { ...options, markedRows: rows(box) });
  }
  for (const c of hint ? [] : cands) {
    // the pane the labels stand in, when dividers cut the crop into several; a line between two
    // of the scale's labels is drawn in the pane, not between panes
    const ys = c.scale.ys;
    const mid = ys[ys.length >> 1]!;
    // (the grid line an outermost label stands on is crossed by a single wick: `DIVIDER_CROSSINGS`)
    const onLabel = c.scale.textHeight / 2;
    const outerLabel = (y: number): boolean =>
      Math.abs(y - ys[0]!) <= onLabel || Math.abs(y - ys[ys.length - 1]!) <= onLabel;
    const panes = splitAtDividers(
      img,
      c.box,
      0.12,
      (y) => y < ys[0]! || y > ys[ys.length - 1]!,
      outerLabel,
    );
    const box = panes.find((p) => p.y0 <= mid && p.y1 >= mid) ?? c.box;
    const run = c.scale.run;
    yield* attempt(
      box,
      { ...options, axisSide: c.side, labels: labelsIn(run, box) },
      tables.has(run),
    );
  }
  if (!hint && Math.max(0, ...attempts.map((a) => a.stages)) < PANE_CHOICE.readWholeBelow) {
    const whole = { x0: 0, y0: 0, x1: img.width - 1, y1: img.height - 1 };
    for (const p of splitAtDividers(img, whole)) yield* attempt(p, options);
  }
  return attempts;
}
