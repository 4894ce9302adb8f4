import { readChart } from './reader.ts';
import { crop, paneCandidates, type PaneCandidate } from './stages/panes/locate.ts';
import type { ChartReading, ReadChartOptions, RgbaImage } from './types.ts';

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
  let best: { r: ChartReading; c: PaneCandidate | null; m: number } | null = null;
  for (const c of cands) {
    const r = shifted(
      readChart(crop(img, c.box), { ...options, axisSide: c.side }),
      c.box.x0,
      c.box.y0,
    );
    const m = merit(r);
    if (!best || m > best.m) best = { r, c, m };
  }
  if (!best || best.m < 3) {
    const r = readChart(img, options);
    const m = merit(r);
    if (!best || m > best.m) best = { r, c: null, m };
  }
  const r = best.r;
  if (options.diagnostics) {
    const panes = cands.map((c) => ({
      left: c.box.x0,
      top: c.box.y0,
      right: c.box.x1,
      bottom: c.box.y1,
      kind: (c === best.c ? 'price' : 'other') as 'price' | 'other',
    }));
    r.diagnostics = { panes, rejectedMarks: [], timeLabels: [], ...(r.diagnostics ?? {}) };
    r.diagnostics.panes = panes;
  }
  return r;
}
