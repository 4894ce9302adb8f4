import { analyze, type AnalysisResult, type AnalysisType, type Candle } from '@candlelens/analysis';
import type { ChartReading } from '@candlelens/chart-reader';

/** The reader's candles as the engine's: finite prices only, times in epoch ms, volume when read. */
export function candlesOfReading(reading: ChartReading): Candle[] {
  const out: Candle[] = [];
  for (const c of reading.candles) {
    if (![c.open, c.high, c.low, c.close, c.x].every(Number.isFinite)) continue;
    const time = c.time ? Date.parse(c.time) : NaN;
    out.push({
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      ...(Number.isFinite(time) ? { time } : {}),
      ...(c.volume !== null && Number.isFinite(c.volume) ? { volume: c.volume } : {}),
    });
  }
  return out;
}

/** Analyses what the reader recovered; prices are relative when the price axis was not read. */
export function analyzeReading(
  reading: ChartReading,
  type: AnalysisType,
  options: { horizon?: number } = {},
): AnalysisResult {
  const relative = reading.relativePrices || reading.priceAxis === null;
  return analyze(candlesOfReading(reading), type, { ...options, relative });
}
