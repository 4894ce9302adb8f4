import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql, type SQL } from 'drizzle-orm';
import { READING_WORDS, type ReadingPreview } from '@candlelens/contracts';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { CHART_PNG, multipartForm } from './helpers/images.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';

// The free reading preview: a trader sees what was read before paying, fixes it with marks (read
// again, free), and pays once when they confirm. Everything is keyed to its owner.

const PREVIEWS_PER_HOUR = 12;
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await buildTestApp({
    ANALYSIS_WORKERS: '2',
    READING_PREVIEWS_PER_HOUR: String(PREVIEWS_PER_HOUR),
  });
  dataDir = t.app.config.DATA_DIR;
});
afterAll(() => t.close());

/** The fixture chart without its price labels: the reader refuses it for want of a price axis. */
let BARE: Buffer;
beforeAll(async () => {
  BARE = await sharp(CHART_PNG)
    .extract({ left: 0, top: 0, width: 588, height: 400 })
    .png()
    .toBuffer();
});
/** Two of the fixture's price labels: their rows and prices. */
const AXIS = [
  { y: 30, price: 101, text: '101.00' },
  { y: 221, price: 97, text: '97.00' },
];

const preview = (client: Client, image: Buffer, type?: string) => {
  const form = multipartForm(type ? { type } : {}, image);
  return client.post('/api/readings', form.payload, form.headers);
};
const confirm = (client: Client, reading: string, type = 'key-levels') => {
  const form = multipartForm({ reading, type });
  return client.post('/api/analyses', form.payload, form.headers);
};
const credits = async (client: Client) =>
  (await client.get('/api/subscription')).json().credits as number;
const history = async (client: Client) =>
  (await client.get('/api/analyses')).json().items as { id: string; readingChecked: boolean }[];

/** The image keys a query on the readings returns. */
async function imageKeys(query: SQL): Promise<string[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: { image_key: string }[] }).rows.map((r) => r.image_key);
}

async function elite(tag: string): Promise<Client> {
  const { client } = await signedInClient(t.app, tag);
  await subscribe(client, 'elite');
  return client;
}

