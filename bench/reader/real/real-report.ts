// The real set's table and summary line, in the columns of the set's own scorer plus the
// reader's verdict (acc) and confidence (conf).
import type { RealRow, RealSummary } from './real-score.ts';

const f1 = (v: number | undefined, d = 1): string =>
  v === undefined || Number.isNaN(v) ? '-' : v >= 1000 ? '>999' : v.toFixed(d);

export function formatRealTable(rows: readonly RealRow[]): string {
  const head = [
    'image'.padEnd(36),
    'n'.padStart(5),
    'truth'.padStart(8),
    'cnt%'.padStart(6),
    'axis'.padStart(5),
    'in%'.padStart(5),
    'lo%'.padStart(7),
    'hi%'.padStart(7),
    'last%'.padStart(7),
    'dir'.padStart(5),
    'dirD'.padStart(5),
    'serr%'.padStart(6),
    'ms'.padStart(7),
    'ok'.padStart(3),
    'acc'.padStart(4),
    'conf'.padStart(5),
  ].join(' ');
  const lines = rows.map((r) => {
    if (r.error) return `${r.name.padEnd(36)} ERROR ${r.error}`;
    const last =
      r.lastErrPct === undefined ? '-' : f1(r.lastErrPct) + (r.lastKind === 'close' ? 'c' : '');
    return [
      r.name.padEnd(36),
      String(r.n).padStart(5),
      r.truth.padStart(8),
      f1(r.countErrPct).padStart(6),
      (r.axis ? 'yes' : 'NO').padStart(5),
      (r.inRange === undefined ? '-' : String(Math.round(r.inRange * 100))).padStart(5),
      f1(r.loErrPct).padStart(7),
      f1(r.hiErrPct).padStart(7),
      last.padStart(7),
      f1(r.dirPlaus, 2).padStart(5),
      f1(r.dirData, 2).padStart(5),
      f1(r.seriesMedErrPct, 2).padStart(6),
      f1(r.ms, 0).padStart(7),
      (r.ok ? 'Y' : '.').padStart(3),
      (r.accepted ? 'Y' : 'no').padStart(4),
      (r.confidence === null || r.confidence === undefined
        ? '-'
        : r.confidence.toFixed(2)
      ).padStart(5),
    ].join(' ');
  });
  const rule = '-'.repeat(head.length);
  return [head, rule, ...lines, rule].join('\n');
}

/** The scorer's summary line, then the reader's verdicts. */
export function formatRealSummary(s: RealSummary): string {
  return (
    `summary: ${s.images} images, ${s.errors} errors; ` +
    `acceptable (count within 5% and range within 1%) ${s.acceptable}/${s.images}; ` +
    `count within 5% ${s.countWithin5}; axis read ${s.axisRead} ` +
    `(prices in range for ${s.pricesInRange}); ` +
    `range within 1% ${s.rangeWithin1}; ` +
    `last candle within 1% ${s.lastWithin1}/${s.lastKnown}; ` +
    `direction plausible (>0.5) ${s.directionPlausible}/${s.images - s.errors}; ` +
    `median ms ${f1(s.medianMs, 0)}\n` +
    `verdicts: accepted ${s.accepted}/${s.images} (acceptable among them ${s.acceptedAcceptable}); ` +
    `acceptable but refused ${s.falseRefusals}`
  );
}

/** Reasons given for refusals, one line each. */
export function formatRefusals(rows: readonly RealRow[]): string {
  return rows
    .filter((r) => !r.error && r.accepted === false)
    .map((r) => `  ${r.name}: ${r.reason ?? '(no reason given)'}`)
    .join('\n');
}
