import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG } from './helpers/images.ts';
import { openToOthers } from './helpers/data-folder.ts';
import { buildTestApp, Client } from './helpers/test-app.ts';

describe('the data folder', { timeout: 120_000 }, () => {
  it('keeps mails and screenshots private to the server user, whatever the umask', async () => {
    const previous = process.umask(0o022); // a typical default: files 0644, folders 0755
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'candlelens-modes-'));
    const t = await buildTestApp({ DATA_DIR: dataDir });
    try {
      const { client } = await signedInClient(t.app, 'modes');
      await subscribe(client, 'basic');
      const form = analysisForm(CHART_PNG, 'trend');
      expect((await client.post('/api/analyses', form.payload, form.headers)).statusCode).toBe(201);
      await new Client(t.app).post('/api/auth/request-password-reset', {
        email: 'nobody-here@example.com',
      });
      const reset = await new Client(t.app).post('/api/auth/request-password-reset', {
        email: (await client.get('/api/auth/get-session')).json().user.email,
      });
      expect(reset.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 300)); // the reset mail is written in the background
      expect(readdirSync(path.join(dataDir, 'outbox')).length).toBeGreaterThan(0);
      expect(readdirSync(path.join(dataDir, 'images')).length).toBeGreaterThan(0);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await t.close();
      process.umask(previous);
    }
  });
});