describe('a reading preview', () => {
  let trader: Client;
  let clear: ReadingPreview;
  let bare: ReadingPreview;
  beforeAll(async () => {
    trader = await elite('preview');
  });

  it('shows what was read on a clear chart, says it looks right, and charges nothing', async () => {
    const res = await preview(trader, CHART_PNG, 'key-levels');
    expect(res.statusCode).toBe(201);
    clear = res.json();
    expect(clear.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(clear).toMatchObject({
      width: 640,
      height: 400,
      accepted: true,
      verdict: 'looks-right',
      verdictText: READING_WORDS.looksRight,
      relativePrices: false,
      hints: null,
    });
    expect(clear.confidence).toBeGreaterThanOrEqual(0.5);
    expect(clear.candles.length).toBeGreaterThan(60);
    expect(clear.plot!.right).toBeGreaterThan(500);
    // the labels read, each with its row and value: 101 sits above 97
    const label = (v: number) => clear.priceLabels.find((l) => l.value === v)!;
    expect(label(101).y).toBeLessThan(label(97).y);
    // each candle's pixels and prices agree: the high is drawn above the low
    for (const c of clear.candles) {
      expect(c.yHigh).toBeLessThanOrEqual(c.yLow);
      expect(c.high).toBeGreaterThanOrEqual(c.low);
    }
    expect(clear.last).toMatchObject({ close: clear.candles.at(-1)!.close });
    expect(Date.parse(clear.expiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(await credits(trader)).toBe(30000);
    expect(await history(trader)).toEqual([]);
  });

  it('refuses a chart without its price labels with the reason, offering the fixes', async () => {
    const res = await preview(trader, BARE);
    expect(res.statusCode).toBe(201);
    bare = res.json();
    expect(bare).toMatchObject({ accepted: false, verdict: 'refused', fixable: true });
    expect(bare.verdictText).toBe(bare.reason);
    expect(bare.reason).toMatch(/No price axis could be read/);
    // a refused reading cannot be paid for
    const paid = await confirm(trader, bare.id);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toBe(bare.reason);
    expect(await credits(trader)).toBe(30000);
  });

  it('answers marks that do not fit the screenshot with a clear 400, reading nothing', async () => {
    const cases: [unknown, string][] = [
      [{ axis: [AXIS[0], { ...AXIS[1], y: 32 }] }, 'Mark two heights at least 5 pixels apart.'],
      [{ plot: { x0: 10, y0: 10, x1: 900, y1: 300 } }, 'The marked price pane is off the picture.'],
      [{ lastX: -4 }, 'The marked last candle is off the picture.'],
      [
        { axis: [AXIS[1], AXIS[0]].map((a, i) => ({ ...a, price: i ? 90 : 110 })) },
        'The higher of the two marks must have the higher price.',
      ],
    ];
    for (const [hints, message] of cases) {
      const res = await trader.post(`/api/readings/${bare.id}/hints`, hints);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const shapeless = await trader.post(`/api/readings/${bare.id}/hints`, {
      axis: [{ y: 30 }, { y: 221, price: 97 }],
    });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().message).toContain('Each marked height needs a price.');
  });

  it('reads the chart again with two marked prices, free', async () => {
    const res = await trader.post(`/api/readings/${bare.id}/hints`, { axis: AXIS });
    expect(res.statusCode).toBe(200);
    const fixed: ReadingPreview = res.json();
    expect(fixed).toMatchObject({ id: bare.id, accepted: true, relativePrices: false });
    expect(fixed.verdict).not.toBe('refused');
    expect(fixed.hints).toEqual({ axis: AXIS });
    expect(fixed.warnings).toContain('prices from the two heights you marked');
    // the prices now match the clear chart's own reading within a cent or two, candle by candle
    // (the crop cuts the last price's tag at its edge, so the bare reading may end on that slice)
    const lastClear = clear.candles.at(-1)!;
    const same = fixed.candles.find((c) => Math.abs(c.x - lastClear.x) < 1.5);
    expect(same).toBeDefined();
    expect(Math.abs(same!.close - lastClear.close)).toBeLessThan(0.05);
    expect(Math.abs(same!.high - lastClear.high)).toBeLessThan(0.05);
    expect(await credits(trader)).toBe(30000);
  });

  it('charges once when the trader confirms, keeping the marks and saying the reading was checked', async () => {
    const res = await confirm(trader, bare.id);
    expect(res.statusCode).toBe(201);
    const { analysis, credits: left } = res.json();
    expect(left).toBe(29900);
    expect(analysis).toMatchObject({ readingChecked: true, hints: { axis: AXIS } });
    expect(analysis.reading.relativePrices).toBe(false);
    expect(await history(trader)).toEqual([
      expect.objectContaining({ id: analysis.id, readingChecked: true }),
    ]);

    // a second click, and the same screenshot uploaded again with the same marks: replayed
    const again = await confirm(trader, bare.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, analysis: { id: analysis.id } });
    const second: ReadingPreview = (await preview(trader, BARE)).json();
    expect((await trader.post(`/api/readings/${second.id}/hints`, { axis: AXIS })).statusCode).toBe(
      200,
    );
    const replay = await confirm(trader, second.id);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().analysis.id).toBe(analysis.id);
    expect(await credits(trader)).toBe(29900);
    expect(await history(trader)).toHaveLength(1);
  });

  it('analyses a clear chart as it was read, not marked as checked by the trader, once per reading', async () => {
    const res = await confirm(trader, clear.id, 'trend');
    expect(res.statusCode).toBe(201);
    expect(res.json().analysis).toMatchObject({ readingChecked: false, hints: null });
    expect(await credits(trader)).toBe(29800);
    // the same reading confirmed twice is one analysis...
    const twice = await confirm(trader, clear.id, 'trend');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().analysis.id).toBe(res.json().analysis.id);
    // ...and the same screenshot uploaded again without marks is analysed again, as it always was
    const again: ReadingPreview = (await preview(trader, CHART_PNG, 'trend')).json();
    expect((await confirm(trader, again.id, 'trend')).statusCode).toBe(201);
    expect(await credits(trader)).toBe(29700);
  });

  it('is its owner`s alone: another trader gets 404 on every route, and nothing is charged', async () => {
    const other = await elite('snoop');
    const hinted = await other.post(`/api/readings/${clear.id}/hints`, { lastX: 500 });
    expect(hinted.statusCode).toBe(404);
    expect((await confirm(other, clear.id)).statusCode).toBe(404);
    expect((await other.delete(`/api/readings/${clear.id}`)).statusCode).toBe(404);
    expect(await credits(other)).toBe(30000);
    // and the owner still has it
    expect((await trader.post(`/api/readings/${clear.id}/hints`, {})).statusCode).toBe(200);
  });

  it('"not a candlestick chart" drops the preview and its screenshot at once', async () => {
    const key = (
      await imageKeys(sql`select image_key from chart_readings where id = ${clear.id}`)
    )[0]!;
    expect(existsSync(path.join(dataDir, 'images', key))).toBe(true);
    expect((await trader.delete(`/api/readings/${clear.id}`)).statusCode).toBe(204);
    expect(existsSync(path.join(dataDir, 'images', key))).toBe(false);
    expect((await confirm(trader, clear.id)).statusCode).toBe(404);
  });

  it('expires: after its time it cannot be confirmed, and its screenshot is deleted', async () => {
    const res = await preview(trader, BARE);
    const { id } = res.json() as ReadingPreview;
    const [key] = await imageKeys(
      sql`update chart_readings set expires_at = now() - interval '1 minute'
          where id = ${id} returning image_key`,
    );
    const file = path.join(dataDir, 'images', key!);
    expect(existsSync(file)).toBe(true);
    const late = await trader.post(`/api/readings/${id}/hints`, { axis: AXIS });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toMatch(/expired.*nothing was charged/);
    expect(await t.app.readings.prune()).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
  });
});

