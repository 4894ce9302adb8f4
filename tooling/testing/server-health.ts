import type { ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

/** A TCP port on loopback that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Waits until the server process at `url` answers /healthz; fails with its logs when it exits
 * first or is not healthy in time.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  logs: string[],
  { timeoutMs = 60_000, intervalMs = 200 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`server did not become healthy:\n${logs.join('')}`);
}
