import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { analysisListQueryKey, analysisQueryKey } from '@/lib/analysis-query-keys.ts';

export function deleteAnalysis(id: string): Promise<void> {
  return api<void>(`/api/analyses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete one analysis (and its images) and refresh every list that showed it. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: analysisQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: analysisListQueryKey });
    },
  });
}
