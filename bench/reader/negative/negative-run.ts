// Reads the negative corpus: every image should be refused. Reports refusals by class, the
// reasons given, and the images that were accepted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeImage } from '@candlelens/chart-reader/node';
import type { ReaderWorker } from '../reader-worker.ts';
import { median } from '../stats.ts';
import type { NegativeFigures } from '../summary.ts';
import { reasonFits, reasonKind } from './reason-fit.ts';
import {
  NEGATIVE_DIR,
  generateNegative,
  negativePlan,
  type NegativeEntry,
  type NegativeManifest,
} from './negative-generate.ts';

export interface NegativeRow {
  id: string;
  cls: string;
  /** null when the reader failed on the image (a failure is no acceptance). */
  accepted: boolean | null;
  confidence: number | null;
  evidence: Record<string, number> | null;
  reason: string | null;
  candles: number;
  ms: number;
  error: string | null;
}

/** The manifest of the negative corpus, rendered first when missing or out of date. */
export async function ensureNegative(regen: boolean): Promise<NegativeManifest> {
  const path = join(NEGATIVE_DIR, 'manifest.json');
  let m: NegativeManifest | null = null;
  if (existsSync(path)) {
    try {
      m = JSON.parse(readFileSync(path, 'utf8')) as NegativeManifest;
    } catch {
      m = null;
    }
  }
  const complete =
    m !== null &&
    m.version === negativePlan().version &&
    m.entries.every((e) => existsSync(join(NEGATIVE_DIR, e.image)));
  if (regen || !complete) {
    process.stderr.write(
      `generating the negative corpus (${regen ? '--regen' : m ? 'out of date' : 'missing'})...\n`,
    );
    await generateNegative({
      log: (l) => (l.startsWith('corpus:') ? process.stderr.write(l + '\n') : true),
    });
    m = JSON.parse(readFileSync(path, 'utf8')) as NegativeManifest;
  }
  return m as NegativeManifest;
}

export async function readNegatives(
  reader: ReaderWorker,
  entries: readonly NegativeEntry[],
  dir = NEGATIVE_DIR,
): Promise<NegativeRow[]> {
  const rows: NegativeRow[] = [];
  for (const e of entries) {
    const img = await decodeImage(readFileSync(join(dir, e.image)));
    const { reading, ms } = await reader.read(img);
    rows.push(
      'error' in reading
        ? {
            id: e.id,
            cls: e.cls,
            accepted: null,
            confidence: null,
            evidence: null,
            reason: null,
            candles: 0,
            ms,
            error: reading.error,
          }
        : {
            id: e.id,
            cls: e.cls,
            accepted: reading.accepted,
            confidence: reading.confidence,
            evidence: reading.evidence,
            reason: reading.reason,
            candles: reading.candles.length,
            ms,
            error: null,
          },
    );
  }
  return rows;
}

const fits = (r: NegativeRow): boolean => r.accepted === false && reasonFits(r.cls, r.reason);

export function negativeFigures(rows: readonly NegativeRow[]): NegativeFigures {
  const byClass: NegativeFigures['byClass'] = {};
  for (const r of rows) {
    const c = (byClass[r.cls] ??= { images: 0, accepted: 0, reasonsFit: 0 });
    c.images++;
    if (r.accepted === true) c.accepted++;
    if (fits(r)) c.reasonsFit = (c.reasonsFit ?? 0) + 1;
  }
  return {
    images: rows.length,
    accepted: rows.filter((r) => r.accepted === true).length,
    reasonsFit: rows.filter(fits).length,
    byClass,
  };
}

export function formatNegatives(rows: readonly NegativeRow[]): string {
  const f = negativeFigures(rows);
  const head = `${'class'.padEnd(16)} ${'n'.padStart(4)} ${'refused'.padStart(8)} ${'accepted'.padStart(9)} ${'failed'.padStart(7)} ${'fits'.padStart(5)} ${'confMed'.padStart(8)} ${'msMed'.padStart(6)}  most given reason`;
  const lines = Object.entries(f.byClass).map(([cls, c]) => {
    const rs = rows.filter((r) => r.cls === cls);
    const reasons = new Map<string, number>();
    for (const r of rs) if (r.reason) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    const top = [...reasons].sort((a, b) => b[1] - a[1])[0];
    const conf = rs.filter((r) => r.confidence !== null).map((r) => r.confidence as number);
    return [
      cls.padEnd(16),
      String(c.images).padStart(4),
      String(rs.filter((r) => r.accepted === false).length).padStart(8),
      String(c.accepted).padStart(9),
      String(rs.filter((r) => r.error).length).padStart(7),
      String(c.reasonsFit ?? 0).padStart(5),
      (conf.length ? median(conf).toFixed(2) : '-').padStart(8),
      median(rs.map((r) => r.ms))
        .toFixed(0)
        .padStart(6),
      top ? ` ${top[0].slice(0, 70)} (${top[1]})` : '',
    ].join(' ');
  });
  const accepted = rows.filter((r) => r.accepted === true);
  const failed = rows.filter((r) => r.error !== null);
  const misfits = rows.filter((r) => r.accepted === false && !fits(r));
  return [
    head,
    '-'.repeat(head.length),
    ...lines,
    `total: ${f.images} images that are not candlestick charts; accepted ${f.accepted} (target 0); refusals whose reason fits the picture ${f.reasonsFit}`,
    ...(misfits.length
      ? [
          'reasons that do not fit the picture:',
          ...misfits.map((r) => `  ${r.id}: ${reasonKind(r.reason)} (${r.candles} candles)`),
        ]
      : []),
    ...(accepted.length
      ? [
          'accepted:',
          ...accepted.map(
            (r) => `  ${r.id}: ${r.candles} candles, confidence ${r.confidence?.toFixed(2) ?? '-'}`,
          ),
        ]
      : []),
    ...(failed.length ? ['reader failed on:', ...failed.map((r) => `  ${r.id}: ${r.error}`)] : []),
  ].join('\n');
}
