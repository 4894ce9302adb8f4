import { readChart } from './reader.ts';
import { crop, paneCandidates, type PaneCandidate } from './stages/panes/locate.ts';
import { splitAtDividers } from './stages/panes/separators.ts';
import { dropStrays } from './stages/assemble/strays.ts';
import type { ChartReading, ReadChartOptions, RgbaImage } from './types.ts';
import type { Box } from './stages/panes/label-columns.ts';

/** Moves a reading of a crop back into the coordinates of the whole screenshot. */
function shifted(r: ChartReading, dx: number, dy: number): ChartReading {
  const box = <T extends { left: number; top: number; right: number; bottom: number }>(
    b: T,
  ): T => ({
    ...b,
    left: b.left + dx,
    right: b.right + dx,
    top: b.top + dy,
    bottom: b.bottom + dy,
  });
  const axis = r.priceAxis;
  return {
    ...r,
    plot: r.plot ? box(r.plot) : null,
    candles: r.candles.map((c) => ({
      ...c,
      x: c.x + dx,
      yOpen: c.yOpen + dy,
      yHigh: c.yHigh + dy,
      yLow: c.yLow + dy,
      yClose: c.yClose + dy,
    })),
    priceAxis: axis
      ? {
          ...axis,
          labels: axis.labels.map((l) => ({ ...l, y: l.y + dy })),
          rejected: axis.rejected?.map((l) => ({ ...l, y: l.y + dy })),
          fit: { ...axis.fit, intercept: axis.fit.intercept - axis.fit.slope * dy },
        }
      : null,
    ...(r.diagnostics
      ? {
          diagnostics: {
            ...r.diagnostics,
            panes: r.diagnostics.panes.map(box),
            rejectedMarks: r.diagnostics.rejectedMarks.map(box),
            timeLabels: r.diagnostics.timeLabels.map((t) => ({ ...t, x: t.x + dx, y: t.y + dy })),
          },
        }
      : {}),
  };
}

/** How much a reading looks like a chart's price pane read well. */
function merit(r: ChartReading): number {
  if (!r.found) return 0;
  const n = Math.min(400, r.candles.length);
  return Math.sqrt(n) * (0.3 + r.stages.candles) * (r.priceAxis ? 1 + r.stages.axis : 0.5);
}

/**
 * Reads the chart where it is: every price scale on the screenshot proposes a pane (the chart
 * inside a page, the price pane above volume and indicator panes), each is read, and the best
 * reading wins; the whole screenshot is read too when no scale is found or none reads well.
 */
export function readLocated(img: RgbaImage, options: ReadChartOptions = {}): ChartReading {
  const cands: PaneCandidate[] = paneCandidates(img);
  const state: { best: { r: ChartReading; box: Box; m: number } | null } = { best: null };
  const tried: Box[] = [];
  const attempt = (box: Box, side: 'left' | 'right' | undefined): void => {
    tried.push(box);
    const opts = side ? { ...options, axisSide: side } : options;
    const raw = shifted(readChart(crop(img, box), opts), box.x0, box.y0);
    const r = { ...raw, candles: dropStrays(raw.candles) };
    const m = merit(r);
    if (!state.best || m > state.best.m) state.best = { r, box, m };
  };
  for (const c of cands) {
    // the pane the labels stand in, when dividers cut the crop into several
    const ys = c.run.labels.map((l) => l.y);
    const mid = ys[ys.length >> 1]!;
    // a line between two of the scale's labels is drawn in the pane, not between panes
    const panes = splitAtDividers(img, c.box, 0.12, (y) => y < ys[0]! || y > ys[ys.length - 1]!);
    attempt(panes.find((p) => p.y0 <= mid && p.y1 >= mid) ?? c.box, c.side);
  }
  if (!state.best || state.best.m < 3) {
    const whole = { x0: 0, y0: 0, x1: img.width - 1, y1: img.height - 1 };
    for (const p of splitAtDividers(img, whole)) attempt(p, undefined);
  }
  const found = state.best;
  const r = found ? found.r : readChart(img, options);
  if (options.diagnostics) {
    const panes = tried.map((b) => ({
      left: b.x0,
      top: b.y0,
      right: b.x1,
      bottom: b.y1,
      kind: (b === found?.box ? 'price' : 'other') as 'price' | 'other',
    }));
    r.diagnostics = { panes, rejectedMarks: [], timeLabels: [], ...(r.diagnostics ?? {}) };
    r.diagnostics.panes = panes;
  }
  return r;
}
