// The time axis and legend on the real screenshots: how many candles get the right time, the
// right timeframe and symbol, and what reading them adds to the reading time.
//   npm run time-axis -w @candlelens/bench [-- --runs N]
// Reads the shared set in ../shared (never copied into the project); skips, saying why, without it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeSharedLabelReader, decodeImage, readChartImage } from '@candlelens/chart-reader/node';
import { EXPECTED, type Expected } from './expected.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REAL = join(ROOT, '../shared/data/screenshots/real/images');
const SPY = join(ROOT, '../shared/data/screenshots/spy-tradingview-dark.png');

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 3) || 3;

const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};

/**
 * A time read against one expected: times of day compare on the time of day alone, a day and
 * month without a year (`--01-16T05:37`) or a day alone (`---16T05:37`) on what they show.
 */
function sameTime(read: string | null, want: string): boolean {
  if (read === null) return false;
  if (/^\d\d:\d\d$/.test(read)) return want.slice(-5) === read;
  if (read.startsWith('---')) return want.slice(7) === read.slice(2);
  if (read.startsWith('--')) return want.slice(4) === read.slice(1);
  return read === want;
}

type Mark = 'ok' | 'wrong' | 'none' | '-';
const mark = (want: string | null | undefined, got: string | null, same = sameTime): Mark =>
  want === undefined
    ? '-'
    : got === null
      ? want === null
        ? 'ok'
        : 'none'
      : want !== null && same(got, want)
        ? 'ok'
        : 'wrong';

async function main(): Promise<void> {
  if (!existsSync(REAL)) {
    console.log(`skipped: the real set ${REAL} is not on this machine`);
    return;
  }
  const rows: string[] = [];
  const tally = { first: [0, 0], last: [0, 0], timeframe: [0, 0], symbol: [0, 0] };
  const added: number[] = [];
  const totals: number[] = [];
  const cpuAdded: number[] = [];
  const cpuTotal: number[] = [];
  for (const e of EXPECTED as Expected[]) {
    const file = e.name === 'spy-tradingview-dark' ? SPY : join(REAL, e.file);
    if (!existsSync(file)) continue;
    const image = await decodeImage(file);
    let reading = null;
    const ms: number[] = [];
    const tms: number[] = [];
    const cpuWith: number[] = [];
    const cpuWithout: number[] = [];
    for (let k = 0; k < runs; k++) {
      // CPU time with and without the step: wall time on a shared machine moves with its load
      for (const timeAxis of [true, false]) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const r = await readChartImage(image, { timeAxis });
        const cpu = process.cpuUsage(c0);
        (timeAxis ? cpuWith : cpuWithout).push((cpu.user + cpu.system) / 1000);
        if (!timeAxis) continue;
        ms.push(performance.now() - t0);
        tms.push(r.timeAxisMs);
        reading = r.reading;
      }
    }
    const c = reading!.candles;
    const got = {
      first: c[0]?.time ?? null,
      last: c[c.length - 1]?.time ?? null,
      timeframe: reading!.timeframe,
      symbol: reading!.symbol,
    };
    const marks = {
      first: mark(e.first, got.first),
      last: mark(e.last, got.last),
      timeframe: mark(e.timeframe, got.timeframe, (a, b) => a === b),
      symbol: mark(e.symbol, got.symbol, (a, b) => a === b),
    };
    for (const k of ['first', 'last', 'timeframe', 'symbol'] as const)
      if (marks[k] !== '-') {
        tally[k][1]!++;
        if (marks[k] === 'ok') tally[k][0]!++;
      }
    added.push(median(tms));
    cpuAdded.push(median(cpuWith) - median(cpuWithout));
    cpuTotal.push(median(cpuWith));
    totals.push(median(ms));
    rows.push(
      [
        e.name.padEnd(34),
        `${got.first ?? 'null'} ${marks.first}`.padEnd(24),
        `${got.last ?? 'null'} ${marks.last}`.padEnd(24),
        `${got.timeframe ?? 'null'} ${marks.timeframe}`.padEnd(12),
        `${got.symbol ?? 'null'} ${marks.symbol}`.padEnd(16),
        `${median(tms).toFixed(0)}`.padStart(6),
        `${median(ms).toFixed(0)}`.padStart(7),
        `${(median(cpuWith) - median(cpuWithout)).toFixed(0)}`.padStart(7),
      ].join(' '),
    );
  }
  console.log(
    `${'image'.padEnd(34)} ${'first candle'.padEnd(24)} ${'last candle'.padEnd(24)} ${'timeframe'.padEnd(12)} ${'symbol'.padEnd(16)} ${'t+l ms'.padStart(6)} ${'read ms'.padStart(7)} ${'cpu +ms'.padStart(7)}`,
  );
  for (const r of rows) console.log(r);
  const f = (k: keyof typeof tally): string => `${tally[k][0]}/${tally[k][1]}`;
  console.log(
    `CPU time the time axis and legend add per image: median ${median(cpuAdded).toFixed(0)} ms of a median ${median(cpuTotal).toFixed(0)} ms CPU per read`,
  );
  console.log(
    `summary: first candle ${f('first')}, last candle ${f('last')}, timeframe ${f('timeframe')}, symbol ${f('symbol')} right (of the cases whose truth states it); time axis + legend median ${median(added).toFixed(0)} ms of a median read of ${median(totals).toFixed(0)} ms (median of ${runs} runs per image)`,
  );
  await closeSharedLabelReader();
}

await main();
