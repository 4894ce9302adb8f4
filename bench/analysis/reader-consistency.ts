import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, type Candle } from '@candlelens/analysis';

/** The fields of a reader-corpus truth file this check needs. */
interface CorpusTruth {
  id: string;
  image: string;
  scale: 'linear' | 'log';
  priceRange: { top: number; bottom: number };
  candles: (Candle & { partial?: boolean })[];
}

export interface ConsistencyResult {
  charts: number;
  read: number;
  truthLevels: number;
  matched: number;
  rate: number;
  /** Charts read with relative prices only (no price axis). */
  relativeCharts: number;
  /** Charts where the reader found the same number of candles as drawn (within 2). */
  sameCount: number;
  /** Levels and matches (0.3%) on those charts only. */
  sameCountLevels: number;
  sameCountMatched: number;
  /** Same, within 1% of the visible range. */
  matchedLoose: number;
  rateLoose: number;
  skipped: string[];
}

/** Price of a relative reading (0 = plot bottom, 100 = plot top) on the chart's own scale. */
function relativeToPrice(truth: CorpusTruth, rel: number): number {
  const { top, bottom } = truth.priceRange;
  const t = rel / 100;
  if (truth.scale === 'log' && top > 0 && bottom > 0)
    return Math.exp(Math.log(bottom) + t * (Math.log(top) - Math.log(bottom)));
  return bottom + t * (top - bottom);
}

/**
 * Levels found on the reader's candles against levels found on the true candles of the
 * reader's benchmark corpus: the share of true levels with a reader level of the same kind
 * within 0.3% of the visible price range.
 */
export async function readerConsistency(
  corpusDir: string,
  limit = 200,
): Promise<ConsistencyResult | null> {
  if (!existsSync(corpusDir)) return null;
  const { readChartFile } = await import('@candlelens/chart-reader/node');
  const files = readdirSync(corpusDir)
    .filter((f) => /^[\w-]+\.json$/.test(f) && f !== 'manifest.json')
    .sort()
    .slice(0, limit);
  const out: ConsistencyResult = {
    charts: 0,
    read: 0,
    truthLevels: 0,
    matched: 0,
    rate: 0,
    matchedLoose: 0,
    rateLoose: 0,
    relativeCharts: 0,
    sameCount: 0,
    sameCountLevels: 0,
    sameCountMatched: 0,
    skipped: [],
  };
  for (const file of files) {
    const truth = JSON.parse(readFileSync(join(corpusDir, file), 'utf8')) as CorpusTruth;
    if (!Array.isArray(truth.candles) || !truth.priceRange) continue;
    out.charts++;
    const trueCandles = truth.candles
      .filter((c) => !c.partial)
      .map(({ open, high, low, close }) => ({ open, high, low, close }));
    const expected = analyze(trueCandles, 'key-levels').levels;
    out.truthLevels += expected.length;
    const { reading } = await readChartFile(join(corpusDir, truth.image));
    if (!reading.found || reading.candles.length === 0) {
      out.skipped.push(`${truth.id}: not read`);
      continue;
    }
    out.read++;
    const relative = reading.relativePrices || reading.priceAxis === null;
    if (relative) out.relativeCharts++;
    const sameCount = Math.abs(reading.candles.length - trueCandles.length) <= 2;
    if (sameCount) {
      out.sameCount++;
      out.sameCountLevels += expected.length;
    }
    const got = analyze(
      reading.candles.map(({ open, high, low, close }) => ({ open, high, low, close })),
      'key-levels',
      { relative },
    ).levels.map((l) => ({
      kind: l.kind,
      price: relative ? relativeToPrice(truth, l.price) : l.price,
    }));
    const tolerance = 0.003 * Math.abs(truth.priceRange.top - truth.priceRange.bottom);
    const near = (price: number, kind: string, tol: number) =>
      got.some((g) => g.kind === kind && Math.abs(g.price - price) <= tol);
    for (const level of expected) {
      if (
        near(
          level.price,
          level.kind,
          0.01 * Math.abs(truth.priceRange.top - truth.priceRange.bottom),
        )
      )
        out.matchedLoose++;
      if (got.some((g) => g.kind === level.kind && Math.abs(g.price - level.price) <= tolerance)) {
        out.matched++;
        if (sameCount) out.sameCountMatched++;
      }
    }
  }
  out.rate = out.truthLevels ? Math.round((out.matched / out.truthLevels) * 1000) / 1000 : 0;
  out.rateLoose = out.truthLevels
    ? Math.round((out.matchedLoose / out.truthLevels) * 1000) / 1000
    : 0;
  return out;
}
