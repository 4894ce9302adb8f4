import { describe, expect, it } from 'vitest';
import { volatilityUnit } from '../src/indicator-series.ts';
import { keyLevels, roundNumberLevels } from '../src/levels.ts';
import { priceGaps, priorPeriod, referenceLevels } from '../src/reference-levels.ts';
import { trendSection } from '../src/trend.ts';
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
    // Price bounced off both edges several times: each visit is on the chart's record.
    expect(r1?.tests).toBeGreaterThanOrEqual(2);
    expect(r1?.held).toBe(r1?.tests);
    expect(s1?.held).toBeGreaterThanOrEqual(2);
  });

  it('gives each level its distance from the last close in percent and in ATR', () => {
    const r1 = levels.find((l) => l.label === 'R1');
    const close = RANGE[RANGE.length - 1]?.close ?? 0;
    expect(r1?.distancePercent).toBeCloseTo((((r1?.price ?? 0) - close) / close) * 100, 6);
    expect(r1?.distanceAtr).toBeCloseTo(((r1?.price ?? 0) - close) / atr, 6);
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

  it('finds the prior day on an intraday chart that shows times of day but no dates', () => {
    // hourly candles from 20:00: the day turns where the time of day goes back to 00:00
    const clocked = RANGE.map((c, i) => ({
      ...c,
      clock: { hour: (20 + i) % 24, minute: 0 },
    }));
    const day = (i: number) => Math.floor((20 + i) / 24);
    const lastDay = day(RANGE.length - 1);
    const yesterday = clocked.filter((_, i) => day(i) === lastDay - 1);
    const prior = priorPeriod(clocked, true);
    expect(prior?.high).toBe(Math.max(...yesterday.map((c) => c.high)));
    expect(prior?.low).toBe(Math.min(...yesterday.map((c) => c.low)));
    // a daily chart has no day to take from the times of day
    expect(priorPeriod(clocked, false)).toBeNull();
  });

  it('finds an open gap and the prior period high and low when the candles carry times', () => {
    const hourly = RANGE.map((c, i) => ({ ...c, time: Date.UTC(2024, 0, 1, 0) + i * 3_600_000 }));
    const prior = priorPeriod(hourly, true);
    const yesterday = hourly.filter((c) => new Date(c.time).getUTCDate() === 3);
    expect(prior?.high).toBe(Math.max(...yesterday.map((c) => c.high)));
    expect(prior?.low).toBe(Math.min(...yesterday.map((c) => c.low)));
    expect(priorPeriod(RANGE, true)).toBeNull();
    const gapped = [
      ...RANGE,
      ...RANGE.slice(-5).map((c) => ({
        open: c.open + 8,
        high: c.high + 8,
        low: c.low + 8,
        close: c.close + 8,
      })),
    ];
    const gap = priceGaps(gapped, atr).find((g) => !g.filled);
    expect(gap?.direction).toBe('up');
    expect(gap?.index).toBe(RANGE.length);
  });

  it('marks levels above the highest price on the chart as projections', () => {
    const climb = pathCandles(
      [
        [0, 100],
        [40, 140],
        [60, 181],
      ],
      { seed: 2 },
    );
    const a = volatilityUnit(climb);
    const swing = keyLevels(climb, a);
    const other = referenceLevels(climb, a, null, swing);
    const hi = Math.max(...climb.map((c) => c.high));
    const above = other.filter((l) => l.price > hi);
    expect(above.length).toBeGreaterThan(0);
    for (const l of above) {
      expect(l.projected).toBe(true);
      expect(l.tests).toBe(0);
    }
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
    const { section, lines } = trendSection(up, volatilityUnit(up), false, 'data');
    expect(section.direction).toBe('up');
    expect(section.structure).toBe('higher highs and higher lows');
    expect(section.moveAtr).toBeGreaterThan(2);
    expect(lines.length).toBeGreaterThan(0);
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
    expect(trendSection(down, volatilityUnit(down), false, 'data').section.direction).toBe('down');
    expect(trendSection(RANGE, volatilityUnit(RANGE), false, 'data').section.direction).toBe(
      'sideways',
    );
  });

  it('compares recent volume with its 20-bar average and says where it came from', () => {
    const daily = RANGE.map((c, i) => ({ ...c, volume: i >= RANGE.length - 5 ? 200 : 100 }));
    const { section } = trendSection(daily, volatilityUnit(daily), false, 'chart');
    expect(section.volume?.recentVsAverage).toBeCloseTo(200 / 125, 2);
    expect(section.volume?.source).toBe('chart');
  });
});
