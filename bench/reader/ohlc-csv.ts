import { readFileSync } from 'node:fs';
import type { OhlcBar } from './ohlc.ts';

/**
 * Parses the OHLC CSV layouts found in the shared sample data: a header row with
 * Date/Open/High/Low/Close[/Volume] columns (any order, any case, extra columns ignored),
 * an optional source-note line before the header, `,` or `;` separators, CRLF or LF,
 * header-less NinjaTrader rows (`yyyyMMdd HHmmss;O;H;L;C;V`), newest-first or oldest-first.
 * Rows that do not parse or break High >= max(O,C) >= min(O,C) >= Low are skipped.
 * The result is sorted oldest first with duplicate times removed (first occurrence kept).
 */
export function parseOhlcCsv(text: string): OhlcBar[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const sep = detectSeparator(lines);
  let columns: ColumnMap | null = null;
  const bars: OhlcBar[] = [];
  for (const line of lines) {
    const cells = line.split(sep).map((c) => c.trim());
    if (columns === null) {
      const header = headerColumns(cells);
      if (header) {
        columns = header;
        continue;
      }
      if (
        parseTime(cells[0] ?? '') !== null &&
        cells.length >= 5 &&
        cells.slice(1, 5).every(isNumber)
      ) {
        columns = {
          time: 0,
          open: 1,
          high: 2,
          low: 3,
          close: 4,
          volume: cells.length > 5 ? 5 : -1,
        };
      } else {
        continue; // a note line before the header
      }
    }
    const bar = rowToBar(cells, columns);
    if (bar) bars.push(bar);
  }
  bars.sort((a, b) => a.time - b.time);
  return bars.filter((b, i) => i === 0 || b.time !== bars[i - 1]?.time);
}

export function loadOhlcCsv(path: string): OhlcBar[] {
  return parseOhlcCsv(readFileSync(path, 'utf8'));
}

interface ColumnMap {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

function detectSeparator(lines: string[]): string {
  const sample = lines.slice(0, 5).join('\n');
  const semis = (sample.match(/;/g) ?? []).length;
  const commas = (sample.match(/,/g) ?? []).length;
  return semis > commas ? ';' : ',';
}

function headerColumns(cells: string[]): ColumnMap | null {
  const names = cells.map((c) => c.toLowerCase().replace(/["']/g, ''));
  const find = (...candidates: string[]): number => names.findIndex((n) => candidates.includes(n));
  const map: ColumnMap = {
    time: find('date', 'time', 'datetime', 'timestamp', 'unix'),
    open: find('open', 'o'),
    high: find('high', 'h'),
    low: find('low', 'l'),
    close: find('close', 'c'),
    volume: find('volume', 'vol', 'volumefrom', 'volume_btc', 'v'),
  };
  return map.time >= 0 && map.open >= 0 && map.high >= 0 && map.low >= 0 && map.close >= 0
    ? map
    : null;
}

function isNumber(cell: string): boolean {
  return cell !== '' && Number.isFinite(Number(cell));
}

function rowToBar(cells: string[], c: ColumnMap): OhlcBar | null {
  const time = parseTime(cells[c.time] ?? '');
  const [open, high, low, close] = [c.open, c.high, c.low, c.close].map((i) =>
    Number(cells[i] ?? 'x'),
  ) as [number, number, number, number];
  if (time === null || ![open, high, low, close].every(Number.isFinite)) return null;
  if (high < Math.max(open, close) || low > Math.min(open, close) || low <= 0) return null;
  const volume = c.volume >= 0 ? Number(cells[c.volume]) : 0;
  return { time, open, high, low, close, volume: Number.isFinite(volume) ? volume : 0 };
}

/** Accepts `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, `yyyyMMdd HHmmss`, `MM-DD-YYYY`, unix seconds. */
export function parseTime(cell: string): number | null {
  const s = cell.replace(/["']/g, '').trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(s);
  if (m) return utc(m[1], m[2], m[3], m[4], m[5], m[6]);
  m = /^(\d{4})(\d{2})(\d{2})(?: (\d{2})(\d{2})(\d{2})?)?$/.exec(s);
  if (m) return utc(m[1], m[2], m[3], m[4], m[5], m[6]);
  m = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(s);
  if (m) return utc(m[3], m[1], m[2], m[4], m[5], m[6]);
  if (/^\d{9,10}$/.test(s)) return Number(s);
  return null;
}

function utc(...parts: (string | undefined)[]): number | null {
  const [y, mo, d, h, mi, se] = parts.map((p) => Number(p ?? 0)) as number[];
  const ms = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, se ?? 0);
  return Number.isFinite(ms) ? ms / 1000 : null;
}
