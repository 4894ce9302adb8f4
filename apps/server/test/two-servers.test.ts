/**
 * Two server processes on one PostgreSQL database and one S3-compatible bucket, as the product runs
 * behind a load balancer. Each process has its own data folder, so nothing is shared but the
 * database and the bucket. Runs against the PostgreSQL at TEST_DATABASE_URL (default: the one on
 * this machine) in a database of its own, created and dropped here.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readChart } from '@candlelens/chart-reader';
import { decodeImage } from '@candlelens/chart-reader/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSecrets } from '../src/payments/index.ts';
import { createSandboxProvider } from '../src/payments/sandbox/sandbox-provider.ts';
import { startFakeS3 } from './helpers/fake-s3.ts';
import { analysisForm, CHART_PNG, multipartForm, samePixels } from './helpers/images.ts';
import {
  Browser,
  buildServerBundle,
  createScratchDatabase,
  postgresUnreachable,
  runAdmin,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const problem = await postgresUnreachable(PG_URL);
if (problem)
  console.warn(`two-servers: skipped, PostgreSQL at ${PG_URL} is unreachable (${problem})`);

const SECRET = 'two-servers-secret-two-servers-secret-01';
const ORIGIN = 'https://candlelens.test';
const PASSWORD = 'Candle#2024';
const IP_LIMIT = 5;
const sandbox = createSandboxProvider(sandboxSecrets(SECRET));

let a: ServerProcess;
let b: ServerProcess;
let env: Record<string, string>;
let image: Buffer;
const cleanups: (() => Promise<void> | void)[] = [];
let work = '';
let bundle = '';
let s3: Awaited<ReturnType<typeof startFakeS3>>;

const email = `two-${randomBytes(4).toString('hex')}@example.com`;
const user = new Browser(ORIGIN);
let subscriptionId = '';

/** An upload of the file, analysed as read: the small chart is read below the auto-run band. */
const upload = (server: string, idempotencyKey?: string) => {
  const form = analysisForm(image, 'quick');
  const headers = idempotencyKey
    ? { ...form.headers, 'idempotency-key': idempotencyKey }
    : form.headers;
  return user.send(server, 'POST', '/api/analyses?accept=low-confidence', {
    body: form.payload,
    headers,
  });
};
const confirm = (server: string, reading: string) => {
  const form = multipartForm({ reading, type: 'quick' });
  return user.send(server, 'POST', '/api/analyses', { body: form.payload, headers: form.headers });
};
const status = async (server: string) => (await user.get(server, '/api/subscription')).json();
const ledger = async (server: string) =>
  (await user.get(server, '/api/credits/ledger?limit=200')).json().entries as {
    kind: string;
    delta: number;
    balanceAfter: number;
    reference: string | null;
  }[];

/**
 * The test chart scaled down as far as the reader still accepts it: the smaller the image, the
 * quicker 50 uploads are read (a 400-pixel chart reads in a fraction of a second).
 */
async function smallestReadableChart(): Promise<Buffer> {
  for (const width of [400, 480, 560]) {
    const bytes = await sharp(CHART_PNG).resize({ width }).png().toBuffer();
    if (readChart(await decodeImage(bytes, { maxPixels: 40_000_000 })).accepted) return bytes;
  }
  return CHART_PNG;
}

