import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.ts';

// Analyses stored before the history kept its own columns get them from the reading stored with
// each one, when the migration that adds them runs.

const dir = mkdtempSync(path.join(os.tmpdir(), 'candlelens-backfill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before the history columns (its journal cut before 0007). */
function migrationsBefore(tag: string): string {
  const before = path.join(dir, 'before');
  cpSync(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

const candles = [
  { x: 10, open: 1.0841, high: 1.0862, low: 1.0833, close: 1.0855 },
  { x: 20, open: 1.0855, high: 1.0871, low: 1.0849, close: 1.08637 },
];
const axis = (decimals?: number) => ({
  side: 'right',
  scale: 'linear',
  fit: { slope: -0.001, intercept: 1.2 },
  labels: [],
  ...(decimals === undefined ? {} : { decimals }),
});

describe('the history columns migration', { timeout: 60_000 }, () => {
  it('fills symbol, timeframe, last close and decimals from the stored readings', async () => {
    const pglite = new PGlite();
    const db = drizzle({ client: pglite, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: migrationsBefore('0007_history_columns') });
    await pglite.query(`insert into "user" (id, name, email) values ('u1', 'Ava', 'a@x.io')`);
    const rows: [string, object, object][] = [
      // a reading that kept the axis' decimals
      ['a', { symbol: 'EURUSD', timeframe: '1h', candles, priceAxis: axis(5) }, { decimals: 4 }],
      // an older one: the engine's decimals stand in
      ['b', { symbol: null, timeframe: null, candles, priceAxis: axis() }, { decimals: 4 }],
      // prices relative to the plot: no close, no decimals
      ['c', { symbol: 'BTCUSDT', candles, priceAxis: null, relativePrices: true }, { decimals: 1 }],
      // a name where no ticker was read
      [
        'd',
        { symbol: null, instrument: 'SPDR S&P 500 ETF Trust', candles, priceAxis: axis(2) },
        {},
      ],
    ];
    for (const [id, reading, result] of rows)
      await pglite.query(
        `insert into analyses (id, user_id, type, text, summary, provider, reading, result,
           image_key, image_type, thumbnail_key, width, height, read_ms, analyze_ms, total_ms)
         values ($1, 'u1', 'trend', '', '', 'local', $2, $3, 'k', 'image/png', 't', 1, 1, 1, 1, 1)`,
        [id, JSON.stringify({ relativePrices: false, ...reading }), JSON.stringify(result)],
      );
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const after = await pglite.query<Record<string, unknown>>(
      'select id, symbol, timeframe, last_close, price_decimals from analyses order by id',
    );
    expect(after.rows).toEqual([
      { id: 'a', symbol: 'EURUSD', timeframe: '1h', last_close: 1.08637, price_decimals: 5 },
      { id: 'b', symbol: null, timeframe: null, last_close: 1.08637, price_decimals: 4 },
      { id: 'c', symbol: 'BTCUSDT', timeframe: null, last_close: null, price_decimals: null },
      {
        id: 'd',
        symbol: 'SPDR S&P 500 ETF Trust',
        timeframe: null,
        last_close: 1.08637,
        price_decimals: 2,
      },
    ]);
    await pglite.close();
  });
});
