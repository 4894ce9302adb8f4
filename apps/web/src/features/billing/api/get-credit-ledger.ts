import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerEntry } from '@candlelens/contracts';
import { api } from '@/lib/api.ts';

export const creditLedgerQueryKey = ['credit-ledger'] as const;

/** The newest credit movements first: grants, spends, refunds, adjustments. */
export async function getCreditLedger(limit = 50): Promise<LedgerEntry[]> {
  const data = await api<{ entries: LedgerEntry[] }>(`/api/credits/ledger?limit=${limit}`);
  return data.entries;
}

export const creditLedgerQueryOptions = queryOptions({
  queryKey: creditLedgerQueryKey,
  queryFn: () => getCreditLedger(),
  staleTime: 15_000,
});

export function useCreditLedger() {
  return useQuery(creditLedgerQueryOptions);
}
