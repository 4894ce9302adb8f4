import type { Candle } from './types.ts';

const NUMBER_COLUMNS = ['open', 'high', 'low', 'close'] as const;

function splitLine(line: string): string[] {
  const separator = line.includes(';') ? ';' : line.includes('\t') ? '\t' : ',';
  return line.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, ''));
}

/**
 * Reads a time cell into the wall-clock time it names, as UTC milliseconds: `yyyy-MM-dd[ HH:mm[:ss]]`
 * (an ISO offset after it is ignored: the chart's own clock is kept), `yyyyMMdd[ HHmmss]`,
 * `MM-dd-yyyy[ HH:mm[:ss]][ AM|PM]`, or Unix seconds / milliseconds.
 */
export function csvTime(text: string): number | undefined {
  const t = text.trim().replace(/^["']|["']$/g, '');
  let m = /^(\d{4})(\d{2})(\d{2})(?:\s+(\d{2})(\d{2})(\d{2})?)?$/.exec(t);
  if (!m) m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(t);
  if (m) {
    const [, y, mo, d, h, mi, s] = m;
    return Date.UTC(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(s ?? 0),
    );
  }
  const us =
    /^(\d{2})[-/](\d{2})[-/](\d{4})(?:\s+(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?(?:\s*([AP]M))?)?$/i.exec(
      t,
    );
  if (us) {
    const [, mo, d, y, h, mi, s, ampm] = us;
    let hour = Number(h ?? 0);
    if (ampm) hour = (hour % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), hour, Number(mi ?? 0), Number(s ?? 0));
  }
  if (/^\d{9,10}$/.test(t)) return Number(t) * 1000;
  if (/^\d{12,13}$/.test(t)) return Number(t);
  return undefined;
}

interface ColumnMap {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

function headerColumns(cells: string[]): ColumnMap | null {
  const lower = cells.map((c) => c.toLowerCase().replace(/["']/g, ''));
  const find = (names: string[]) => lower.findIndex((c) => names.includes(c));
  const map = {
    time: find(['date', 'time', 'datetime', 'timestamp', 'unix']),
    open: find(['open', 'o']),
    high: find(['high', 'h']),
    low: find(['low', 'l']),
    close: find(['close', 'c', 'last']),
    volume: find(['volume', 'volume_btc', 'volumefrom', 'vol', 'v']),
  };
  return NUMBER_COLUMNS.every((k) => map[k] >= 0) ? map : null;
}

const HEADERLESS: ColumnMap = { time: 0, open: 1, high: 2, low: 3, close: 4, volume: 5 };

export interface CsvReading {
  candles: Candle[];
  /** Rows that look like data but were left out: unreadable or impossible prices. */
  skipped: number;
  /** Rows whose time was already seen (the first row wins). */
  duplicates: number;
}

/**
 * Reads OHLC rows from CSV text: `,` `;` or tab separators, an optional header (any order and
 * case, extra columns ignored), source notes before the header, header-less
 * `time;open;high;low;close[;volume]` rows, CRLF endings, newest-first or unsorted rows.
 * Rows with a missing or non-positive price, or a high below max(open, close) or a low above
 * min(open, close), are skipped and counted. Returns candles oldest first, one per time.
 */
export function readOhlcCsv(text: string): CsvReading {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  let columns: ColumnMap | null = null;
  const rows: { candle: Candle; order: number }[] = [];
  let skipped = 0;
  for (const line of lines) {
    const cells = splitLine(line);
    if (!columns) {
      const header = headerColumns(cells);
      if (header) {
        columns = header;
        continue;
      }
      if (
        cells.length >= 5 &&
        cells.slice(1, 5).every((c) => c !== '' && Number.isFinite(Number(c)))
      ) {
        columns = HEADERLESS;
      } else {
        continue;
      }
    }
    const num = (i: number) =>
      i >= 0 && i < cells.length && cells[i] !== '' ? Number(cells[i]) : Number.NaN;
    const [open, high, low, close] = [columns.open, columns.high, columns.low, columns.close].map(
      num,
    ) as [number, number, number, number];
    const ok =
      [open, high, low, close].every((v) => Number.isFinite(v) && v > 0) &&
      high >= Math.max(open, close) &&
      low <= Math.min(open, close);
    if (!ok) {
      skipped++;
      continue;
    }
    const candle: Candle = { open, high, low, close };
    const time = columns.time >= 0 ? csvTime(cells[columns.time] ?? '') : undefined;
    if (time !== undefined) candle.time = time;
    const volume = num(columns.volume);
    if (Number.isFinite(volume) && volume >= 0) candle.volume = volume;
    rows.push({ candle, order: rows.length });
  }
  const timed = rows.length > 0 && rows.every((r) => r.candle.time !== undefined);
  if (!timed) return { candles: rows.map((r) => r.candle), skipped, duplicates: 0 };
  rows.sort((a, b) => (a.candle.time as number) - (b.candle.time as number) || a.order - b.order);
  const candles: Candle[] = [];
  let duplicates = 0;
  for (const r of rows) {
    if (candles[candles.length - 1]?.time === r.candle.time) duplicates++;
    else candles.push(r.candle);
  }
  return { candles, skipped, duplicates };
}

/** The candles of `readOhlcCsv`. */
export function parseOhlcCsv(text: string): Candle[] {
  return readOhlcCsv(text).candles;
}
