import type { Candle } from './types.ts';

const NUMBER_COLUMNS = ['open', 'high', 'low', 'close'] as const;

function splitLine(line: string): string[] {
  const separator = line.includes(';') ? ';' : line.includes('\t') ? '\t' : ',';
  return line.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, ''));
}

/** Parses `yyyy-MM-dd[ HH:mm[:ss]]`, `yyyyMMdd HHmmss`, `MM-dd-yyyy` and similar into UTC ms. */
export function csvTime(text: string): number | undefined {
  const t = text.trim();
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
  const us = /^(\d{2})[-/](\d{2})[-/](\d{4})(?:\s+(\d{1,2})(?::(\d{2}))?(?:\s*([AP]M))?)?/i.exec(t);
  if (us) {
    const [, mo, d, y, h, mi, ampm] = us;
    let hour = Number(h ?? 0) % 12;
    if (!ampm || ampm.toUpperCase() === 'PM') hour = ampm ? hour + 12 : Number(h ?? 0);
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), hour, Number(mi ?? 0));
  }
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
  const lower = cells.map((c) => c.toLowerCase());
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

/**
 * Reads OHLC rows from CSV text: any of `,` `;` or tab separators, an optional header,
 * source notes before the header, CRLF endings, newest-first or unsorted rows.
 * Returns candles oldest first, one per timestamp (the first row seen wins), without
 * rows whose prices are missing, non-positive or inconsistent (high below low).
 */
export function parseOhlcCsv(text: string): Candle[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  let columns: ColumnMap | null = null;
  const rows: { candle: Candle; order: number }[] = [];
  for (const line of lines) {
    const cells = splitLine(line);
    if (!columns) {
      const header = headerColumns(cells);
      if (header) {
        columns = header;
        continue;
      }
      if (cells.length >= 5 && cells.slice(1, 5).every((c) => Number.isFinite(Number(c)))) {
        columns = HEADERLESS;
      } else {
        continue;
      }
    }
    const num = (i: number) => (i >= 0 && i < cells.length ? Number(cells[i]) : Number.NaN);
    const open = num(columns.open);
    const high = num(columns.high);
    const low = num(columns.low);
    const close = num(columns.close);
    if (![open, high, low, close].every((v) => Number.isFinite(v) && v > 0)) continue;
    const top = Math.max(high, low, open, close);
    const bottom = Math.min(high, low, open, close);
    if (high < low) continue;
    const candle: Candle = { open, high: top, low: bottom, close };
    const time = columns.time >= 0 ? csvTime(cells[columns.time] ?? '') : undefined;
    if (time !== undefined) candle.time = time;
    const volume = num(columns.volume);
    if (Number.isFinite(volume) && volume >= 0) candle.volume = volume;
    rows.push({ candle, order: rows.length });
  }
  const timed = rows.every((r) => r.candle.time !== undefined);
  if (!timed) return rows.map((r) => r.candle);
  rows.sort((a, b) => (a.candle.time as number) - (b.candle.time as number) || a.order - b.order);
  const out: Candle[] = [];
  for (const r of rows) {
    const previous = out[out.length - 1];
    if (previous && previous.time === r.candle.time) continue;
    out.push(r.candle);
  }
  return out;
}
