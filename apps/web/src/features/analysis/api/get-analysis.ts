import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisRecord } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { analysisQueryKey } from '@/lib/analysis-query-keys.ts';

export function getAnalysis(id: string): Promise<AnalysisRecord> {
  return api<AnalysisRecord>(`/api/analyses/${encodeURIComponent(id)}`);
}

export const analysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: analysisQueryKey(id),
    queryFn: () => getAnalysis(id),
    // An analysis never changes once made.
    staleTime: Infinity,
  });

/** One analysis with its reading and findings; pass null to wait. */
export function useAnalysis(id: string | null) {
  return useQuery({ ...analysisQueryOptions(id ?? ''), enabled: id !== null });
}
