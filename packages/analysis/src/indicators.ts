import {
  atrSeries,
  bollingerSeries,
  emaSeries,
  lastValue,
  macdSeries,
  rsiSeries,
  smaSeries,
  stochasticSeries,
} from './indicator-series.ts';
import { roundTo } from './math.ts';
import type { Candle, IndicatorReading, IndicatorsSection } from './types.ts';

const PERIODS = [20, 50, 200];

function rsiReading(rsi: number): IndicatorReading {
  const value = roundTo(rsi, 1);
  if (rsi >= 70)
    return {
      name: 'RSI(14)',
      value,
      signal: 'bearish',
      note: 'overbought (70 or above), so upside momentum is stretched',
    };
  if (rsi <= 30)
    return {
      name: 'RSI(14)',
      value,
      signal: 'bullish',
      note: 'oversold (30 or below), so downside momentum is stretched',
    };
  if (rsi >= 55)
    return {
      name: 'RSI(14)',
      value,
      signal: 'bullish',
      note: 'above 55, so buyers have the momentum',
    };
  if (rsi <= 45)
    return {
      name: 'RSI(14)',
      value,
      signal: 'bearish',
      note: 'below 45, so sellers have the momentum',
    };
  return {
    name: 'RSI(14)',
    value,
    signal: 'neutral',
    note: 'between 45 and 55, so neither side has a momentum edge',
  };
}

const OSCILLATORS = ['RSI', 'Stochastic', 'Bollinger'];

function lean(readings: readonly IndicatorReading[]): 'bullish' | 'bearish' | 'neutral' {
  const up = readings.filter((r) => r.signal === 'bullish').length;
  const down = readings.filter((r) => r.signal === 'bearish').length;
  return up > down ? 'bullish' : down > up ? 'bearish' : 'neutral';
}

/** A sentence when the trend-following readings and the oscillators lean opposite ways. */
function conflictOf(readings: readonly IndicatorReading[]): string | null {
  const osc = readings.filter((r) => OSCILLATORS.some((o) => r.name.startsWith(o)));
  const trend = readings.filter((r) => !OSCILLATORS.some((o) => r.name.startsWith(o)));
  const a = lean(trend);
  const b = lean(osc);
  if (a === 'neutral' || b === 'neutral' || a === b) return null;
  const names = (rs: readonly IndicatorReading[], side: string) =>
    rs
      .filter((r) => r.signal === side)
      .map((r) => r.name)
      .join(', ');
  return `trend-following readings lean ${a} (${names(trend, a)}) while the oscillators lean ${b} (${names(osc, b)})`;
}

