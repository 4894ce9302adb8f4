import { api } from './api.ts';

/** What the server answers for the session (null when signed out). */
export interface SessionResponse {
  user: { id: string; email: string; name: string };
  session: { expiresAt: string };
}

/** An answer older than this is not used: the session may have changed since. */
const FRESH_MS = 10_000;
let early: { at: number; answer: Promise<SessionResponse | null> } | null = null;

/**
 * Asks for the session while the page's code is still loading, for the pages that need it
 * before they can draw anything (the plan chooser, the app). Plain fetch: no data library.
 */
export function requestSessionEarly(): void {
  const answer = api<SessionResponse | null>('/api/auth/get-session');
  answer.catch(() => undefined);
  early = { at: Date.now(), answer };
}

/** The early answer, once and only while fresh; otherwise null (ask the server again). */
export function takeEarlySession(): Promise<SessionResponse | null> | null {
  const taken = early && Date.now() - early.at < FRESH_MS ? early.answer : null;
  early = null;
  return taken;
}
