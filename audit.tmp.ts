import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2]!;
const db = new PGlite(`${dir}/pglite`);
const q = async (s: string) => (await db.query(s)).rows;
console.log(JSON.stringify({
  analyses: await q('select count(*)::int as n from analyses'),
  ledger: await q('select kind, count(*)::int as n, sum(delta)::int as sum from credit_ledger group by kind'),
  spendsWithoutAnalysis: await q(`select count(*)::int as n from credit_ledger l where l.delta < 0 and not exists (select 1 from analyses a where l.reference = 'analysis:' || a.id)`),
  negative: await q('select count(*)::int as n from credit_ledger where balance_after < 0'),
}));
await db.close();
