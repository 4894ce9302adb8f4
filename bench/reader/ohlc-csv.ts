import { readFileSync } from 'node:fs';
import { csvTime, parseOhlcCsv as parseCandles } from '@candlelens/analysis';
import type { OhlcBar } from './ohlc.ts';

/**
 * OHLC CSV as the reader bench uses it (times in Unix seconds, volume 0 when absent), read by
 * the engine's one CSV parser: see `readOhlcCsv` in @candlelens/analysis for the layouts.
 */
export function parseOhlcCsv(text: string): OhlcBar[] {
  return parseCandles(text)
    .filter((c) => c.time !== undefined)
    .map((c) => ({
      time: (c.time as number) / 1000,
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      volume: c.volume ?? 0,
    }));
}

export function loadOhlcCsv(path: string): OhlcBar[] {
  return parseOhlcCsv(readFileSync(path, 'utf8'));
}

/** A time cell in Unix seconds, or null. */
export function parseTime(cell: string): number | null {
  const ms = csvTime(cell);
  return ms === undefined ? null : ms / 1000;
}
