// The reader's pipeline: find every price scale on the screenshot, locate the panes they label,
// read each candidate pane (normalise, price axis, plot, candles, assemble), keep the best, drop
// marks standing apart from the series, and judge the reading.
import { readPane } from './read-pane.ts';
import { backgroundColours, inkMask } from './shared/backgrounds.ts';
import { shifted } from './shift-reading.ts';
import { dropStrays } from './stages/assemble/index.ts';
import { judgeReading } from './stages/judge/index.ts';
import { crop, paneCandidates, splitAtDividers, type Box } from './stages/panes/index.ts';
import { findLabelRuns } from './stages/price-axis/index.ts';
import type { ChartReading, ReadChartOptions, RgbaImage } from './types.ts';

/** How much a reading looks like a chart's price pane read well. */
function merit(r: ChartReading): number {
  if (!r.found) return 0;
  const n = Math.min(400, r.candles.length);
  return Math.sqrt(n) * (0.3 + r.stages.candles) * (r.priceAxis ? 1 + r.stages.axis : 0.5);
}

/**
 * Reads a candlestick chart screenshot where the chart is: every price scale on the screenshot
 * proposes a pane (the chart inside a page, the price pane above volume and indicator panes,
 * cut at the dividers between panes), each is read, and the best reading wins; the whole
 * screenshot is read too when no scale is found or none reads well. Pure: no I/O. Never throws on
 * a well-formed image.
 */
export function readChart(img: RgbaImage, options: ReadChartOptions = {}): ChartReading {
  if (!(img.width > 0 && img.height > 0) || img.data.length < img.width * img.height * 4)
    return readPane(img, options);
  let cands: ReturnType<typeof paneCandidates>;
  try {
    const ink = inkMask(img, backgroundColours(img));
    const runs = findLabelRuns(img, ink);
    cands = paneCandidates(
      img,
      runs.map((r) => ({
        box: r.box,
        ys: r.labels.map((l) => l.y),
        stepPx: r.stepPx,
        textHeight: r.textHeight,
      })),
      ink,
    );
  } catch {
    cands = [];
  }
  const state: { best: { r: ChartReading; box: Box; m: number } | null } = { best: null };
  const tried: Box[] = [];
  const attempt = (box: Box, side: 'left' | 'right' | undefined): void => {
    tried.push(box);
    const opts = side ? { ...options, axisSide: side } : options;
    const raw = shifted(readPane(crop(img, box), opts), box.x0, box.y0);
    const r = { ...raw, candles: dropStrays(raw.candles) };
    const m = merit(r);
    if (!state.best || m > state.best.m) state.best = { r, box, m };
  };
  for (const c of cands) {
    // the pane the labels stand in, when dividers cut the crop into several; a line between two
    // of the scale's labels is drawn in the pane, not between panes
    const ys = c.scale.ys;
    const mid = ys[ys.length >> 1]!;
    const panes = splitAtDividers(img, c.box, 0.12, (y) => y < ys[0]! || y > ys[ys.length - 1]!);
    attempt(panes.find((p) => p.y0 <= mid && p.y1 >= mid) ?? c.box, c.side);
  }
  if (!state.best || state.best.m < 3) {
    const whole = { x0: 0, y0: 0, x1: img.width - 1, y1: img.height - 1 };
    for (const p of splitAtDividers(img, whole)) attempt(p, undefined);
  }
  const found = state.best;
  const read = found ? found.r : readPane(img, options);
  const { accepted, reason, confidence, uncertain, ...rest } = read;
  void accepted;
  void reason;
  void confidence;
  void uncertain;
  const r: ChartReading = { ...judgeReading(rest), ...rest };
  if (options.diagnostics) {
    const panes = tried.map((b) => ({
      left: b.x0,
      top: b.y0,
      right: b.x1,
      bottom: b.y1,
      kind: (b === found?.box ? 'price' : 'other') as 'price' | 'other',
    }));
    r.diagnostics = { rejectedMarks: [], timeLabels: [], ...(r.diagnostics ?? {}), panes };
  }
  return r;
}
