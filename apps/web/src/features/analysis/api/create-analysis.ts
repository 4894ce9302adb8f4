import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UPLOAD_FIELDS,
  type AnalysisType,
  type CreateAnalysisResponse,
  type SubscriptionStatus,
} from '@candlelens/contracts';
import { api, ApiError } from '@/lib/api.ts';
import { subscriptionQueryKey } from '@/lib/subscription.ts';
import { analysisListQueryKey, analysisQueryKey } from '@/lib/analysis-query-keys.ts';

export type CreateAnalysisInput = (
  | { file: File; reading?: undefined }
  /** The id of a reading preview the trader has seen, instead of the file. */
  | { reading: string; file?: undefined }
) & {
  type: AnalysisType;
  /** One per user attempt; an automatic retry reuses it so the server charges once. */
  idempotencyKey: string;
};

export function createAnalysis(
  input: CreateAnalysisInput,
  signal?: AbortSignal,
): Promise<CreateAnalysisResponse> {
  const body = new FormData();
  body.append(UPLOAD_FIELDS.type, input.type);
  if (input.reading !== undefined) body.append(UPLOAD_FIELDS.reading, input.reading);
  else body.append(UPLOAD_FIELDS.image, input.file, input.file.name || 'chart.png');
  return api<CreateAnalysisResponse>('/api/analyses', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': input.idempotencyKey },
    signal,
  });
}

/** Busy server (503) or a dropped connection: safe to retry with the same key. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.status === 0);
}

const RETRY_DELAYS_MS = [1500, 3000];

/** The call, tried again a little later (twice at most) while the server is busy. */
export async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (!isRetryable(e) || delay === undefined) throw e;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

const createWithRetry = (input: CreateAnalysisInput) => withRetries(() => createAnalysis(input));

/** Upload a screenshot for analysis; updates the credits badge and the history on success. */
export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithRetry,
    onSuccess: ({ analysis, credits }) => {
      queryClient.setQueryData<SubscriptionStatus>(
        subscriptionQueryKey,
        (old) => old && { ...old, credits },
      );
      queryClient.setQueryData(analysisQueryKey(analysis.id), analysis);
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      void queryClient.invalidateQueries({ queryKey: analysisListQueryKey });
    },
  });
}
