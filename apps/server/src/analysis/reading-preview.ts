import { runsAtOnce, type ChartReading, type ReadingHints } from '@candlelens/chart-reader';
import { labelDecimals } from '@candlelens/pipeline';
import { READING_WORDS, type ReadingPreviewData, type ReadingVerdict } from '@candlelens/contracts';

const finite = (...xs: number[]): boolean => xs.every(Number.isFinite);

/** The verdict the page acts on: analyse at once, ask the trader to check, or say why not. */
export function readingVerdict(reading: { accepted: boolean; confidence: number }): ReadingVerdict {
  if (!reading.accepted) return 'refused';
  return runsAtOnce(reading) ? 'looks-right' : 'check';
}

/**
 * What the page draws over the screenshot: the plot box, each candle's pixels and prices, the price
 * labels with the values read, the last candle, and the verdict in words. `width` x `height` are
 * the pixels the reading was made in (the trader's marks are given in the same pixels).
 */
export function readingPreview(
  chart: ChartReading,
  size: { width: number; height: number },
  hints: ReadingHints | null,
): ReadingPreviewData {
  const candles = chart.candles
    .filter((c) => finite(c.x, c.open, c.high, c.low, c.close, c.yOpen, c.yHigh, c.yLow, c.yClose))
    .map((c) => ({
      x: c.x,
      bodyWidth: c.bodyWidth,
      yOpen: c.yOpen,
      yHigh: c.yHigh,
      yLow: c.yLow,
      yClose: c.yClose,
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      up: c.up ?? null,
    }));
  const last = chart.candles.at(-1);
  const verdict = readingVerdict(chart);
  return {
    width: size.width,
    height: size.height,
    accepted: chart.accepted,
    reason: chart.reason,
    confidence: chart.confidence,
    verdict,
    verdictText:
      verdict === 'refused'
        ? (chart.reason ?? 'No candlestick chart was found in this image.')
        : verdict === 'looks-right'
          ? READING_WORDS.looksRight
          : READING_WORDS.check,
    uncertain: chart.uncertain,
    // something was found that may be a chart after all: the trader may mark what was missed
    fixable: !chart.accepted && chart.found,
    plot: chart.plot,
    candles,
    priceLabels: (chart.priceAxis?.labels ?? [])
      .filter((l) => finite(l.y, l.value))
      .map(({ y, value, text }) => ({ y, value, text })),
    relativePrices: chart.relativePrices,
    axisSide: chart.priceAxis?.side ?? null,
    decimals: chart.priceAxis ? labelDecimals(chart) : null,
    last:
      last && finite(last.open, last.high, last.low, last.close)
        ? {
            open: last.open,
            high: last.high,
            low: last.low,
            close: last.close,
            time: last.time,
          }
        : null,
    symbol: chart.symbol,
    timeframe: chart.timeframe,
    warnings: chart.warnings,
    hints,
  };
}
