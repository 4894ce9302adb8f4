import { messages } from '@candlelens/contracts';

/**
 * The one way the web app talks to the server: JSON over fetch, same origin, with the
 * CSRF header every state-changing request needs. Errors carry the server's message,
 * which is written for the user.
 */
export const CSRF_HEADER = 'x-candlelens-csrf';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Json = Record<string, unknown> | unknown[];

export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: Json | FormData;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const method = init.method ?? (init.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { ...init.headers };
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  if (method !== 'GET' && method !== 'HEAD') headers[CSRF_HEADER] = '1';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError('Cannot reach CandleLens. Check your connection and try again.', 0);
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : 'An unexpected error occurred';
    throw new ApiError(message, res.status, data);
  }
  return data as T;
}

/** The message to show for a failure: the server's words, or a fallback. */
export function errorMessage(e: unknown, fallback: string = messages.unexpected): string {
  if (e instanceof ApiError || e instanceof Error) return e.message || fallback;
  return fallback;
}
