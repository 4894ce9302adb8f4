/** Runs one kind of request at a number of concurrent users for a fixed time, and summarises it. */

export interface LevelResult {
  users: number;
  requests: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  statuses: Record<number, number>;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * `users` loops call `request(user)` back to back until `seconds` pass or `maxRequests` are sent.
 * A request returns its HTTP status and, on 503, how long to wait (Retry-After) before the next.
 */
export async function runLevel(
  users: number,
  seconds: number,
  maxRequests: number,
  request: (user: number) => Promise<{ status: number; retryAfterMs?: number } | null>,
): Promise<LevelResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const deadline = Date.now() + seconds * 1000;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      while (Date.now() < deadline && sent < maxRequests) {
        sent++;
        const t0 = performance.now();
        const r = await request(user);
        if (!r) break;
        latencies.push(performance.now() - t0);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        if (r.retryAfterMs) await new Promise((w) => setTimeout(w, r.retryAfterMs));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    users,
    requests: latencies.length,
    perSecond: +(latencies.length / elapsed).toFixed(1),
    p50ms: Math.round(percentile(latencies, 50)),
    p99ms: Math.round(percentile(latencies, 99)),
    statuses,
  };
}
