import { describe, expect, it } from 'vitest';
import { volatilityUnit } from '../src/indicator-series.ts';
import { keyLevels, recentBreakouts, roundNumberLevels } from '../src/levels.ts';
import { trendSection } from '../src/trend.ts';
import { tradePlan } from '../src/trade-plan.ts';
import { pathCandles } from './shapes.ts';

/** Bounces between 100 and 110 five times, ending mid-range at 105. */
const RANGE = pathCandles(
  [
    [0, 105],
    [8, 100],
    [16, 110],
    [24, 100],
    [32, 110],
    [40, 100],
    [48, 110],
    [56, 100],
    [64, 110],
    [72, 105],
  ],
  { seed: 3 },
);

describe('key levels', () => {
  const atr = volatilityUnit(RANGE);
  const levels = keyLevels(RANGE, atr);

  it('finds the range edges as the strongest support and resistance, with their touches', () => {
    const r1 = levels.find((l) => l.label === 'R1');
    const s1 = levels.find((l) => l.label === 'S1');
    expect(r1?.price).toBeCloseTo(110.5, 0);
    expect(s1?.price).toBeCloseTo(99.5, 0);
    expect(r1?.touches).toBeGreaterThanOrEqual(3);
    expect(s1?.touches).toBeGreaterThanOrEqual(3);
    expect(r1?.reaction).toBe('rejected');
  });

  it('keeps every level inside the visible range', () => {
    const lo = Math.min(...RANGE.map((c) => c.low));
    const hi = Math.max(...RANGE.map((c) => c.high));
    for (const l of levels) {
      expect(l.price).toBeGreaterThanOrEqual(lo);
      expect(l.price).toBeLessThanOrEqual(hi);
    }
  });

  it('offers round numbers near the last close', () => {
    const round = roundNumberLevels(RANGE);
    expect(round.map((r) => r.position)).toEqual(['above', 'below']);
    for (const r of round) expect(Math.abs(r.price - 105)).toBeLessThanOrEqual(5);
  });

  it('reports a breakout above resistance and its retest', () => {
    const breakout = pathCandles(
      [
        [0, 105],
        [8, 100],
        [16, 110],
        [24, 100],
        [32, 110],
        [40, 100],
        [48, 110],
        [52, 104],
        [58, 118],
        [63, 111],
        [68, 116],
      ],
      { seed: 3 },
    );
    const found = recentBreakouts(
      breakout,
      keyLevels(breakout.slice(0, 50), volatilityUnit(breakout)),
      volatilityUnit(breakout),
    );
    const up = found.find((b) => b.direction === 'up');
    expect(up).toBeDefined();
    expect(up?.retestIndex).not.toBeNull();
    expect(up?.holding).toBe(true);
  });

  it('plans a stop beyond the level behind the entry and a target at the level ahead', () => {
    const nearSupport = pathCandles(
      [
        [0, 105],
        [8, 100],
        [16, 110],
        [24, 100],
        [32, 110],
        [40, 100],
        [48, 110],
        [56, 100],
        [64, 110],
        [72, 101.5],
      ],
      { seed: 3 },
    );
    const a = volatilityUnit(nearSupport);
    const lv = keyLevels(nearSupport, a);
    const plan = tradePlan(nearSupport, lv, a, 'sideways', 2);
    const s1 = lv.find((l) => l.label === 'S1')?.price ?? 0;
    const r1 = lv.find((l) => l.label === 'R1')?.price ?? 0;
    expect(plan?.side).toBe('long');
    expect(plan?.stop).toBeCloseTo(s1 - 0.5 * a, 2);
    expect(plan?.target).toBeCloseTo(r1, 2);
    expect(plan?.riskReward).toBeGreaterThan(1);
  });

  it('uses two ATR from the close when the level behind is more than three ATR away', () => {
    const plan = tradePlan(RANGE, levels, atr, 'up', 2);
    const close = RANGE[RANGE.length - 1]?.close ?? 0;
    expect(plan?.side).toBe('long');
    expect(plan?.stop).toBeCloseTo(close - 2 * atr, 2);
    expect(plan?.reasoning).toContain('no support within three ATR');
  });
});

describe('trend', () => {
  it('calls a zig-zag climb an uptrend with higher highs and higher lows', () => {
    const up = pathCandles(
      [
        [0, 100],
        [10, 110],
        [16, 105],
        [26, 116],
        [32, 111],
        [42, 122],
        [48, 117],
        [58, 128],
        [62, 126],
      ],
      { seed: 5 },
    );
    const { section, lines } = trendSection(up, volatilityUnit(up), [], false);
    expect(section.direction).toBe('up');
    expect(section.structure).toBe('higher highs and higher lows');
    expect(section.moveAtr).toBeGreaterThan(2);
    expect(lines.length).toBeGreaterThan(0);
    expect(section.timeframe).toBeNull();
    expect(section.volume).toBeNull();
  });

  it('calls the mirror image a downtrend and a flat range sideways', () => {
    const down = pathCandles(
      [
        [0, 200],
        [10, 190],
        [16, 195],
        [26, 184],
        [32, 189],
        [42, 178],
        [48, 183],
        [58, 172],
        [62, 174],
      ],
      { seed: 5 },
    );
    expect(trendSection(down, volatilityUnit(down), [], false).section.direction).toBe('down');
    expect(trendSection(RANGE, volatilityUnit(RANGE), [], false).section.direction).toBe(
      'sideways',
    );
  });

  it('names the timeframe from candle times and compares recent volume', () => {
    const daily = RANGE.map((c, i) => ({
      ...c,
      time: Date.UTC(2020, 0, 1 + i),
      volume: i >= RANGE.length - 5 ? 200 : 100,
    }));
    const { section } = trendSection(daily, volatilityUnit(daily), [], false);
    expect(section.timeframe).toBe('daily');
    expect(section.volume?.recentVsAverage).toBeCloseTo(200 / 125, 2);
  });
});
