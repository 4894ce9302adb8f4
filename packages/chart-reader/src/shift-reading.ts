import type { AxisLabel, ChartReading } from './types.ts';

function moveLabel(l: AxisLabel, dx: number, dy: number): AxisLabel {
  const box = l.box
    ? { x0: l.box.x0 + dx, y0: l.box.y0 + dy, x1: l.box.x1 + dx, y1: l.box.y1 + dy }
    : undefined;
  return { ...l, y: l.y + dy, ...(box ? { box } : {}) };
}

/** Moves a reading of a crop back into the coordinates of the whole screenshot. */
export function shifted<
  R extends Pick<ChartReading, 'plot' | 'candles' | 'priceAxis' | 'diagnostics'>,
>(r: R, dx: number, dy: number): R {
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
          labels: axis.labels.map((l) => moveLabel(l, dx, dy)),
          rejected: axis.rejected?.map((l) => moveLabel(l, dx, dy)),
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
