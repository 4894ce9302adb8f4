// The candles read from a screenshot as CSV: one writer for the read-chart CLI and the server's
// download, so a trader gets the same file from both.
import readerPackage from '../package.json' with { type: 'json' };

/** The reader's version, as the CSV names it: bumped with the package when readings change. */
export const READER_VERSION = `chart-reader ${readerPackage.version}`;

/** One candle as read: its time (ISO 8601 as the axis gave it) where the time axis was read. */
export interface CsvCandle {
  time?: string | null;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number | null;
}

export interface CandlesCsvInput {
  candles: readonly CsvCandle[];
  /** The screenshot's file name (or what stands for it). */
  source: string;
  /** The instrument as the chart names it: a ticker, or its name; null when not shown. */
  symbol: string | null;
  timeframe: string | null;
  /** The reader that read the candles; null where it was not recorded. */
  readerVersion: string | null;
  /** Decimals of the chart's price labels; null: from the size of the prices. */
  decimals: number | null;
  /** The price axis was not read: prices are percent of the plot's height. */
  relativePrices: boolean;
}

/** Decimals for four significant digits of the last close, where the axis gave none. */
function sizeDecimals(candles: readonly CsvCandle[]): number {
  const ref = Math.abs(candles.at(-1)?.close ?? 0);
  if (!(ref > 0)) return 2;
  return Math.min(8, Math.max(0, Math.ceil(-Math.log10(ref * 0.0001))));
}

/**
 * A header value on the comment line: one line, no separator a spreadsheet splits on (`,` `;`
 * tab) and no double quote, so the whole line stays one cell that starts with `#`.
 */
function headerValue(text: string | null, missing: string): string {
  const clean = (text ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f,;]+/g, ' ')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return clean || missing;
}

/** A time as read, with nothing in it that a CSV reader could split on. */
function timeCell(time: string | null | undefined): string {
  return (time ?? '').replace(/[^\dA-Za-z:+.-]/g, '');
}

/** The decimals prices are written with: the chart's own, else four significant digits. */
export function csvDecimals(
  input: Pick<CandlesCsvInput, 'candles' | 'decimals' | 'relativePrices'>,
) {
  if (input.relativePrices) return 2;
  if (typeof input.decimals === 'number' && Number.isFinite(input.decimals))
    return Math.min(10, Math.max(0, Math.round(input.decimals)));
  return sizeDecimals(input.candles);
}

/**
 * The CSV: a comment line (`# source: chart.png; symbol: SPY; timeframe: 1D; reader: chart-reader
 * 0.1.0`), then `time,open,high,low,close` and `volume` where any candle's volume was read, one
 * row per candle oldest first. Times are ISO 8601 as read (`2025-10-27`, `2024-03-01T09:30`, or a
 * time of day where the axis gave no date), empty where not read; prices carry the chart's
 * decimals.
 */
export function candlesCsv(input: CandlesCsvInput): string {
  const decimals = csvDecimals(input);
  const withVolume = input.candles.some(
    (c) => typeof c.volume === 'number' && Number.isFinite(c.volume),
  );
  const header = [
    `source: ${headerValue(input.source, 'not named')}`,
    `symbol: ${headerValue(input.symbol, 'not shown')}`,
    `timeframe: ${headerValue(input.timeframe, 'not shown')}`,
    `reader: ${headerValue(input.readerVersion, 'not recorded')}`,
    ...(input.relativePrices
      ? ['prices: percent of the chart height (the price axis could not be read)']
      : []),
  ];
  const price = (v: number) => (Number.isFinite(v) ? v.toFixed(decimals) : '');
  const rows = input.candles.map((c) => {
    const cells = [timeCell(c.time), price(c.open), price(c.high), price(c.low), price(c.close)];
    if (withVolume)
      cells.push(typeof c.volume === 'number' && Number.isFinite(c.volume) ? String(c.volume) : '');
    return cells.join(',');
  });
  const columns = ['time', 'open', 'high', 'low', 'close', ...(withVolume ? ['volume'] : [])];
  return [`# ${header.join('; ')}`, columns.join(','), ...rows].join('\n') + '\n';
}
