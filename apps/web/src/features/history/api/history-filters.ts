import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisFiltersResponse } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { analysisListQueryKey } from '@/lib/analysis-query-keys.ts';
import { sinceOf, type HistorySearch } from '../lib/history-search.ts';

export function getHistoryFilters(
  period: HistorySearch['period'],
  signal?: AbortSignal,
): Promise<AnalysisFiltersResponse> {
  return api<AnalysisFiltersResponse>(`/api/analyses/filters?since=${sinceOf(period)}`, {
    signal,
  });
}

/** The period's symbols and tools; under the lists' key, so a new or deleted analysis refreshes them. */
export const historyFiltersQueryOptions = (period: HistorySearch['period']) =>
  queryOptions({
    queryKey: [...analysisListQueryKey, 'filters', period],
    queryFn: ({ signal }) => getHistoryFilters(period, signal),
  });

export function useHistoryFilters(period: HistorySearch['period']) {
  return useQuery(historyFiltersQueryOptions(period));
}
