import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnalysisRecord,
  PlanBasisResponse,
  PlanRequestBody,
  PlanResponse,
} from '@candlelens/contracts';
import { api } from '@/lib/api.ts';
import { analysisQueryKey } from '@/lib/analysis-query-keys.ts';

const planPath = (id: string) => `/api/analyses/${encodeURIComponent(id)}/plan`;

/** The chart's basis for a risk plan (the page redoes the plan on it) and the trader's settings. */
export function getPlanBasis(id: string): Promise<PlanBasisResponse> {
  return api<PlanBasisResponse>(`/api/analyses/${encodeURIComponent(id)}/plan-basis`);
}

export const planBasisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['analyses', 'plan-basis', id],
    queryFn: () => getPlanBasis(id),
    staleTime: Infinity,
  });

export function usePlanBasis(id: string, enabled: boolean) {
  return useQuery({ ...planBasisQueryOptions(id), enabled });
}

/** Saves the trader's plan with the analysis (and their account size and risk). */
export function savePlan(id: string, body: PlanRequestBody): Promise<PlanResponse> {
  return api<PlanResponse>(planPath(id), { method: 'PUT', body: body as Record<string, unknown> });
}

export function useSavePlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanRequestBody) => savePlan(id, body),
    onSuccess: ({ plan }) => {
      queryClient.setQueryData<AnalysisRecord>(analysisQueryKey(id), (old) =>
        old ? { ...old, plan } : old,
      );
    },
  });
}
