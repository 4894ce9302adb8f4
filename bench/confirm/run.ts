/**
 * The time from "Looks right, analyse" to the analysis: `npm run bench:confirm`. Starts the built
 * server (PGlite), signs a trader up, and for each screenshot, one round after another (never two
 * at once, so no round waits for another): reads it (POST /api/readings), marks it where the
 * screenshot has marks (POST /api/readings/:id/hints), then times the confirmation (POST
 * /api/analyses with the reading's id) until its answer. Each round is a new reading, so nothing
 * is replayed. Direct uploads of the same screenshot (POST /api/analyses with the file, accepting
 * a reading below the band) are timed alongside for comparison.
 *
 * Options: --rounds N (default 8), --only NAME, --json FILE (default bench/out/confirm.json).
 * Wall-clock times: on a shared machine say how busy it was.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { chartScreenshot } from '../lib/images.ts';
import { buildServer, root, startServer, subscribedUser, upload } from '../lib/server.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '8' },
    only: { type: 'string' },
    json: { type: 'string', default: path.join(root, 'bench/out/confirm.json') },
    'no-build': { type: 'boolean', default: false },
  },
});
const ROUNDS = Math.max(1, Number(values.rounds));

interface Case {
  name: string;
  bytes: Buffer;
  /** The trader's marks, in the reading's pixels, sent before confirming (or none); each round's
   * differ by a hair, so that no round replays the analysis of another. */
  hints: ((round: number) => Record<string, unknown>) | null;
}

/** The screenshots: the server's test chart, it without its price labels (fixed with two marked
 * prices), and the shared TradingView screenshot when present. */
async function cases(): Promise<Case[]> {
  const chart = await chartScreenshot();
  const bare = await sharp(chart)
    .extract({ left: 0, top: 0, width: 588, height: 400 })
    .png()
    .toBuffer();
  const list: Case[] = [
    { name: 'test chart 640x400', bytes: chart, hints: null },
    {
      name: 'test chart without labels, two prices marked',
      bytes: bare,
      hints: (round) => ({
        axis: [
          { y: 30, price: 101 },
          { y: 221, price: 97 - round / 1000 },
        ],
      }),
    },
  ];
  const spy = path.resolve(root, '../shared/data/screenshots/spy-tradingview-dark.png');
  if (existsSync(spy))
    list.push({ name: 'spy-tradingview-dark 1199x697', bytes: readFileSync(spy), hints: null });
  return list.filter((c) => !values.only || c.name.includes(values.only));
}

async function call(
  base: string,
  cookie: string,
  url: string,
  init: { method: string; body?: FormData | string; json?: boolean },
): Promise<{ status: number; ms: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { origin: base, 'x-candlelens-csrf': '1', cookie };
  if (init.json) headers['content-type'] = 'application/json';
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, { method: init.method, headers, body: init.body });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, ms: performance.now() - t0, body };
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const summary = (xs: number[]) => ({
  n: xs.length,
  medianMs: Math.round(quantile(xs, 0.5)),
  p90Ms: Math.round(quantile(xs, 0.9)),
  minMs: Math.round(Math.min(...xs)),
});

async function main() {
  if (!values['no-build']) buildServer();
  const server = await startServer({ LOG_LEVEL: 'error', READING_PREVIEWS_PER_HOUR: '10000' });
  const results: Record<string, unknown>[] = [];
  try {
    for (const c of await cases()) {
      // a fresh trader per screenshot: 300 analyses of credit each
      const cookie = await subscribedUser(server.base, 'confirm');
      const preview: number[] = [];
      const confirm: number[] = [];
      const direct: number[] = [];
      // one warm-up round per screenshot (the workers' first reading of a size is slower)
      for (let round = 0; round <= ROUNDS; round++) {
        const form = new FormData();
        form.set('type', 'key-levels');
        form.set('image', new Blob([new Uint8Array(c.bytes)], { type: 'image/png' }), 'chart.png');
        const read = await call(server.base, cookie, '/api/readings', {
          method: 'POST',
          body: form,
        });
        if (read.status !== 201) throw new Error(`${c.name}: preview ${read.status}`);
        const id = String(read.body.id);
        if (c.hints) {
          const hinted = await call(server.base, cookie, `/api/readings/${id}/hints`, {
            method: 'POST',
            body: JSON.stringify(c.hints(round)),
            json: true,
          });
          if (hinted.status !== 200) throw new Error(`${c.name}: hints ${hinted.status}`);
        }
        const confirmForm = new FormData();
        confirmForm.set('type', 'key-levels');
        confirmForm.set('reading', id);
        const made = await call(server.base, cookie, '/api/analyses', {
          method: 'POST',
          body: confirmForm,
        });
        if (made.status !== 201) throw new Error(`${c.name}: confirm ${made.status}`);
        const straight = c.hints
          ? null
          : await upload(server.base, cookie, c.bytes, { acceptLowConfidence: true });
        if (straight && straight.status !== 201)
          throw new Error(`${c.name}: upload ${straight.status} ${straight.message}`);
        if (round === 0) continue;
        preview.push(read.ms);
        confirm.push(made.ms);
        if (straight) direct.push(straight.ms);
      }
      const row = {
        screenshot: c.name,
        preview: summary(preview),
        confirm: summary(confirm),
        ...(direct.length ? { directUpload: summary(direct) } : {}),
      };
      results.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    await server.stop();
  }
  mkdirSync(path.dirname(values.json!), { recursive: true });
  writeFileSync(
    values.json!,
    JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, results }, null, 2),
  );
}

await main();