describe('confirming a reading', () => {
  /** The kept screenshot of a preview, on disk in the image store. */
  async function keptFile(id: string): Promise<string> {
    const [key] = await imageKeys(sql`select image_key from chart_readings where id = ${id}`);
    return path.join(dataDir, 'images', key!);
  }
  /** The screenshot with its last 100 columns of candles painted over: read now, it has fewer. */
  async function paintOverLastCandles(file: string): Promise<void> {
    const patch = await sharp({
      create: { width: 100, height: 370, channels: 3, background: { r: 19, g: 23, b: 34 } },
    })
      .png()
      .toBuffer();
    writeFileSync(
      file,
      await sharp(readFileSync(file))
        .composite([{ input: patch, left: 480, top: 0 }])
        .png()
        .toBuffer(),
    );
  }
  const lastClose = (r: { candles: { close: number }[] }) => r.candles.at(-1)!.close;

  it('analyses the reading the trader saw: the screenshot is not read again', async () => {
    const trader = await elite('kept');
    const seen: ReadingPreview = (await preview(trader, CHART_PNG, 'trend')).json();
    // what the screenshot would read as now differs from what was shown
    const file = await keptFile(seen.id);
    await paintOverLastCandles(file);
    const now: ReadingPreview = (await preview(trader, readFileSync(file), 'trend')).json();
    expect(now.candles.length).toBeLessThan(seen.candles.length - 5);

    const res = await confirm(trader, seen.id, 'trend');
    expect(res.statusCode).toBe(201);
    const { reading } = res.json().analysis;
    expect(reading.candles).toHaveLength(seen.candles.length);
    expect(lastClose(reading)).toBeCloseTo(lastClose(seen), 6);
    expect(await credits(trader)).toBe(29900);
  });

  it('analyses the reading made with the marks, as shown after the fix', async () => {
    const trader = await elite('kept-marks');
    const bareSeen: ReadingPreview = (await preview(trader, BARE)).json();
    const fixed: ReadingPreview = (
      await trader.post(`/api/readings/${bareSeen.id}/hints`, { axis: AXIS })
    ).json();
    expect(fixed.accepted).toBe(true);
    await paintOverLastCandles(await keptFile(bareSeen.id));
    const res = await confirm(trader, bareSeen.id);
    expect(res.statusCode).toBe(201);
    const { analysis } = res.json();
    expect(analysis).toMatchObject({ readingChecked: true, hints: { axis: AXIS } });
    expect(analysis.reading.candles).toHaveLength(fixed.candles.length);
    expect(lastClose(analysis.reading)).toBeCloseTo(lastClose(fixed), 6);
    // confirmed again: the same analysis, charged once
    expect((await confirm(trader, bareSeen.id)).json()).toMatchObject({
      replayed: true,
      analysis: { id: analysis.id },
    });
    expect(await credits(trader)).toBe(29900);
  });

  it('reads the screenshot again for a preview kept without its reading', async () => {
    const trader = await elite('kept-none');
    const seen: ReadingPreview = (await preview(trader, CHART_PNG)).json();
    await t.database.db.execute(
      sql`update chart_readings set reading = null where id = ${seen.id}`,
    );
    await paintOverLastCandles(await keptFile(seen.id));
    const res = await confirm(trader, seen.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().analysis.reading.candles.length).toBeLessThan(seen.candles.length - 5);
  });
});

describe('a preview upload', () => {
  it('is checked as an analysis upload is: its bytes, its size, the file, the plan', async () => {
    const trader = await elite('checks');
    const text = await preview(trader, Buffer.from('just some text, not an image at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/not a supported image/);
    const big = await preview(trader, Buffer.concat([CHART_PNG, Buffer.alloc(11 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/at most 10 MB/);
    const form = multipartForm({ type: 'trend' });
    const none = await trader.post('/api/readings', form.payload, form.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a chart screenshot to analyze.');
    const locked = await signedInClient(t.app, 'basic-reader');
    await subscribe(locked.client, 'basic');
    const tier = await preview(locked.client, CHART_PNG, 'prediction');
    expect(tier.statusCode).toBe(403);
    expect(tier.json().requiredPlan).toBe('Elite');
  });
});

describe('the preview limit', () => {
  it('allows a set number of free readings an hour, then says when to try again', async () => {
    const trader = await elite('busy-reader');
    // a small blank picture: read in milliseconds (and refused), but each one counts
    const blank = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    for (let i = 0; i < PREVIEWS_PER_HOUR; i++)
      expect((await preview(trader, blank)).statusCode).toBe(201);
    const refused = await preview(trader, blank);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^You have had ${PREVIEWS_PER_HOUR} free chart readings in the last hour.*Please try again in \\d+ minutes?\\.$`,
      ),
    );
    // a trader without a plan is told so before any limit
    const { client: free } = await signedInClient(t.app, 'no-plan-reader');
    expect((await preview(free, blank)).statusCode).toBe(403);
  });
});
