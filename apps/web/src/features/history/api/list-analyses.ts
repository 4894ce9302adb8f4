import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { AnalysisListResponse } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { analysisListQueryKey } from '@/lib/analysis-query-keys.ts';
import { sinceOf, type HistorySearch } from '../lib/history-search.ts';

/** The compact list takes the 10 newest; the history page pages through all 7 days. */
export const RECENT_LIMIT = 10;
const PAGE_SIZE = 12;

const WEEK: HistorySearch = { symbol: null, tool: null, period: 'week' };

export function listAnalyses(
  params: { limit: number; cursor?: string | null; search?: HistorySearch },
  signal?: AbortSignal,
): Promise<AnalysisListResponse> {
  const search = params.search ?? WEEK;
  const q = new URLSearchParams({ since: sinceOf(search.period), limit: String(params.limit) });
  if (search.symbol) q.set('symbol', search.symbol);
  if (search.tool) q.set('type', search.tool);
  if (params.cursor) q.set('cursor', params.cursor);
  return api<AnalysisListResponse>(`/api/analyses?${q.toString()}`, { signal });
}

export const recentAnalysesQueryOptions = queryOptions({
  queryKey: [...analysisListQueryKey, 'recent'],
  queryFn: ({ signal }) => listAnalyses({ limit: RECENT_LIMIT }, signal),
});

export const analysisHistoryQueryOptions = (search: HistorySearch = WEEK) =>
  infiniteQueryOptions({
    queryKey: [...analysisListQueryKey, 'history', search],
    queryFn: ({ pageParam, signal }) =>
      listAnalyses({ limit: PAGE_SIZE, cursor: pageParam, search }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The 10 newest analyses of the past 7 days (dashboard's Recent Analyses). */
export function useRecentAnalyses() {
  return useQuery(recentAnalysesQueryOptions);
}

/** The analyses of the view (the past 7 days by default), newest first, a page at a time. */
export function useAnalysisHistory(search: HistorySearch = WEEK) {
  return useInfiniteQuery(analysisHistoryQueryOptions(search));
}
