import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { READER_VERSION } from '@candlelens/chart-reader';
import { readOhlcCsv } from '@candlelens/analysis';
import type { AnalysisListResponse, AnalysisRecord } from '@candlelens/contracts';
import runAnalysis, {
  type AnalysisTask,
  type AnalysisTaskResult,
  type WorkerTask,
} from '../src/analysis/analysis.worker.ts';
import { analyses } from '../src/db/schema/index.ts';
import { signedInClient, subscribe } from './helpers/billing.ts';
import { analysisForm, CHART_PNG } from './helpers/images.ts';
import { buildTestApp, type Client, type TestApp } from './helpers/test-app.ts';

// The history a trader can search: each analysis listed with the symbol and timeframe its chart
// showed and its last close; filtered by symbol and tool on the server, for the owner only; a
// window of 7 days by default and everything kept on request; and each analysis' candles as CSV.

/** What the next upload's legend says (the fixture chart has none): set before each upload. */
let legend: { symbol: string | null; instrument: string | null; timeframe: string | null } = {
  symbol: null,
  instrument: null,
  timeframe: null,
};
const read = new Map<string, Promise<AnalysisTaskResult>>();
/** Reads each screenshot once for real, then gives it the legend the test chose. */
async function runner(worker: WorkerTask): Promise<AnalysisTaskResult> {
  if (!('type' in worker)) throw new Error('this test makes no reading previews');
  const task: AnalysisTask = worker;
  const key = `${task.type}:${Buffer.from(task.bytes).toString('base64')}`;
  if (!read.has(key)) read.set(key, runAnalysis(task));
  const out = structuredClone(await read.get(key)!);
  if (out.accepted && !out.needsCheck) out.reading = { ...out.reading, ...legend };
  return out;
}

let t: TestApp;
let owner: Client;
const ids: Record<string, string> = {};

async function upload(
  name: string,
  type: string,
  said: typeof legend,
  fileName = `${name}.png`,
): Promise<AnalysisRecord> {
  legend = said;
  const form = analysisForm(CHART_PNG, type, fileName);
  const res = await owner.post('/api/analyses', form.payload, form.headers);
  expect(res.statusCode).toBe(201);
  const analysis = res.json().analysis as AnalysisRecord;
  ids[name] = analysis.id;
  return analysis;
}

const list = async (client: Client, query = '') =>
  (await client.get(`/api/analyses?${query}`)).json() as AnalysisListResponse;
const namesOf = (page: AnalysisListResponse) =>
  page.items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id));

beforeAll(async () => {
  t = await buildTestApp({}, { analysisRunner: runner });
  ({ client: owner } = await signedInClient(t.app, 'historian'));
  await subscribe(owner, 'elite');
  await upload('spy', 'key-levels', { symbol: 'SPY', instrument: null, timeframe: '1D' });
  await upload('spdr', 'trend', {
    symbol: null,
    instrument: 'SPDR S&P 500 ETF Trust',
    timeframe: '1D',
  });
  await upload('eurusd', 'key-levels', { symbol: 'EURUSD', instrument: null, timeframe: '1h' });
  await upload('bare', 'trend', { symbol: null, instrument: null, timeframe: null });
  await upload('spy-old', 'key-levels', { symbol: 'SPY', instrument: null, timeframe: '1D' });
  // An analysis from three weeks ago: outside the default window, kept all the same.
  await t.database.db
    .update(analyses)
    .set({ createdAt: new Date(Date.now() - 21 * 86_400_000) })
    .where(eq(analyses.id, ids['spy-old']!));
});
afterAll(() => t.close());

