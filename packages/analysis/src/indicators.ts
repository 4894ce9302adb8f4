import {
  atrSeries,
  bollingerSeries,
  emaApproximate,
  emaSeries,
  lastValue,
  macdSeries,
  rmaApproximate,
  rsiSeries,
  smaSeries,
  stochasticSeries,
} from './indicator-series.ts';
import { roundTo } from './math.ts';
import type { Candle, IndicatorLine, IndicatorReading, IndicatorsSection } from './types.ts';

const PERIODS = [20, 50, 200];

/** A reading and the evidence-file claim its signal stands for. */
export interface ClaimedReading extends IndicatorReading {
  claim: string | null;
}

function reading(
  name: string,
  value: number | null,
  signal: IndicatorReading['signal'],
  note: string,
  approximate: boolean,
  claim: string | null,
): ClaimedReading {
  return { name, value, signal, note, approximate, evidence: null, claim };
}

function rsiReading(rsi: number, approx: boolean): ClaimedReading {
  const v = roundTo(rsi, 2);
  if (rsi >= 70)
    return reading(
      'RSI(14)',
      v,
      'bearish',
      'overbought (70 or above)',
      approx,
      'indicator:rsi:overbought',
    );
  if (rsi <= 30)
    return reading(
      'RSI(14)',
      v,
      'bullish',
      'oversold (30 or below)',
      approx,
      'indicator:rsi:oversold',
    );
  if (rsi >= 55)
    return reading(
      'RSI(14)',
      v,
      'bullish',
      'above 55: recent gains outweigh losses',
      approx,
      'indicator:rsi:above 55',
    );
  if (rsi <= 45)
    return reading(
      'RSI(14)',
      v,
      'bearish',
      'below 45: recent losses outweigh gains',
      approx,
      'indicator:rsi:below 45',
    );
  return reading(
    'RSI(14)',
    v,
    'neutral',
    'between 45 and 55: gains and losses about even',
    approx,
    null,
  );
}

function lean(readings: readonly IndicatorReading[]): IndicatorsSection['lean'] {
  const up = readings.filter((r) => r.signal === 'bullish').length;
  const down = readings.filter((r) => r.signal === 'bearish').length;
  return up > down ? 'bullish' : down > up ? 'bearish' : 'neutral';
}

/** RSI, MACD, moving averages, Bollinger Bands, Stochastic and ATR at the last bar, with what each shows. */
export function indicatorsSection(
  candles: readonly Candle[],
  decimals: number,
): Omit<IndicatorsSection, 'readings'> & { readings: ClaimedReading[] } {
  const n = candles.length;
  const last = candles[n - 1] as Candle;
  const price = (v: number) => roundTo(v, decimals + 2);
  const readings: ClaimedReading[] = [];
  const rsi = lastValue(rsiSeries(candles));
  if (rsi !== null) readings.push(rsiReading(rsi, rmaApproximate(n - 1, 14)));
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
    readings.push(
      reading(
        'MACD(12,26,9) histogram',
        macd.histogram,
        up ? 'bullish' : macd.histogram < 0 ? 'bearish' : 'neutral',
        `the MACD line is ${up ? 'above' : 'below'} its signal line and ${macd.macd >= 0 ? 'above' : 'below'} zero`,
        emaApproximate(n - 25, 9) || emaApproximate(n, 26),
        up ? 'indicator:macd:above signal' : 'indicator:macd:below signal',
      ),
    );
  }
  const sma = PERIODS.filter((p) => n >= p).map((period) => ({
    period,
    value: price(lastValue(smaSeries(candles.slice(-period), period)) as number),
  }));
  const ema = PERIODS.filter((p) => n >= p).map((period) => ({
    period,
    value: price(lastValue(emaSeries(candles, period)) as number),
    approximate: emaApproximate(n, period),
  }));
  for (const e of ema) {
    const above = last.close > e.value;
    readings.push(
      reading(
        `EMA(${e.period})`,
        e.value,
        above ? 'bullish' : 'bearish',
        `the close is ${above ? 'above' : 'below'} the average`,
        e.approximate,
        `indicator:ema${e.period}:${above ? 'above' : 'below'}`,
      ),
    );
  }
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
    const [signal, note, claim]: [IndicatorReading['signal'], string, string | null] =
      percentB > 1
        ? ['bearish', 'the close is above the upper band', 'indicator:bollinger:above upper']
        : percentB < 0
          ? ['bullish', 'the close is below the lower band', 'indicator:bollinger:below lower']
          : [
              'neutral',
              `the close is ${Math.round(percentB * 100)}% of the way from the lower band to the upper one`,
              null,
            ];
    readings.push(reading('Bollinger Bands(20,2)', percentB, signal, note, false, claim));
  }
  const stRaw = lastValue(stochasticSeries(candles.slice(-40)));
  const stochastic = stRaw ? { k: roundTo(stRaw.k, 2), d: roundTo(stRaw.d, 2) } : null;
  if (stochastic) {
    const { k, d } = stochastic;
    const [signal, note, claim]: [IndicatorReading['signal'], string, string | null] =
      k >= 80
        ? ['bearish', 'overbought (80 or above)', 'indicator:stochastic:overbought']
        : k <= 20
          ? ['bullish', 'oversold (20 or below)', 'indicator:stochastic:oversold']
          : [
              'neutral',
              `between 20 and 80, its fast line ${k > d ? 'above' : k < d ? 'below' : 'at'} its slow line`,
              null,
            ];
    readings.push(reading('Stochastic(14,3,3)', k, signal, note, false, claim));
  }
  const atr = lastValue(atrSeries(candles));
  return {
    rsi14: rsi === null ? null : roundTo(rsi, 2),
    macd,
    sma,
    ema,
    bollinger,
    stochastic,
    atr14: atr === null ? null : price(atr),
    readings,
    lean: lean(readings),
  };
}

/** Moving averages and Bollinger Bands as lines over the candles (null before warm-up). */
export function indicatorLines(candles: readonly Candle[], decimals: number): IndicatorLine[] {
  const n = candles.length;
  const r = (s: (number | null)[]) => s.map((v) => (v === null ? null : roundTo(v, decimals + 2)));
  const out: IndicatorLine[] = [];
  for (const p of PERIODS.filter((p) => n >= p)) {
    const approx = emaApproximate(n, p) ? ' (approximate)' : '';
    out.push({ key: `ema-${p}`, label: `EMA ${p}${approx}`, values: r(emaSeries(candles, p)) });
  }
  for (const p of [50, 200].filter((p) => n >= p))
    out.push({ key: `sma-${p}`, label: `SMA ${p}`, values: r(smaSeries(candles, p)) });
  const bb = bollingerSeries(candles);
  if (n >= 20) {
    out.push({
      key: 'bb-upper',
      label: 'Bollinger upper (20, 2)',
      values: r(bb.map((b) => b?.upper ?? null)),
    });
    out.push({
      key: 'bb-middle',
      label: 'Bollinger middle (SMA 20)',
      values: r(bb.map((b) => b?.middle ?? null)),
    });
    out.push({
      key: 'bb-lower',
      label: 'Bollinger lower (20, 2)',
      values: r(bb.map((b) => b?.lower ?? null)),
    });
  }
  return out;
}
