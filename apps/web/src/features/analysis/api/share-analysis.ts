import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisRecord, SharedAnalysisResponse, ShareLink } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { analysisListQueryKey, analysisQueryKey } from '@/lib/analysis-query-keys.ts';

const sharePath = (id: string) => `/api/analyses/${encodeURIComponent(id)}/share`;

/** Makes (or returns the existing) read-only link to one of the user's analyses. */
export function createShareLink(id: string): Promise<ShareLink> {
  return api<ShareLink>(sharePath(id), { method: 'POST' });
}

/** Revokes the link: it stops working at once. */
export function revokeShareLink(id: string): Promise<void> {
  return api<void>(sharePath(id), { method: 'DELETE' });
}

/** A shared analysis as anyone with the link sees it, signed in or not. */
export function getSharedAnalysis(token: string): Promise<SharedAnalysisResponse> {
  return api<SharedAnalysisResponse>(`/api/shared/${encodeURIComponent(token)}`);
}

export const sharedAnalysisQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared', token],
    queryFn: () => getSharedAnalysis(token),
    retry: false,
  });

export function useSharedAnalysis(token: string) {
  return useQuery(sharedAnalysisQueryOptions(token));
}

/** Share or stop sharing one analysis; the cached analysis and lists follow. */
export function useShareLink(id: string) {
  const queryClient = useQueryClient();
  const setShare = (share: ShareLink | null) => {
    queryClient.setQueryData<AnalysisRecord>(analysisQueryKey(id), (old) =>
      old ? { ...old, share } : old,
    );
    void queryClient.invalidateQueries({ queryKey: analysisListQueryKey });
  };
  const create = useMutation({ mutationFn: () => createShareLink(id), onSuccess: setShare });
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(id),
    onSuccess: () => setShare(null),
  });
  return { create, revoke };
}
