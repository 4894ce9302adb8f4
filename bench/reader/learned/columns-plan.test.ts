import { describe, expect, it } from 'vitest';
import { standInSeries } from '../test-series.ts';
import { columnLabels } from './columns-labels.ts';
import { buildBreadthScenarios } from '../breadth/breadth-plan.ts';
import { buildColumnScenarios, COLUMNS_SEED } from './columns-plan.ts';

describe('learned column training plan', () => {
  const plan = buildColumnScenarios(COLUMNS_SEED, standInSeries(), 2);

  it('draws every breadth family but the held-out margin family again per round, under ids of its own', () => {
    const families = buildBreadthScenarios(COLUMNS_SEED, standInSeries()).filter(
      (s) => s.spec.family !== 'margin',
    ).length;
    expect(families).toBeGreaterThan(100);
    expect(plan).toHaveLength(2 * families);
    expect(new Set(plan.map((s) => s.spec.id)).size).toBe(plan.length);
    expect(plan.every((s) => /^r[01]-/.test(s.spec.id))).toBe(true);
  });

  it('is the same plan from the same seed, another from another', () => {
    const again = buildColumnScenarios(COLUMNS_SEED, standInSeries(), 2);
    expect(JSON.stringify(again)).toBe(JSON.stringify(plan));
    const other = buildColumnScenarios(COLUMNS_SEED + 1, standInSeries(), 2);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(plan));
    // (two plans of a few hundred renders each: 1.4 s alone, over 5 s beside the server lane)
  }, 20_000);

  it('varies margins, drawings, JPEG and downscaling on a share of renders', () => {
    const share = (p: (s: (typeof plan)[number]) => boolean): number =>
      plan.filter(p).length / plan.length;
    expect(share((s) => s.spec.training.marginBars > 0)).toBeGreaterThan(0.05);
    expect(share((s) => s.spec.overlays.includes('margin-drawings'))).toBeGreaterThan(0.4);
    expect(share((s) => s.spec.degrade.jpegQuality !== null)).toBeGreaterThan(0.25);
    expect(share((s) => s.spec.degrade.scale !== null)).toBeGreaterThan(0.2);
  });
});

describe('learned column labels', () => {
  it('marks the columns candles cover and the series between the first and the last', () => {
    // a 1280-px screenshot shrunk to 640 columns; the page is drawn at DPR 2 (fx = 2)
    const result = {
      plot: { left: 10, top: 0, width: 600, height: 300 },
      candles: [100, 110, 120].map((x, i) => ({
        i,
        x,
        yOpen: 0,
        yHigh: 0,
        yLow: 0,
        yClose: 0,
        halfWidth: 2,
        time: '',
      })),
    };
    const l = columnLabels(result, 2, { width: 1280 }, 640);
    // candle at x 100 CSS -> 200 px -> +-4 px -> columns 98..102
    expect(l.candle.slice(97, 104)).toEqual([0, 1, 1, 1, 1, 1, 0]);
    expect(l.span.indexOf(1)).toBe(98);
    expect(l.lastColumn).toBe(122);
    expect(l.span.lastIndexOf(1)).toBe(122);
    expect(l.candle.slice(103, 108)).toEqual([0, 0, 0, 0, 0]);
  });
});