describe.skipIf(problem !== null)(
  `two servers on one PostgreSQL${problem ? ` (skipped: PostgreSQL unreachable: ${problem})` : ''}`,
  () => {
    beforeAll(async () => {
      const database = await createScratchDatabase(
        PG_URL,
        `candlelens_two_servers_${randomBytes(5).toString('hex')}`,
      );
      cleanups.push(() => database.drop());
      s3 = await startFakeS3();
      cleanups.push(() => s3.close());
      const build = buildServerBundle();
      cleanups.push(() => build.remove());
      bundle = build.dir;
      work = mkdtempSync(path.join(os.tmpdir(), 'candlelens-two-servers-'));
      cleanups.push(() => rmSync(work, { recursive: true, force: true }));
      env = {
        NODE_ENV: 'production',
        MAIL_OUTBOX: path.join(work, 'outbox'),
        ALLOW_SANDBOX_PAYMENTS: '1',
        DATABASE_URL: database.url,
        AUTH_SECRET: SECRET,
        PUBLIC_URL: ORIGIN,
        TRUST_PROXY: '1',
        AUTH_IP_LIMIT: String(IP_LIMIT),
        SERVE_WEB: '0',
        LOG_LEVEL: 'warn',
        S3_BUCKET: 'candlelens',
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'two-servers',
        S3_SECRET_ACCESS_KEY: 'two-servers-secret',
        ANALYSIS_WORKERS: '1',
        ANALYSIS_QUEUE_LIMIT: '64',
        ANALYSIS_TIMEOUT_MS: '45000',
        SMTP_URL: '',
      };
      // Started together on an empty database: both apply the migrations at the same moment.
      const started = await Promise.allSettled(
        ['a', 'b'].map((name) =>
          startServerProcess({ ...env, DATA_DIR: path.join(work, name) }, bundle),
        ),
      );
      for (const s of started) if (s.status === 'fulfilled') cleanups.push(() => s.value.stop());
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      [a, b] = started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value) as [
        ServerProcess,
        ServerProcess,
      ];
      image = await smallestReadableChart();
    }, 120_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }, 30_000);

    it('both start at once on an empty database and report PostgreSQL', async () => {
      for (const s of [a, b]) {
        const health = await (await fetch(`${s.url}/healthz`)).json();
        expect(health).toEqual({ status: 'ok', database: 'postgres' });
      }
    });

    it('a user signed in on one is signed in on the other, and signed out on both', async () => {
      const signUp = await user.post(a.url, '/api/auth/sign-up/email', {
        name: 'Two Servers',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(signUp.status).toBe(200);
      expect(
        (await user.post(b.url, '/api/auth/sign-in/email', { email, password: PASSWORD })).status,
      ).toBe(200);
      expect((await user.get(a.url, '/api/auth/get-session')).json().user.email).toBe(email);
      expect((await user.post(a.url, '/api/auth/sign-out')).status).toBe(200);
      expect((await user.get(b.url, '/api/auth/get-session')).json()).toBeNull();
      expect((await user.get(b.url, '/api/subscription')).status).toBe(401);

      expect(
        (await user.post(a.url, '/api/auth/sign-in/email', { email, password: PASSWORD })).status,
      ).toBe(200);
      expect((await user.get(b.url, '/api/auth/get-session')).json().user.email).toBe(email);
    });

    it('a checkout started on one completes on the other', async () => {
      const created = await user.post(a.url, '/api/subscriptions', { planId: 'basic' });
      expect(created.status).toBe(200);
      subscriptionId = created.json().subscriptionId;
      const approved = await user.post(b.url, `/api/sandbox/checkout/${subscriptionId}/approve`);
      const verified = await user.post(a.url, '/api/subscriptions/verify', approved.json());
      expect(verified.status).toBe(200);
      expect(await status(b.url)).toMatchObject({ isActive: true, plan: 'Basic', credits: 7500 });
    });

    it('history written by one is read by the other, screenshot and idempotency key included', async () => {
      const key = `two-servers-${randomBytes(6).toString('hex')}`;
      const created = await upload(a.url, key);
      expect(created.status).toBe(201);
      const { id, text } = created.json().analysis as { id: string; text: string };
      // The browser retries the same upload and the retry lands on the other instance: the same
      // analysis comes back and nothing more is charged.
      const retried = await upload(b.url, key);
      expect(retried.status).toBe(200);
      expect(retried.json()).toMatchObject({ analysis: { id }, credits: 7400 });
      const list = (await user.get(b.url, '/api/analyses')).json();
      expect(list.items.map((i: { id: string }) => i.id)).toEqual([id]);
      expect((await user.get(b.url, `/api/analyses/${id}`)).json().text).toBe(text);
      const served = await user.get(b.url, `/api/analyses/${id}/image`);
      expect(served.status).toBe(200);
      expect(await samePixels(served.bytes, image)).toBe(true);
      expect(s3.objects.size).toBe(2);

      expect((await user.send(b.url, 'DELETE', `/api/analyses/${id}`)).status).toBe(204);
      expect((await user.get(a.url, `/api/analyses/${id}`)).status).toBe(404);
      expect(s3.objects.size).toBe(0);
      expect((await status(a.url)).credits).toBe(7400);
    });

    it('a reading made on one is fixed and confirmed on the other, and charged once', async () => {
      const form = multipartForm({ type: 'quick' }, image);
      const read = await user.send(a.url, 'POST', '/api/readings', {
        body: form.payload,
        headers: form.headers,
      });
      expect(read.status).toBe(201);
      const preview = read.json() as { id: string; candles: { x: number; close: number }[] };
      // the last candle marked on the other instance: read again there, from the shared bucket
      const lastX = Math.round(preview.candles.at(-2)!.x);
      const fixed = await user.post(b.url, `/api/readings/${preview.id}/hints`, { lastX });
      expect(fixed.status).toBe(200);
      expect(fixed.json().candles).toHaveLength(preview.candles.length - 1);
      // confirmed on the first: the reading made with the mark on the other is what is analysed
      const made = await confirm(a.url, preview.id);
      expect(made.status).toBe(201);
      const { analysis } = made.json();
      expect(analysis).toMatchObject({ readingChecked: true, hints: { lastX } });
      expect(analysis.reading.candles.at(-1).close).toBe(fixed.json().candles.at(-1).close);
      const again = await confirm(b.url, preview.id);
      expect(again.status).toBe(200);
      expect(again.json()).toMatchObject({ replayed: true, analysis: { id: analysis.id } });
      expect((await status(b.url)).credits).toBe(7300);

      // an upload of the file read below the band (in grey, the candles' direction is unsure): its
      // reading is answered by one, paid on the other
      const straight = analysisForm(await sharp(image).grayscale().png().toBuffer(), 'quick');
      const asked = await user.send(b.url, 'POST', '/api/analyses', {
        body: straight.payload,
        headers: straight.headers,
      });
      expect(asked.status).toBe(422);
      const { preview: kept } = asked.json() as { preview: { id: string; verdict: string } };
      expect(kept.verdict).toBe('check');
      expect((await status(a.url)).credits).toBe(7300);
      expect((await confirm(a.url, kept.id)).status).toBe(201);
      expect((await status(b.url)).credits).toBe(7200);
      for (const id of [analysis.id, (await user.get(a.url, '/api/analyses')).json().items[0].id])
        expect((await user.send(a.url, 'DELETE', `/api/analyses/${id}`)).status).toBe(204);
    }, 60_000);

    it('50 parallel spends split across both never overspend', async () => {
      // The operator leaves credits for exactly five analyses (the admin CLI on the same database).
      const removed = await runAdmin(
        ['credits', 'remove', email, '6700', '--reason', 'two-server test'],
        { ...env, DATA_DIR: path.join(work, 'admin') },
        bundle,
      );
      expect(removed.out).toContain('"credits": 500');
      expect(removed.code).toBe(0);

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => upload(i % 2 ? b.url : a.url)),
      );
      const codes = answers.map((r) => r.status);
      expect(codes.filter((c) => c !== 201 && c !== 402)).toEqual([]);
      expect(codes.filter((c) => c === 201)).toHaveLength(5);

      expect((await status(a.url)).credits).toBe(0);
      const entries = await ledger(b.url);
      expect(entries.filter((e) => e.kind === 'spend')).toHaveLength(8);
      expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBe(0);
      expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
      expect((await user.get(b.url, '/api/analyses?limit=50')).json().items).toHaveLength(5);
    }, 60_000);

    it('a webhook delivered to both is applied once', async () => {
      const before = await status(a.url);
      const end = new Date(before.currentPeriodEnd as string);
      const unix = (d: Date) => Math.floor(d.getTime() / 1000);
      const signed = sandbox.signedWebhook({
        event: 'subscription.charged',
        subscription_id: subscriptionId,
        payment_id: `pay_two_servers_${randomBytes(4).toString('hex')}`,
        period_start: unix(end),
        period_end: unix(new Date(end.getTime() + 7 * 24 * 3600_000)),
        created_at: unix(new Date()),
      });
      const deliver = (server: string) =>
        fetch(`${server}/api/webhooks/sandbox`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signed.signature,
            'x-razorpay-event-id': signed.eventId,
          },
          body: signed.raw,
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status: string } }));
      const outcomes = await Promise.all([deliver(a.url), deliver(b.url)]);
      expect(outcomes.map((o) => o.status)).toEqual([200, 200]);
      expect(outcomes.map((o) => o.body.status).sort()).toEqual(['applied', 'duplicate']);

      expect(await status(b.url)).toMatchObject({ credits: 7500, isActive: true });
      expect((await ledger(a.url)).filter((e) => e.kind === 'reset')).toHaveLength(1);
    });

    it('rate limits hold across both: the sixth wrong password from one address is refused', async () => {
      const attacker = new Browser(ORIGIN, { 'x-forwarded-for': '203.0.113.77' });
      const codes: number[] = [];
      for (let i = 0; i < IP_LIMIT + 3; i++) {
        const server = i % 2 ? b.url : a.url;
        const res = await attacker.post(server, '/api/auth/sign-in/email', {
          email,
          password: `Wrong#${i}pass`,
        });
        codes.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(codes.slice(0, IP_LIMIT).every((c) => c !== 429)).toBe(true);
      expect(codes.slice(IP_LIMIT)).toEqual([429, 429, 429]);
    });
  },
);
