import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { AnalysisListResponse } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { analysisListQueryKey } from '@/lib/analysis-query-keys.ts';

/** The compact list takes the 10 newest; the history page pages through all 7 days. */
export const RECENT_LIMIT = 10;
const PAGE_SIZE = 12;

export function listAnalyses(
  params: { limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<AnalysisListResponse> {
  const q = new URLSearchParams({ since: '7d', limit: String(params.limit) });
  if (params.cursor) q.set('cursor', params.cursor);
  return api<AnalysisListResponse>(`/api/analyses?${q.toString()}`, { signal });
}

export const recentAnalysesQueryOptions = queryOptions({
  queryKey: [...analysisListQueryKey, 'recent'],
  queryFn: ({ signal }) => listAnalyses({ limit: RECENT_LIMIT }, signal),
});

export const analysisHistoryQueryOptions = infiniteQueryOptions({
  queryKey: [...analysisListQueryKey, 'history'],
  queryFn: ({ pageParam, signal }) => listAnalyses({ limit: PAGE_SIZE, cursor: pageParam }, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

/** The 10 newest analyses of the past 7 days (dashboard's Recent Analyses). */
export function useRecentAnalyses() {
  return useQuery(recentAnalysesQueryOptions);
}

/** Every analysis of the past 7 days, newest first, a page at a time. */
export function useAnalysisHistory() {
  return useInfiniteQuery(analysisHistoryQueryOptions);
}
