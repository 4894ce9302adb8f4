import type { ReadingHints } from '@candlelens/chart-reader';
import type {
  AnalysisRecord,
  AnalysisType,
  StoredPlan,
  StoredReading,
  StoredResult,
} from '@candlelens/contracts';
import type { AnalysisRow } from '../repositories/analyses.repository.ts';

/** An analysis as its owner reads it: the stored row with its images' addresses. */
export function toRecord(row: AnalysisRow): AnalysisRecord {
  return {
    id: row.id,
    type: row.type as AnalysisType,
    createdAt: row.createdAt.toISOString(),
    text: row.text,
    summary: row.summary,
    provider: row.provider as AnalysisRecord['provider'],
    imageUrl: `/api/analyses/${row.id}/image`,
    thumbnailUrl: `/api/analyses/${row.id}/thumbnail`,
    candlesUrl: `/api/analyses/${row.id}/candles.csv`,
    reading: row.reading as StoredReading,
    result: row.result as StoredResult,
    timings: { readMs: row.readMs, analyzeMs: row.analyzeMs, aiMs: row.aiMs, totalMs: row.totalMs },
    ...(row.plan ? { plan: row.plan as StoredPlan } : {}),
    readingChecked: row.readingChecked,
    hints: (row.hints as ReadingHints | null) ?? null,
  };
}
