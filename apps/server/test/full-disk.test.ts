import { readdirSync, statSync } from 'node:fs';
import type * as fsPromises from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG } from './helpers/images.ts';
import { buildTestApp, Client, type TestApp } from './helpers/test-app.ts';

// A full or read-only data folder, as the file system reports it: a write creates the file, then
// fails with ENOSPC (no space left) or EROFS (read-only file system). Only writes under the test's
// data folder fail, and only while `disk.fault` is set.
const disk = vi.hoisted(() => ({ fault: null as null | 'ENOSPC' | 'EROFS', under: '' }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof fsPromises>();
  const writeFile: typeof real.writeFile = async (file, data, options) => {
    if (disk.fault && String(file).startsWith(disk.under)) {
      if (disk.fault === 'ENOSPC') await real.writeFile(file, ''); // created, nothing written
      throw Object.assign(new Error(`${disk.fault}: write failed, '${String(file)}'`), {
        code: disk.fault,
      });
    }
    return real.writeFile(file, data, options);
  };
  return { ...real, writeFile, default: { ...real, writeFile } };
});

let t: TestApp;
let client: Client;
let email: string;
beforeAll(async () => {
  t = await buildTestApp();
  disk.under = path.resolve(t.app.config.DATA_DIR);
  ({ client, email } = await signedInClient(t.app, 'disk'));
  await subscribe(client, 'elite');
});
afterEach(() => {
  disk.fault = null;
});
afterAll(() => t.close());

/** Every file under the folder, with its size. */
function filesUnder(dir: string): { file: string; size: number }[] {
  let out: { file: string; size: number }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out = out.concat(filesUnder(full));
    else out.push({ file: full, size: statSync(full).size });
  }
  return out;
}
const images = () => {
  const dir = path.join(t.app.config.DATA_DIR, 'images');
  try {
    return filesUnder(dir);
  } catch {
    return [];
  }
};
const credits = async () => (await client.get('/api/subscription')).json().credits as number;

async function upload() {
  const form = analysisForm(CHART_PNG, 'key-levels');
  return client.post('/api/analyses', form.payload, form.headers);
}

describe('a full data folder', () => {
  it('answers an upload 507 in words a trader understands, charges nothing, leaves no file', async () => {
    const before = { credits: await credits(), files: images().length };
    disk.fault = 'ENOSPC';
    const res = await upload();
    expect(res.statusCode).toBe(507);
    expect(res.json().message).toBe(
      'CandleLens cannot save charts right now (its storage is full). Nothing was charged. Please try again later.',
    );
    expect(images()).toHaveLength(before.files);
    expect(images().filter((f) => f.size === 0)).toEqual([]);
    expect(await credits()).toBe(before.credits);
    expect((await client.get('/api/analyses')).json().items).toHaveLength(0);
  });

  it('makes /healthz answer 503 naming the cause, and 200 again once there is room', async () => {
    disk.fault = 'ENOSPC';
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().problems.join('\n')).toMatch(/storage is full \(ENOSPC\)/);
    disk.fault = null;
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('reports a password reset e-mail that could not be written as not sent', async () => {
    disk.fault = 'ENOSPC';
    const res = await new Client(t.app).post('/api/auth/request-password-reset', { email });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/could not be sent/);
    expect(res.json().message).not.toMatch(/sent you|check your/i);
    const outbox = path.join(t.app.config.DATA_DIR, 'outbox');
    const written = (() => {
      try {
        return filesUnder(outbox);
      } catch {
        return [];
      }
    })();
    expect(written.filter((f) => f.size === 0)).toEqual([]);
  });
});

describe('a read-only data folder', () => {
  it('answers an upload 503 with a clear message and leaves nothing behind', async () => {
    const before = images().length;
    disk.fault = 'EROFS';
    const res = await upload();
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(
      /cannot save charts right now \(its storage is not writable\)/,
    );
    expect(images()).toHaveLength(before);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json().problems.join('\n')).toMatch(/not writable \(EROFS\)/);
  });
});
