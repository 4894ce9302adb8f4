import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api.ts';
import { takeEarlySession, type SessionResponse } from '@/lib/early-session.ts';
import { forgetSharedScreenshot } from '@/lib/shared-screenshot.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export async function getSession(): Promise<SessionUser | null> {
  const early = takeEarlySession();
  const data = await (early ?? api<SessionResponse | null>('/api/auth/get-session'));
  return data?.user ?? null;
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: getSession,
  staleTime: 60_000,
  retry: 1,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The user's full name as shown in the app, with the spec's fallback. */
export function displayName(user: SessionUser | null | undefined): string {
  return user?.name?.trim() || 'User';
}

/** Sign-out answered 401, 403 or 404 is success locally: the session is gone either way. */
export async function signOut(): Promise<void> {
  // A screenshot shared into the app and not yet read is this user's: it goes with them.
  await forgetSharedScreenshot();
  try {
    await api('/api/auth/sign-out', { body: {} });
  } catch (e) {
    if (e instanceof ApiError && [401, 403, 404].includes(e.status)) return;
    throw e;
  }
}
