import { readFileSync } from 'node:fs';
import { parseOhlcCsv } from '../src/csv.ts';
import type { Candle } from '../src/types.ts';

export function fixture(name: string): Candle[] {
  return parseOhlcCsv(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
}
