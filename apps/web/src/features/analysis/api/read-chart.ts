import { useMutation } from '@tanstack/react-query';
import {
  UPLOAD_FIELDS,
  type AnalysisType,
  type ReadingHintsInput,
  type ReadingPreview,
} from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { withRetries } from './create-analysis.ts';

// The free reading preview: what the server read on a screenshot, before anything is charged.

export interface ReadChartInput {
  file: File;
  /** The analysis the reading is for: a plan without it is told at once. */
  type: AnalysisType;
}

/** POST /api/readings: reads the screenshot (free) and keeps it a short while for its owner. */
export function readChart(input: ReadChartInput, signal?: AbortSignal): Promise<ReadingPreview> {
  const body = new FormData();
  body.append(UPLOAD_FIELDS.type, input.type);
  body.append(UPLOAD_FIELDS.image, input.file, input.file.name || 'chart.png');
  return api<ReadingPreview>('/api/readings', { method: 'POST', body, signal });
}

export function useReadChart() {
  return useMutation({
    mutationFn: (input: ReadChartInput) => withRetries(() => readChart(input)),
  });
}

/** POST /api/readings/:id/hints: reads it again with the trader's marks (free). */
export function rereadChart(id: string, hints: ReadingHintsInput): Promise<ReadingPreview> {
  return api<ReadingPreview>(`/api/readings/${encodeURIComponent(id)}/hints`, {
    method: 'POST',
    body: hints as Record<string, unknown>,
  });
}

export function useRereadChart() {
  return useMutation({
    mutationFn: ({ id, hints }: { id: string; hints: ReadingHintsInput }) => rereadChart(id, hints),
  });
}

/** DELETE /api/readings/:id: "This is not a candlestick chart": the screenshot is dropped now. */
export function discardReading(id: string): Promise<void> {
  return api<void>(`/api/readings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDiscardReading() {
  return useMutation({ mutationFn: discardReading });
}
