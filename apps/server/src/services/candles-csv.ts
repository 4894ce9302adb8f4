import {
  chartDecimals,
  chartSymbol,
  type StoredReading,
  type StoredResult,
} from '@candlelens/contracts';
import { candlesCsv } from '@candlelens/chart-reader';
import type { AnalysisRow } from '../repositories/analyses.repository.ts';

/** A CSV download: its file name (letters, digits, '.', '-' only) and its text. */
export interface CandlesFile {
  fileName: string;
  text: string;
}

/** Letters and digits of a symbol or timeframe for a file name: 'SPDR-S-P-500-ETF-Trust'. */
function slug(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** 'candlelens-SPY-1D-2026-11-27-1a2b3c4d.csv': safe in any Content-Disposition and file system. */
export function candlesFileName(row: Pick<AnalysisRow, 'id' | 'createdAt' | 'reading'>): string {
  const reading = row.reading as StoredReading;
  const parts = [
    'candlelens',
    slug(chartSymbol(reading)) || 'candles',
    slug(reading.timeframe),
    row.createdAt.toISOString().slice(0, 10),
    row.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8),
  ];
  return `${parts.filter(Boolean).join('-')}.csv`;
}

/** The stored screenshot's own name (`<id>.png`), never the folder it is kept in. */
export function storedImageName(row: Pick<AnalysisRow, 'imageKey'>): string {
  return row.imageKey.split('/').pop() ?? row.imageKey;
}

/**
 * The candles an analysis was made from, as the reader's CSV (the same writer as `read-chart
 * --csv-out`): `source` names the screenshot (the uploaded file's name for its owner).
 */
export function candlesFileOf(
  row: Pick<AnalysisRow, 'id' | 'createdAt' | 'reading' | 'result' | 'imageKey'>,
  source: string,
): CandlesFile {
  const reading = row.reading as StoredReading;
  return {
    fileName: candlesFileName(row),
    text: candlesCsv({
      candles: reading.candles,
      source,
      symbol: chartSymbol(reading),
      timeframe: reading.timeframe ?? null,
      readerVersion: reading.readerVersion ?? null,
      decimals: chartDecimals(reading, row.result as StoredResult),
      relativePrices: reading.relativePrices,
    }),
  };
}
