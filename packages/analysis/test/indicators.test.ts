import { describe, expect, it } from 'vitest';
import type { Candle } from '../src/types.ts';
import {
  adxSeries,
  atrSeries,
  bollingerSeries,
  emaApproximate,
  emaSeries,
  lastValue,
  macdSeries,
  rsiSeries,
  smaSeries,
  stochasticSeries,
} from '../src/indicator-series.ts';
import { indicatorsSection } from '../src/indicators.ts';
import { realSeries, SHARED_DATA, SKIP_REASON } from './real-series.ts';
import {
  refAdx,
  refAtr,
  refBollinger,
  refEma,
  refMacd,
  refRsi,
  refSma,
  refStochastic,
} from './reference-indicators.ts';
import { seededRandom } from './shapes.ts';

function expectClose(
  actual: number | null | undefined,
  expected: number | null | undefined,
  scale: number,
): void {
  expect(actual === null || actual === undefined).toBe(expected === null || expected === undefined);
  if (actual !== null && actual !== undefined && expected !== null && expected !== undefined) {
    expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-8 * Math.max(1, scale));
  }
}

function walk(seed: number, n: number): Candle[] {
  const rand = seededRandom(seed);
  let close = 100;
  return Array.from({ length: n }, () => {
    const open = close;
    close = open * (1 + (rand() - 0.5) * 0.04);
    return {
      open,
      close,
      high: Math.max(open, close) * (1 + rand() * 0.01),
      low: Math.min(open, close) * (1 - rand() * 0.01),
    };
  });
}

function checkAgainstReference(candles: Candle[]): void {
  const closes = candles.map((c) => c.close);
  const scale = Math.max(...closes);
  for (const p of [20, 50]) {
    refSma(closes, p).forEach((v, i) => expectClose(smaSeries(candles, p)[i], v, scale));
    const ema = emaSeries(candles, p);
    refEma(closes, p).forEach((v, i) => expectClose(ema[i], v, scale));
  }
  const rsi = rsiSeries(candles);
  refRsi(closes).forEach((v, i) => expectClose(rsi[i], v, 100));
  const atr = atrSeries(candles);
  refAtr(candles).forEach((v, i) => expectClose(atr[i], v, scale));
  const adx = adxSeries(candles);
  refAdx(candles).forEach((v, i) => expectClose(adx[i], v, 100));
  const macd = macdSeries(candles);
  refMacd(closes).forEach((v, i) => {
    expectClose(macd[i]?.macd, v?.macd, scale);
    expectClose(macd[i]?.signal, v?.signal, scale);
  });
  const bb = bollingerSeries(candles);
  refBollinger(closes).forEach((v, i) => {
    expectClose(bb[i]?.upper, v?.upper, scale);
    expectClose(bb[i]?.lower, v?.lower, scale);
  });
  const st = stochasticSeries(candles);
  refStochastic(candles).forEach((v, i) => {
    expectClose(st[i]?.k, v?.k, 100);
    expectClose(st[i]?.d, v?.d, 100);
  });
}

describe("indicators follow TradingView's definitions", () => {
  it('match an independent reference on seeded random walks', () => {
    for (const seed of [1, 2, 3]) checkAgainstReference(walk(seed, 260));
  });

  it.skipIf(!SHARED_DATA)(`match it on real daily and intraday series (${SKIP_REASON})`, () => {
    for (const file of ['us/MSFT_1d.csv', 'fx/EURUSD_1h.csv', 'crypto/BTCUSDT_5m.csv'])
      checkAgainstReference(realSeries(file, 300));
  });

  it('seed the EMA with a simple average: on a straight line it lags by exactly (period - 1) / 2', () => {
    const line = Array.from({ length: 40 }, (_, i) => ({
      open: i + 1,
      high: i + 1.5,
      low: i + 0.5,
      close: i + 1,
    }));
    const ema = emaSeries(line, 10);
    expect(ema[8]).toBeNull();
    for (let i = 9; i < 40; i++) expect(ema[i]).toBeCloseTo(i + 1 - 4.5, 10);
  });

  it('count a tie between the up and the down move for neither side of the ADX', () => {
    // Every bar widens by the same amount both ways: +DM and -DM tie on every bar.
    const widening = Array.from({ length: 60 }, (_, i) => ({
      open: 100,
      close: 100,
      high: 101 + i * 0.1,
      low: 99 - i * 0.1,
    }));
    expect(lastValue(adxSeries(widening))).toBe(0);
    // A steady climb is all +DM: ADX 100.
    const climb = Array.from({ length: 60 }, (_, i) => ({
      open: 100 + i,
      close: 100.5 + i,
      high: 101 + i,
      low: 99.8 + i,
    }));
    expect(lastValue(adxSeries(climb))).toBeCloseTo(100, 6);
  });

  it('mark values that lean on unseen history as approximate', () => {
    expect(emaApproximate(250, 200)).toBe(true);
    expect(emaApproximate(80, 20)).toBe(false);
    const s = indicatorsSection(walk(4, 250), 2);
    expect(s.ema.find((e) => e.period === 200)?.approximate).toBe(true);
    expect(s.ema.find((e) => e.period === 20)?.approximate).toBe(false);
  });
});

describe('indicatorsSection', () => {
  it('reads overbought momentum on a steady rise', () => {
    const candles = Array.from({ length: 60 }, (_, i) => ({
      open: 100 + i,
      high: 101.5 + i,
      low: 99.5 + i,
      close: 101 + i,
    }));
    const s = indicatorsSection(candles, 2);
    expect(s.rsi14).toBe(100);
    expect(s.readings.find((r) => r.name === 'RSI(14)')?.note).toContain('overbought');
    expect(s.readings.find((r) => r.name === 'EMA(20)')?.signal).toBe('bullish');
    expect(s.sma.map((m) => m.period)).toEqual([20, 50]);
  });

  it('reads oversold momentum on a steady fall', () => {
    const candles = Array.from({ length: 60 }, (_, i) => ({
      open: 200 - i,
      high: 200.5 - i,
      low: 198.5 - i,
      close: 199 - i,
    }));
    const s = indicatorsSection(candles, 2);
    expect(s.rsi14).toBe(0);
    expect(s.readings.find((r) => r.name.startsWith('MACD'))?.note).toContain('below zero');
    expect(s.stochastic?.k).toBeLessThanOrEqual(20);
  });

  it('leaves out the 200-bar averages when the chart is shorter', () => {
    expect(indicatorsSection(walk(5, 120), 2).ema.some((m) => m.period === 200)).toBe(false);
    expect(indicatorsSection(walk(5, 260), 2).sma.some((m) => m.period === 200)).toBe(true);
  });
});