/** RSI, MACD, moving averages, Bollinger Bands, Stochastic and ATR at the last bar, with what each says. */
export function indicatorsSection(candles: readonly Candle[], decimals: number): IndicatorsSection {
  const n = candles.length;
  const last = candles[n - 1] as Candle;
  const price = (v: number) => roundTo(v, decimals + 2);
  const readings: IndicatorReading[] = [];
  const rsi = lastValue(rsiSeries(candles));
  if (rsi !== null) readings.push(rsiReading(rsi));
  const macdRaw = lastValue(macdSeries(candles));
  const macd = macdRaw
    ? {
        macd: price(macdRaw.macd),
        signal: price(macdRaw.signal),
        histogram: price(macdRaw.histogram),
      }
    : null;
  if (macd) {
    const up = macd.histogram > 0;
    readings.push({
      name: 'MACD(12,26,9) histogram',
      value: macd.histogram,
      signal: up ? 'bullish' : macd.histogram < 0 ? 'bearish' : 'neutral',
      note: `MACD line ${up ? 'above' : 'below'} its signal line, ${macd.macd >= 0 ? 'above' : 'below'} zero`,
    });
  }
  const sma = PERIODS.filter((p) => n >= p).map((period) => ({
    period,
    value: price(lastValue(smaSeries(candles.slice(-period), period)) as number),
  }));
  const ema = PERIODS.filter((p) => n >= p).map((period) => ({
    period,
    value: price(lastValue(emaSeries(candles, period)) as number),
  }));
  for (const e of ema) {
    const above = last.close > e.value;
    readings.push({
      name: `EMA(${e.period})`,
      value: e.value,
      signal: above ? 'bullish' : 'bearish',
      note: `close ${above ? 'above' : 'below'} the average`,
    });
  }
  const s50 = sma.find((s) => s.period === 50);
  const s200 = sma.find((s) => s.period === 200);
  if (s50 && s200) {
    const golden = s50.value > s200.value;
    readings.push({
      name: 'SMA(50) vs SMA(200)',
      value: null,
      signal: golden ? 'bullish' : 'bearish',
      note: golden
        ? 'the 50-bar average is above the 200-bar average'
        : 'the 50-bar average is below the 200-bar average',
    });
  }
  // Windowed indicators only need their window: the last value is identical and cheaper.
  const bbRaw = lastValue(bollingerSeries(candles.slice(-20)));
  let bollinger: IndicatorsSection['bollinger'] = null;
  if (bbRaw) {
    const width = bbRaw.upper - bbRaw.lower;
    const percentB = width > 0 ? roundTo((last.close - bbRaw.lower) / width, 2) : 0.5;
    bollinger = {
      upper: price(bbRaw.upper),
      middle: price(bbRaw.middle),
      lower: price(bbRaw.lower),
      percentB,
      widthPercent: bbRaw.middle > 0 ? roundTo((width / bbRaw.middle) * 100, 2) : 0,
    };
    const signal = percentB > 1 ? 'bearish' : percentB < 0 ? 'bullish' : 'neutral';
    const note =
      percentB > 1
        ? 'close above the upper band, stretched to the upside'
        : percentB < 0
          ? 'close below the lower band, stretched to the downside'
          : percentB >= 0.8
            ? 'close near the upper band'
            : percentB <= 0.2
              ? 'close near the lower band'
              : 'close inside the bands';
    readings.push({ name: 'Bollinger %B(20,2)', value: percentB, signal, note });
  }
  const stRaw = lastValue(stochasticSeries(candles.slice(-40)));
  const stochastic = stRaw ? { k: roundTo(stRaw.k, 1), d: roundTo(stRaw.d, 1) } : null;
  if (stochastic) {
    const { k, d } = stochastic;
    const signal =
      k >= 80 ? 'bearish' : k <= 20 ? 'bullish' : k > d ? 'bullish' : k < d ? 'bearish' : 'neutral';
    const note =
      k >= 80
        ? 'overbought (80 or above)'
        : k <= 20
          ? 'oversold (20 or below)'
          : `%K ${k > d ? 'above' : 'below'} %D`;
    readings.push({ name: 'Stochastic %K(14,3,3)', value: k, signal, note });
  }
  const atr = lastValue(atrSeries(candles));
  const bullish = readings.filter((r) => r.signal === 'bullish').length;
  const bearish = readings.filter((r) => r.signal === 'bearish').length;
  const neutral = readings.length - bullish - bearish;
  const total = readings.length;
  const verdict =
    total === 0
      ? 'not enough bars for any indicator'
      : bullish >= 0.7 * total
        ? 'the indicators agree on a bullish reading'
        : bearish >= 0.7 * total
          ? 'the indicators agree on a bearish reading'
          : bullish > bearish
            ? 'a bullish lean with conflicting signals'
            : bearish > bullish
              ? 'a bearish lean with conflicting signals'
              : 'mixed signals with no clear lean';
  return {
    rsi14: rsi === null ? null : roundTo(rsi, 1),
    macd,
    sma,
    ema,
    bollinger,
    stochastic,
    atr14: atr === null ? null : price(atr),
    readings,
    agreement: { bullish, bearish, neutral, verdict, conflict: conflictOf(readings) },
  };
}
