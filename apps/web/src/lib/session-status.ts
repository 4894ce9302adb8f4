import { useEffect, useState } from 'react';
import { api } from './api.ts';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

/**
 * Whether the visitor is signed in, for the public pages' header: one light request per page
 * view, no data cache. Any failure reads as signed out.
 */
export function useSessionStatus(): SessionStatus {
  const [status, setStatus] = useState<SessionStatus>('checking');
  useEffect(() => {
    const controller = new AbortController();
    api<{ user?: unknown } | null>('/api/auth/get-session', { signal: controller.signal }).then(
      (data) => setStatus(data?.user ? 'signed-in' : 'signed-out'),
      () => !controller.signal.aborted && setStatus('signed-out'),
    );
    return () => controller.abort();
  }, []);
  return status;
}