describe('the history list', () => {
  it('shows the symbol (or the name the legend gives), timeframe and last close of each chart', async () => {
    const page = await list(owner);
    expect(namesOf(page)).toEqual(['bare', 'eurusd', 'spdr', 'spy']);
    const stored = (await owner.get(`/api/analyses/${ids.spy}`)).json() as AnalysisRecord;
    const lastClose = stored.reading.candles.at(-1)!.close;
    expect(page.items.map((i) => [i.symbol, i.timeframe])).toEqual([
      [null, null],
      ['EURUSD', '1h'],
      ['SPDR S&P 500 ETF Trust', '1D'],
      ['SPY', '1D'],
    ]);
    for (const item of page.items) {
      expect(item.lastClose).toBe(lastClose);
      expect(item.priceDecimals).toBe(stored.reading.priceAxis!.decimals);
    }
  });

  it('filters by symbol in any case, by charts that show none, and by tool, on the server', async () => {
    expect(namesOf(await list(owner, 'symbol=spy'))).toEqual(['spy']);
    expect(
      namesOf(await list(owner, `symbol=${encodeURIComponent('SPDR S&P 500 ETF Trust')}`)),
    ).toEqual(['spdr']);
    expect(namesOf(await list(owner, 'symbol=none'))).toEqual(['bare']);
    expect(namesOf(await list(owner, 'type=trend'))).toEqual(['bare', 'spdr']);
    expect(namesOf(await list(owner, 'type=key-levels&symbol=EURUSD'))).toEqual(['eurusd']);
    expect(namesOf(await list(owner, 'type=trend&symbol=EURUSD'))).toEqual([]);
    // pages keep the filter
    const first = await list(owner, 'type=key-levels&limit=1&since=all');
    expect(namesOf(first)).toEqual(['eurusd']);
    const second = await list(
      owner,
      `type=key-levels&limit=1&since=all&cursor=${first.nextCursor}`,
    );
    expect(namesOf(second)).toEqual(['spy']);
  });

  it('keeps older analyses: the 7-day window by default, everything with since=all', async () => {
    expect(namesOf(await list(owner, 'symbol=SPY'))).toEqual(['spy']);
    expect(namesOf(await list(owner, 'symbol=SPY&since=all'))).toEqual(['spy', 'spy-old']);
    expect((await owner.get('/api/analyses?since=forever')).statusCode).toBe(400);
  });

  it('lists the symbols and tools there are to filter by, most analysed first', async () => {
    const week = (await owner.get('/api/analyses/filters')).json();
    expect(week.symbols).toEqual([
      { symbol: 'EURUSD', count: 1 },
      { symbol: 'SPDR S&P 500 ETF Trust', count: 1 },
      { symbol: 'SPY', count: 1 },
      { symbol: null, count: 1 },
    ]);
    expect(week.types).toEqual([
      { type: 'key-levels', count: 2 },
      { type: 'trend', count: 2 },
    ]);
    const all = (await owner.get('/api/analyses/filters?since=all')).json();
    expect(all.symbols[0]).toEqual({ symbol: 'SPY', count: 2 });
  });

  it("shows another user none of the owner's analyses, symbols or candles", async () => {
    const { client: other } = await signedInClient(t.app, 'snoop');
    expect((await list(other, 'symbol=SPY&since=all')).items).toEqual([]);
    expect((await other.get('/api/analyses/filters?since=all')).json()).toEqual({
      symbols: [],
      types: [],
    });
    const theirs = await other.get(`/api/analyses/${ids.spy}/candles.csv`);
    const record = await other.get(`/api/analyses/${ids.spy}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(record.json());
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${ids.spy}/candles.csv`,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/analyses/filters' })).statusCode).toBe(
      401,
    );
  });
});

describe("an analysis' candles as CSV", () => {
  it('are the stored reading, in the chart decimals, named after the upload, symbol and timeframe', async () => {
    const record = (await owner.get(`/api/analyses/${ids.spy}`)).json() as AnalysisRecord;
    expect(record.candlesUrl).toBe(`/api/analyses/${ids.spy}/candles.csv`);
    const res = await owner.get(record.candlesUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = record.createdAt.slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="candlelens-SPY-1D-${day}-${ids.spy!.slice(0, 8)}.csv"`,
    );
    const [comment, columns, ...rows] = res.body.trimEnd().split('\n');
    expect(comment).toBe(
      `# source: spy.png; symbol: SPY; timeframe: 1D; reader: ${READER_VERSION}`,
    );
    expect(columns).toBe('time,open,high,low,close');
    const { candles, priceAxis } = record.reading;
    const d = priceAxis!.decimals!;
    expect(rows).toEqual(
      candles.map((c) =>
        [c.time ?? '', ...[c.open, c.high, c.low, c.close].map((v) => v.toFixed(d))].join(','),
      ),
    );
    // and it reads back as the same OHLC series
    const back = readOhlcCsv(res.body);
    expect(back.skipped).toBe(0);
    expect(back.candles.map((c) => c.close)).toEqual(
      candles.map((c) => Number(c.close.toFixed(d))),
    );
  });

  it('say what the chart did not show', async () => {
    const res = await owner.get(`/api/analyses/${ids.bare}/candles.csv`);
    expect(res.body.split('\n')[0]).toBe(
      `# source: bare.png; symbol: not shown; timeframe: not shown; reader: ${READER_VERSION}`,
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="candlelens-candles-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv"$/,
    );
  });

  it('keep a file name safe whatever the upload was called', async () => {
    const path = 'C:\\Users\\ava\\charts/a;b,c.png';
    await upload('odd', 'quick', { symbol: 'BRK.B', instrument: null, timeframe: '1W' }, path);
    const res = await owner.get(`/api/analyses/${ids.odd}/candles.csv`);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="candlelens-BRK-B-1W-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv"$/,
    );
    expect(res.body.split('\n')[0]).toBe(
      `# source: a b c.png; symbol: BRK.B; timeframe: 1W; reader: ${READER_VERSION}`,
    );
  });
});
