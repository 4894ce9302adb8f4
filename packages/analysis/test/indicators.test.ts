import { describe, expect, it } from 'vitest';
import {
  atrSeries,
  bollingerSeries,
  emaSeries,
  macdSeries,
  rsiSeries,
  smaSeries,
  stochasticSeries,
} from '../src/indicator-series.ts';
import { indicatorsSection } from '../src/indicators.ts';
import { fixture } from './fixtures.ts';
import {
  refAtr,
  refBollinger,
  refEma,
  refMacd,
  refRsi,
  refSma,
  refStochastic,
} from './reference-indicators.ts';

const SERIES = ['btc-usd-daily.csv', 'goog-2011-daily.csv', 'spy-minute-2011-03.csv'];

function expectClose(
  actual: number | null | undefined,
  expected: number | null | undefined,
  scale: number,
): void {
  expect(actual === null || actual === undefined).toBe(expected === null || expected === undefined);
  if (actual !== null && actual !== undefined && expected !== null && expected !== undefined) {
    expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, scale));
  }
}

describe.each(SERIES)('library indicators match the reference implementation on %s', (file) => {
  const candles = fixture(file);
  const closes = candles.map((c) => c.close);
  const scale = Math.max(...closes);

  it('SMA and EMA 20/50', () => {
    for (const p of [20, 50]) {
      const sma = smaSeries(candles, p);
      const ema = emaSeries(candles, p);
      refSma(closes, p).forEach((v, i) => expectClose(sma[i], v, scale));
      refEma(closes, p).forEach((v, i) => expectClose(ema[i], v, scale));
    }
  });

  it('RSI(14) and ATR(14) with Wilder smoothing', () => {
    const rsi = rsiSeries(candles);
    refRsi(closes).forEach((v, i) => expectClose(rsi[i], v, 100));
    const atr = atrSeries(candles);
    refAtr(candles).forEach((v, i) => expectClose(atr[i], v, scale));
  });

  it('MACD(12,26,9), Bollinger(20,2) and slow Stochastic(14,3,3)', () => {
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
  });
});

describe('indicatorsSection', () => {
  it('reads overbought momentum on a steady rise and counts the votes', () => {
    const candles = Array.from({ length: 60 }, (_, i) => ({
      open: 100 + i,
      high: 101.5 + i,
      low: 99.5 + i,
      close: 101 + i,
    }));
    const s = indicatorsSection(candles, 2);
    expect(s.rsi14).toBe(100);
    expect(s.readings.find((r) => r.name === 'RSI(14)')?.signal).toBe('bearish');
    expect(s.readings.find((r) => r.name === 'EMA(20)')?.signal).toBe('bullish');
    expect(s.sma.map((m) => m.period)).toEqual([20, 50]);
    expect(s.agreement.bullish + s.agreement.bearish + s.agreement.neutral).toBe(s.readings.length);
    expect(s.agreement.conflict).toContain('trend-following readings lean bullish');
    expect(s.agreement.conflict).toContain('oscillators lean bearish (RSI(14)');
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
    expect(s.readings.find((r) => r.name === 'RSI(14)')?.signal).toBe('bullish');
    expect(s.readings.find((r) => r.name.startsWith('MACD'))?.note).toContain('below zero');
    expect(s.stochastic?.k).toBeLessThanOrEqual(20);
  });

  it('leaves out the 200-bar averages when the chart is shorter', () => {
    const s = indicatorsSection(fixture('goog-2011-daily.csv'), 2);
    expect(s.sma.some((m) => m.period === 200)).toBe(false);
    expect(s.ema.some((m) => m.period === 200)).toBe(false);
    const long = indicatorsSection(fixture('btc-usd-daily.csv'), 1);
    expect(long.sma.some((m) => m.period === 200)).toBe(true);
  });
});
