// The forecast ranges a trader reads: taken from the generated calibration table of the chart's
// own group, scaled by the chart's own volatility or drawn as a plain band of typical moves
// (whichever measured better for the group), and called rough wherever that group's ranges
// missed their labels by more than 3 points out of sample or rest on fewer than 10 series.
import { describe, expect, it } from 'vitest';
import {
  analyze,
  atrSeries,
  groupLabel,
  LEVELS,
  rangeSigma,
  type Candle,
  type RangeEvidence,
} from '../src/index.ts';
import { EVIDENCE } from '../src/evidence/evidence.ts';
import { predictionText } from '../src/text-prediction.ts';
import type { Forecast } from '../src/types.ts';
import { seededRandom } from './shapes.ts';

function walk(seed: number, n: number): Candle[] {
  const rand = seededRandom(seed);
  let close = 100;
  return Array.from({ length: n }, () => {
    const open = close;
    close = open * (1 + (rand() - 0.5) * 0.02);
    return {
      open,
      close,
      high: Math.max(open, close) * (1 + rand() * 0.004),
      low: Math.min(open, close) * (1 - rand() * 0.004),
    };
  });
}

/** Candles whose one-bar moves are all 0.5%, in runs of `run` bars of the same sign. */
function runs(run: number, n: number): Candle[] {
  let close = 100;
  return Array.from({ length: n }, (_, i) => {
    const open = close;
    close = open * (Math.floor(i / run) % 2 === 0 ? 1.005 : 1 / 1.005);
    return { open, close, high: Math.max(open, close), low: Math.min(open, close) };
  });
}

/**
 * 15-minute candles of a market open 09:30-16:00 (26 bars a day, weekdays): small moves inside a
 * session, an overnight gap of about 1% at each open. `clock` gives times of day only.
 */
function sessionCandles(days: number, clock = false): Candle[] {
  const rand = seededRandom(11);
  const out: Candle[] = [];
  let close = 100;
  for (let day = 0; day < days; day++)
    for (let k = 0; k < 26; k++) {
      const move = k === 0 ? (rand() - 0.5) * 0.04 : (rand() - 0.5) * 0.004;
      const open = close;
      close = open * (1 + move);
      const minutes = 9 * 60 + 30 + 15 * k;
      const c: Candle = {
        open,
        close,
        high: Math.max(open, close) * 1.0005,
        low: Math.min(open, close) * 0.9995,
      };
      if (clock) c.clock = { hour: Math.floor(minutes / 60), minute: minutes % 60 };
      else c.time = Date.UTC(2025, 0, 6 + day + 2 * Math.floor(day / 5)) + minutes * 60_000;
      out.push(c);
    }
  return out;
}

/** The 95% range 10 bars ahead as the table draws it: its quantiles times the chart's own scale,
 * or +- k typical moves (ATR 14), by the weight the evidence chose for the group. */
function p95Of(table: RangeEvidence, candles: readonly Candle[], scale: number, decimals: number) {
  const last = (candles[candles.length - 1] as Candle).close;
  const atr = atrSeries(candles.slice(-150)).at(-1) as number;
  const w = table.weights[2];
  const q = table.quantiles[9] ?? [];
  const k = (table.atrK[9]?.[2] ?? 0) * (atr / last);
  const f = 10 ** decimals;
  const price = (move: number) => Math.round(last * Math.exp(move) * f) / f;
  const lo = w * (q[LEVELS.indexOf(0.025)] as number) * scale - (1 - w) * k;
  const hi = w * (q[LEVELS.indexOf(0.975)] as number) * scale + (1 - w) * k;
  return [price(lo), price(hi)];
}

const missed = (c: readonly number[]) =>
  [0.5, 0.8, 0.95].some((target, k) => Math.abs((c[k] as number) - target) > 0.03);

const CLASSES: [string | undefined, string][] = [
  ['BTCUSDT', 'crypto'],
  ['EURUSD', 'fx'],
  ['XAUUSD', 'commodity'],
  ['SPX', 'indices'],
  ['NSE:RELIANCE', 'india'],
  [undefined, 'all'],
];

