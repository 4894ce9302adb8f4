import { describe, expect, it } from 'vitest';
import { STEP_LINE, stepShare } from '../../../src/stages/judge/step-line.ts';
import { rng } from '../../raster.ts';

/** Bars in pixel rows (y grows down) one pitch apart. */
function bars(rows: [open: number, high: number, low: number, close: number][]) {
  return rows.map(([yOpen, yHigh, yLow, yClose], i) => ({
    x: 10 + i * 6,
    yOpen,
    yHigh,
    yLow,
    yClose,
  }));
}

describe('a step line read as OHLC bars', () => {
  it('is stairs: every bar opens on the close before and reaches no further', () => {
    const r = rng(7);
    let level = 200;
    const rows: [number, number, number, number][] = [];
    for (let i = 0; i < 120; i++) {
      const next = level + Math.round((r() - 0.5) * 30);
      rows.push([level, Math.min(level, next), Math.max(level, next), next]);
      level = next;
    }
    expect(stepShare(bars(rows).reverse())).toBe(1);
  });

  it('is not real bars, whose highs and lows run past their opens and closes', () => {
    const r = rng(11);
    let close = 200;
    const rows: [number, number, number, number][] = [];
    for (let i = 0; i < 120; i++) {
      const open = close + Math.round((r() - 0.5) * 4);
      const next = open + Math.round((r() - 0.5) * 24);
      const high = Math.min(open, next) - Math.round(r() * 10);
      const low = Math.max(open, next) + Math.round(r() * 10);
      rows.push([open, high, low, next]);
      close = next;
    }
    expect(stepShare(bars(rows))).toBeLessThan(STEP_LINE.share - 0.3);
  });

  it('needs enough bars to say so', () => {
    const rows: [number, number, number, number][] = [];
    for (let i = 0; i < STEP_LINE.minBars - 1; i++) rows.push([200 + i, 200 + i, 201 + i, 201 + i]);
    expect(stepShare(bars(rows))).toBe(0);
  });
});
