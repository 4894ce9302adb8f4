import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading.tsx';
import { queryClient } from '@/lib/query-client.ts';

/**
 * The pages that read server data (sign-in, plans, the app, shared analyses). Loaded on first
 * use, so the public pages do without the data library.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}
