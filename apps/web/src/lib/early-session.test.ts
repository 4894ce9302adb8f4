import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSessionEarly } from './early-session.ts';
import { getSession } from './session.ts';

// The plan chooser and the app ask for the session while their code loads; the first read
// uses that answer, every later read asks the server again, and an old answer is never used.

const user = { id: 'u1', email: 'ava@example.com', name: 'Ava Analyst' };
const answer = () =>
  new Response(JSON.stringify({ user, session: { expiresAt: '2030-01-01T00:00:00Z' } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the early session request', () => {
  it('serves the first read, then reads ask the server again', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    requestSessionEarly();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await getSession()).toEqual(user);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await getSession()).toEqual(user);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used once it is ten seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    requestSessionEarly();
    vi.setSystemTime(Date.now() + 10_001);
    await getSession();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads a signed-out answer as signed out without asking twice', async () => {
    const fetch = vi.fn(async () => new Response('null'));
    vi.stubGlobal('fetch', fetch);
    requestSessionEarly();
    expect(await getSession()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
