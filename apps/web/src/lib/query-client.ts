import { QueryClient } from '@tanstack/react-query';

/** The one cache of server data for the signed-in pages. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
