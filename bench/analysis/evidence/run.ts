// Builds the engine's evidence file from the shared multi-market OHLC set, walk-forward, and
// prints the evidence and forecast calibration tables (Markdown).
// Run: npm run bench:analysis   (EVIDENCE_QUICK=1 for a quick look on every sixth series, not written)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { groupLabel, LEVELS, type EvidenceData } from '@candlelens/analysis';
import { chartClaims, FOLLOW_BARS, HORIZON } from './charts.ts';
import { claimEntries, FDR, MIN_SERIES, type SeriesClaims } from './claims.ts';
import { evidenceInputsHash } from './inputs.ts';
import { loadMarkets, MARKETS_DIR, marketsAvailable, seriesGroups } from './markets.ts';
import { discoveries } from '../plan/score.ts';
import { evaluateDirection } from './direction.ts';
import { evaluateRanges, originSamples, type OriginSamples } from './ranges.ts';
import { randomWalk, shuffledReturns } from './synthetic.ts';
import { printTables } from './tables.ts';

const OUT = fileURLToPath(
  new URL('../../../packages/analysis/src/evidence/evidence-data.generated.ts', import.meta.url),
);
const PRETTIER = fileURLToPath(new URL('../../../.prettierrc.json', import.meta.url));
const QUICK = process.env.EVIDENCE_QUICK === '1';
const RANGES_ONLY = process.env.EVIDENCE_RANGES_ONLY === '1';

export async function buildEvidence(): Promise<EvidenceData | null> {
  if (!marketsAvailable()) {
    console.log(`The market data is not at ${MARKETS_DIR}: nothing measured.`);
    return null;
  }
  const t0 = performance.now();
  // hashed before measuring: a source edited during the run makes the file read as stale
  const inputsHash = QUICK ? 'partial run' : evidenceInputsHash();
  const markets = loadMarkets(MARKETS_DIR, QUICK ? 6 : 1);
  const origins = new Map<string, OriginSamples[]>();
  const claims: SeriesClaims[] = [];
  const groups: EvidenceData['groups'] = {};
  markets.forEach((m, k) => {
    const c = m.candles;
    const timeOf = (t: number) => c[Math.min(c.length - 1, t)]?.time ?? 0;
    const place = {
      series: k,
      groups: seriesGroups(m),
      timeOf,
      endOf: (t: number) => timeOf(t + FOLLOW_BARS + 30),
    };
    const o = originSamples(c, k);
    for (const g of place.groups) {
      origins.set(g, [...(origins.get(g) ?? []), o]);
      const info = (groups[g] ??= { label: groupLabel(g), series: 0, bars: 0 });
      info.series++;
      info.bars += c.length;
    }
    if (!RANGES_ONLY) {
      claims.push({ ...place, source: 'real', samples: chartClaims(c, 20, k) });
      claims.push({
        ...place,
        source: 'shuffled',
        samples: chartClaims(shuffledReturns(c, 1000 + k), 40, k, true),
      });
      claims.push({
        ...place,
        source: 'walk',
        samples: chartClaims(randomWalk(c, 2000 + k), 40, k, true),
      });
    }
    process.stderr.write(
      `\r${k + 1}/${markets.length} series (${((performance.now() - t0) / 1000).toFixed(0)} s)   `,
    );
  });
  process.stderr.write('\n');
  const measured = claimEntries(claims);
  const data: EvidenceData = {
    source: `npm run bench:analysis on ${markets.length} series of ../shared/data/ohlc/markets (${markets.reduce((s, m) => s + m.candles.length, 0)} bars); claims on ${150}-bar charts every 20 bars, each against the best of its baselines on the same charts, intervals by series (cluster bootstrap, 1000 rounds, or Wilson's where wider), and the rule that shows a claim only where it is an edge tested walk-forward over four later calendar folds of five; ranges (scaled by the chart's 30-bar volatility times its own 10-bar/1-bar variance ratio over 140 bars) and direction walk-forward over five calendar blocks with an embargo of one horizon`,
    generator: 'npm run bench:analysis (bench/analysis/evidence/run.ts)',
    inputsHash,
    correction: `Benjamini-Hochberg at a false discovery rate of ${FDR * 100}% over every claim tested on a group (at least 30 cases), one correction per group; an edge also needs its 95% interval above the best baseline and at least ${MIN_SERIES} series`,
    horizon: HORIZON,
    followBars: FOLLOW_BARS,
    levels: LEVELS,
    groups,
    claims: measured.claims,
    walkForward: measured.walkForward,
    ranges: {},
    direction: {},
  };
  const directions: [string, ReturnType<typeof evaluateDirection>][] = [];
  for (const [g, list] of origins) {
    // a group of every timeframe pools daily and intraday charts
    data.ranges[g] = evaluateRanges(list, g.endsWith('/all'));
    directions.push([g, evaluateDirection(list)]);
  }
  // the direction model is one claim per group: an edge survives one correction over the groups
  const found = discoveries(directions.map(([, d]) => d.p));
  directions.forEach(([g, { p: _p, ...d }], i) => {
    data.direction[g] = { ...d, edge: d.edge && (found[i] ?? false) };
  });
  return data;
}

/** Writes the generated evidence file the engine imports; returns its path in the repository. */
export async function writeEvidence(data: EvidenceData): Promise<string> {
  const header = `// Generated by \`npm run bench:analysis\` (bench/analysis/evidence/run.ts) from ../shared/data/ohlc/markets. Do not edit by hand.\n// Inputs (market files and sources) SHA-256: ${data.inputsHash}\n`;
  const text = `${header}import type { EvidenceData } from './evidence-types.ts';\n\nexport const EVIDENCE_DATA: EvidenceData = ${JSON.stringify(data)};\n`;
  const options = JSON.parse(readFileSync(PRETTIER, 'utf8')) as prettier.Options;
  writeFileSync(OUT, await prettier.format(text, { ...options, parser: 'typescript' }));
  return OUT.replace(/.*packages\//, 'packages/');
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const data = await buildEvidence();
  if (!data) return;
  if (!QUICK && !RANGES_ONLY) await writeEvidence(data);
  printTables(data);
  console.log(
    `\n_Measured in ${((performance.now() - t0) / 1000).toFixed(0)} s${QUICK || RANGES_ONLY ? ' (partial run, not written)' : ''}._`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
