import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client.ts';

/**
 * The pages that read server data (sign-in, plans, the app, shared analyses). Loaded on first
 * use, so the public pages do without the data library.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
