import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SubscriptionStatus } from '@candlelens/contracts';

type Handler = (
  body: unknown,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Answers the app's fetch calls from a table of 'METHOD /path' handlers and records them. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    const res = handler ? await handler(body) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    count: (key: string) => calls.filter((c) => c.key === key).length,
  };
}

export const signedIn = {
  'GET /api/auth/get-session': () => ({
    body: {
      user: { id: 'u1', email: 'tara@example.com', name: 'Tara Trader' },
      session: { expiresAt: '2030-01-01T00:00:00Z' },
    },
  }),
};

export function status(over: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    isActive: false,
    plan: 'Free',
    planId: null,
    status: 'none',
    provider: null,
    startDate: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    pendingPlanId: null,
    credits: 0,
    ...over,
  };
}

export function activeStatus(over: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return status({
    isActive: true,
    plan: 'Pro',
    planId: 'pro',
    status: 'active',
    provider: 'sandbox',
    startDate: '2026-11-20T10:00:00Z',
    currentPeriodStart: '2026-11-20T10:00:00Z',
    currentPeriodEnd: '2026-11-27T10:00:00Z',
    credits: 15_000,
    ...over,
  });
}

const STAND_INS: Record<string, string> = {
  '/': 'Home page',
  '/app': 'App home',
  '/signin': 'Sign-in page',
  '/subscription-plans': 'Plan chooser',
};

/** A screen with a fresh query cache at a path, with stand-ins for the pages it can go to. */
export function atPath(path: string, element: ReactNode, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={element} />
          {Object.entries(STAND_INS)
            .filter(([p]) => p !== path)
            .map(([p, text]) => (
              <Route key={p} path={p} element={<p>{text}</p>} />
            ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
