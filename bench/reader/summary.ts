// The machine-readable summary of one benchmark run (bench/out/reader-summary.json), made to
// compare two readers: `npx tsx bench/reader/compare-summaries.ts A.json B.json`.
import type { Calibration } from './calibration.ts';
import type { CorpusRun } from './corpus-run.ts';
import type { RealRun } from './real/run-real.ts';
import type { Summary } from './score.ts';

/** The headline figures of a corpus or of one of its tags. */
export interface CorpusFigures {
  images: number;
  failed: number;
  recall: number;
  precision: number;
  exactCount: number;
  errPctMedian: number;
  errPctP95: number;
  axisRead: number;
  direction: number;
  readMsMedian: number;
  acceptable?: number;
}

export interface NegativeFigures {
  images: number;
  accepted: number;
  /** Refusals whose reason fits the picture (`negative/reason-fit.ts`). */
  reasonsFit?: number;
  byClass: Record<string, { images: number; accepted: number; reasonsFit?: number }>;
}

export interface SummaryRecord {
  reader: string;
  /** The reader's name made safe for a file name. */
  readerTag: string;
  date: string;
  options: unknown;
  real: {
    dir: string;
    skipped: string | null;
    summary: RealRun['summary'];
    cases: Record<
      string,
      { ok: boolean; n?: number; accepted?: boolean; confidence?: number | null }
    >;
  } | null;
  corpora: Record<
    string,
    { corpus: string; overall: CorpusFigures; byTag: Record<string, CorpusFigures> }
  >;
  negative: NegativeFigures | null;
  calibration: Record<string, Calibration>;
}

export function corpusFigures(s: Summary, acceptable?: number): CorpusFigures {
  return {
    images: s.images,
    failed: s.failed,
    recall: s.recall,
    precision: s.precision,
    exactCount: s.exactCountRate,
    errPctMedian: s.errPct.median,
    errPctP95: s.errPct.p95,
    axisRead: s.axisReadRate,
    direction: s.directionAccuracy,
    readMsMedian: s.readMs.median,
    ...(acceptable !== undefined ? { acceptable } : {}),
  };
}

export function summaryRecord(input: {
  reader: string;
  options: unknown;
  real: RealRun | null;
  corpora: readonly CorpusRun[];
  negative?: NegativeFigures | null;
  calibration: [string, Calibration][];
}): SummaryRecord {
  const { real } = input;
  return {
    reader: input.reader,
    readerTag: input.reader.replace(/[^A-Za-z0-9._-]+/g, '_'),
    date: new Date().toISOString(),
    options: input.options,
    real: real
      ? {
          dir: real.dir,
          skipped: real.skipped,
          summary: real.summary,
          cases: Object.fromEntries(
            real.rows.map((r) => [
              r.name,
              { ok: r.ok, n: r.n, accepted: r.accepted, confidence: r.confidence },
            ]),
          ),
        }
      : null,
    corpora: Object.fromEntries(
      input.corpora.map((c) => [
        c.name,
        {
          corpus: c.corpus,
          overall: corpusFigures(c.overall, c.scores.filter((s) => s.acceptable).length),
          byTag: Object.fromEntries(
            Object.entries(c.byTag).map(([tag, s]) => [tag, corpusFigures(s)]),
          ),
        },
      ]),
    ),
    negative: input.negative ?? null,
    calibration: Object.fromEntries(input.calibration),
  };
}
