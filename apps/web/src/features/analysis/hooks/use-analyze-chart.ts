import { useRef } from 'react';
import type { AnalysisRecord, AnalysisType } from '@candlelens/contracts';
import { ApiError } from '@/lib/api.ts';
import { useCreateAnalysis } from '../api/create-analysis.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';

export interface AnalyzeChart {
  analyze: (file: File) => void;
  busy: boolean;
  error: string | null;
  /** HTTP status of the failure: 402 (credits) and 403 (plan) offer an upgrade. */
  errorStatus: number | null;
}

/** One upload at a time; each new attempt gets a fresh idempotency key. */
export function useAnalyzeChart(
  type: AnalysisType,
  onResult: (analysis: AnalysisRecord) => void,
): AnalyzeChart {
  const mutation = useCreateAnalysis();
  const inFlight = useRef(false);
  const analyze = (file: File) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(
      { file, type, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: ({ analysis }) => onResult(analysis),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };
  const err = mutation.error;
  return {
    analyze,
    busy: mutation.isPending,
    error: err ? err.message || 'An unexpected error occurred' : null,
    errorStatus: err instanceof ApiError ? err.status : null,
  };
}
