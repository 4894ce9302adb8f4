import {
  analyze,
  csvTime,
  type AnalysisResult,
  type AnalysisType,
  type AnalyzeOptions,
  type Candle,
} from '@candlelens/analysis';
import type { ChartReading } from '@candlelens/chart-reader';

/**
 * The reader's candles as the engine's: finite prices only, times as the chart's own wall-clock
 * time (an ISO offset is dropped, so dates read as they do on the chart), volume when read.
 */
export function candlesOfReading(reading: ChartReading): Candle[] {
  const out: Candle[] = [];
  for (const c of reading.candles) {
    if (![c.open, c.high, c.low, c.close, c.x].every(Number.isFinite)) continue;
    const time = c.time ? csvTime(c.time) : undefined;
    out.push({
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      ...(time !== undefined ? { time } : {}),
      ...(c.volume !== null && Number.isFinite(c.volume) ? { volume: c.volume } : {}),
    });
  }
  return out;
}

/** Decimals of the price labels the reader read off the axis ("696.00" -> 2), or null. */
export function labelDecimals(reading: ChartReading): number | null {
  const texts = reading.priceAxis?.labels.map((l) => l.text).filter((t) => /\d/.test(t)) ?? [];
  if (texts.length === 0) return null;
  return Math.max(
    ...texts.map((t) => /[.,](\d+)\s*$/.exec(t.replace(/[^\d.,]/g, ''))?.[1]?.length ?? 0),
  );
}

/** What the reader saw besides the candles, as the engine's options. */
export function optionsOfReading(reading: ChartReading): AnalyzeOptions {
  const relative = reading.relativePrices || reading.priceAxis === null;
  return {
    relative,
    timeframe: reading.timeframe,
    symbol: reading.symbol,
    priceDecimals: relative ? null : labelDecimals(reading),
    volumeSource: 'chart',
  };
}

/** Analyses what the reader recovered; prices are relative when the price axis was not read. */
export function analyzeReading(
  reading: ChartReading,
  type: AnalysisType,
  options: { horizon?: number } = {},
): AnalysisResult {
  return analyze(candlesOfReading(reading), type, { ...optionsOfReading(reading), ...options });
}