describe('forecast ranges from the calibration table', () => {
  for (const [symbol, cls] of CLASSES)
    for (const [timeframe, bucket] of [
      ['5m', 'intraday'],
      ['1D', 'daily'],
    ] as const)
      it(`uses the ${cls}/${bucket} table for a ${timeframe} chart of ${symbol ?? 'an unknown market'}`, () => {
        const own = EVIDENCE.ranges[`${cls}/${bucket}`];
        const key = own && own.n >= 200 ? `${cls}/${bucket}` : `all/${bucket}`;
        const table = EVIDENCE.ranges[key];
        expect(table).toBeDefined();
        const candles = walk(cls.length + bucket.length, 200);
        const r = analyze(candles, 'prediction', {
          ...(symbol ? { symbol } : {}),
          timeframe,
          priceDecimals: 4,
        });
        const f = r.forecast;
        expect(f?.calibration?.group).toBe(groupLabel(key));
        expect(f?.calibration?.coverage95).toBe(table?.coverage[2]);
        // the 95% range 10 bars ahead: the table's way of drawing it on this chart
        const scale = rangeSigma(candles, candles.length - 1) * Math.sqrt(10);
        expect(f?.path[9]?.p95).toEqual(p95Of(table as RangeEvidence, candles, scale, 4));
        // the text calls the ranges rough exactly where this group missed its labels or has few series
        if (missed(table?.coverage ?? []) || table?.rough)
          expect(r.text).toContain('so read them as rough');
        else expect(r.text).not.toContain('read them as rough');
      });

  it('draws one way per group, and for a chart whose timeframe was not read the band, saying why', () => {
    for (const table of Object.values(EVIDENCE.ranges))
      expect(new Set(table.weights).size, 'one way for all three ranges').toBe(1);
    // daily and intraday charts pooled: the earlier folds cannot tell which way suits the later ones
    expect(EVIDENCE.ranges['all/all']?.weights).toEqual([0, 0, 0]);
    const r = analyze(walk(7, 200), 'prediction', { priceDecimals: 2 });
    expect(r.forecast?.calibration?.group).toBe(groupLabel('all/all'));
    expect(r.text).toContain(
      "without the chart's timeframe, the simpler of the two ways measured, as on daily and intraday charts together neither held up better throughout",
    );
    expect(r.text).not.toContain('it measured better than ranges scaled');
  });

  it('widens the range of a chart whose prices ran one way for ten bars at a time', () => {
    // the same 0.5% one-bar moves: in runs of ten bars, or turning every two bars
    const trending = runs(10, 200);
    const swinging = runs(2, 200);
    const width = (c: Candle[]) => {
      const p95 = analyze(c, 'prediction', { timeframe: '5m' }).forecast?.path[9]?.p95 ?? [1, 1];
      return p95[1] / p95[0];
    };
    expect(width(trending)).toBeGreaterThan(width(swinging));
    const oneBar = Math.log(1.005);
    expect(rangeSigma(trending, 199)).toBeGreaterThan(1.5 * oneBar);
    expect(rangeSigma(swinging, 199)).toBeLessThan(0.75 * oneBar);
  });
});

describe('ranges on a chart of a market that closes every day', () => {
  const candles = sessionCandles(12);
  const width = (chart: Candle[]) => {
    const r = analyze(chart, 'prediction', { timeframe: '15m' });
    const p95 = r.forecast?.path[9]?.p95 ?? [1, 1];
    return { ratio: p95[1] / p95[0], text: r.text };
  };
  // the 3rd bar of a session (10 bars stay inside it), and the 22nd (the next 10 cross the close)
  const inside = width(candles.slice(0, 26 * 10 + 3));
  const across = width(candles.slice(0, 26 * 10 + 22));

  it('widens the range only when the next bars cross the overnight close', () => {
    expect(across.ratio - 1).toBeGreaterThan(2.5 * (inside.ratio - 1));
    expect(inside.text).toContain(
      'the next 10 bars stay inside the current session, so no overnight gap is counted',
    );
    expect(across.text).toContain('the next 10 bars open one new session');
  });

  it('reads the sessions from times of day alone', () => {
    const clocked = sessionCandles(12, true).slice(0, 26 * 10 + 22);
    expect(analyze(clocked, 'prediction').forecast?.path[9]?.p95).toEqual(
      analyze(candles.slice(0, 26 * 10 + 22), 'prediction').forecast?.path[9]?.p95,
    );
  });

  it('takes a 24-hour market with an outage for no session market', () => {
    // hourly candles around the clock with one 7-hour hole
    const hourly = walk(3, 200).map((c, i) => ({
      ...c,
      time: Date.UTC(2024, 0, 1) + (i + (i >= 150 ? 7 : 0)) * 3_600_000,
    }));
    const r = analyze(hourly, 'prediction', { priceDecimals: 4 });
    expect(r.text).not.toContain('session');
    const scale = rangeSigma(hourly, 199) * Math.sqrt(10);
    const table = EVIDENCE.ranges['all/intraday'] as RangeEvidence;
    expect(r.forecast?.path[9]?.p95).toEqual(p95Of(table, hourly, scale, 4));
  });
});

describe('calibration said as measured', () => {
  const forecast = (
    coverage: [number, number, number],
    intervals?: [number, number][],
  ): Forecast => ({
    horizon: 10,
    path: [{ index: 100, price: 101, p50: [99, 103], p80: [97, 105], p95: [94, 108] }],
    probabilityUp: null,
    sigma: 0.01,
    calibration: {
      group: 'intraday charts of all markets',
      n: 9424,
      coverage50: coverage[0],
      coverage80: coverage[1],
      coverage95: coverage[2],
      ...(intervals ? { intervals } : {}),
    },
    direction: null,
  });
  const fmt = { decimals: 2, relative: false };

  it('prints the measured coverage and calls the ranges rough when a label is missed by more than 3 points', () => {
    const off = predictionText(forecast([0.536, 0.802, 0.942]), [], fmt);
    expect(off).toContain('held the close 54%/80%/94% of the time');
    expect(off).toContain('more than 3 points off their labels, so read them as rough');
  });

  it('claims no more than the measured coverage where the group is within 3 points', () => {
    const ok = predictionText(forecast([0.501, 0.794, 0.945]), [], fmt);
    expect(ok).toContain('50%/79%/95%');
    expect(ok).not.toContain('rough');
  });

  it('quotes each coverage with its 95% interval when the evidence has them', () => {
    const iv: [number, number][] = [
      [0.492, 0.511],
      [0.786, 0.803],
      [0.94, 0.95],
    ];
    expect(predictionText(forecast([0.501, 0.794, 0.945], iv), [], fmt)).toContain(
      'held the close 50.1% (49.2%-51.1%), 79.4% (78.6%-80.3%) and 94.5% (94.0%-95.0%) of the time',
    );
  });
});
