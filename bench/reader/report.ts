import type { ImageScore, Summary } from './score.ts';

const f = (v: number, digits: number): string => (Number.isFinite(v) ? v.toFixed(digits) : '-');

const COLUMNS: [string, number, (s: Summary) => string][] = [
  ['n', 4, (s) => String(s.images)],
  ['recall', 6, (s) => f(s.recall, 3)],
  ['prec', 6, (s) => f(s.precision, 3)],
  ['exact', 5, (s) => f(s.exactCountRate, 2)],
  ['err%med', 7, (s) => f(s.errPct.median, 3)],
  ['err%p95', 7, (s) => f(s.errPct.p95, 3)],
  ['axOk%p95', 8, (s) => f(s.errPctAxisRead.p95, 3)],
  ['pxMed', 5, (s) => f(s.errPx.median, 2)],
  ['pxP95', 5, (s) => f(s.errPx.p95, 2)],
  ['axis', 5, (s) => f(s.axisReadRate, 2)],
  ['dir', 5, (s) => f(s.directionAccuracy, 3)],
  ['msMed', 6, (s) => f(s.readMs.median, 1)],
  ['msP95', 6, (s) => f(s.readMs.p95, 1)],
  ['xDec', 5, (s) => f(s.timeVsDecode, 1)],
  ['fail', 4, (s) => String(s.failed)],
];

export function formatTable(rows: [string, Summary][]): string {
  const nameWidth = Math.max(14, ...rows.map(([n]) => n.length));
  const header = ['variation'.padEnd(nameWidth), ...COLUMNS.map(([h, w]) => h.padStart(w))].join(
    ' ',
  );
  const lines = rows.map(([name, s]) =>
    [name.padEnd(nameWidth), ...COLUMNS.map(([, w, get]) => get(s).padStart(w))].join(' '),
  );
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

/** Images to look at first: failures, then the lowest recall, precision or axis reads. */
export function formatWorst(scores: readonly ImageScore[], count: number): string {
  const badness = (s: ImageScore): number =>
    (s.error ? 10 : 0) +
    (1 - s.matched / (s.truthCandles || 1)) +
    s.extra / (s.matched + s.extra || 1) +
    (s.axisRead ? 0 : 0.5);
  const worst = [...scores].sort((a, b) => badness(b) - badness(a)).slice(0, count);
  return worst
    .map((s) =>
      s.error
        ? `  ${s.id}: ERROR ${s.error}`
        : `  ${s.id}: ${s.matched}/${s.truthCandles} matched, ${s.extra} extra, axis ${s.axisRead ? 'ok' : 'not read'}` +
          (s.warnings.length ? `, warnings: ${s.warnings.join('; ').slice(0, 140)}` : ''),
    )
    .join('\n');
}

interface Target {
  name: string;
  value: number;
  goal: string;
  met: boolean;
}

/** The reader's targets (issue: chart reader), checked on the overall and 1920x1080 figures. */
export function targets(overall: Summary, fullHd: Summary | undefined): Target[] {
  const t = (name: string, value: number, goal: string, met: boolean): Target => ({
    name,
    value,
    goal,
    met: Number.isFinite(value) && met,
  });
  const ms = fullHd?.readMs.median ?? Number.NaN;
  return [
    t('recall', overall.recall, '>= 0.99', overall.recall >= 0.99),
    t('precision', overall.precision, '>= 0.99', overall.precision >= 0.99),
    t('error median % of range', overall.errPct.median, '<= 0.15', overall.errPct.median <= 0.15),
    t('error p95 % of range', overall.errPct.p95, '<= 0.6', overall.errPct.p95 <= 0.6),
    t('axis read rate', overall.axisReadRate, '>= 0.98', overall.axisReadRate >= 0.98),
    t(
      'direction accuracy',
      overall.directionAccuracy,
      '>= 0.99',
      overall.directionAccuracy >= 0.99,
    ),
    t('read ms median, 1920x1080', ms, '<= 250', ms <= 250),
    t('read time / decode time', overall.timeVsDecode, '<= 10', overall.timeVsDecode <= 10),
  ];
}

export function formatTargets(list: Target[]): string {
  return list
    .map(
      (x) =>
        `  ${x.met ? 'met    ' : 'NOT met'}  ${x.name.padEnd(26)} ${f(x.value, 3).padStart(8)}  (target ${x.goal})`,
    )
    .join('\n');
}

/** For each headline metric, the variations (with at least `minImages`) that score lowest. */
export function formatWeakest(byTag: Record<string, Summary>, count = 5, minImages = 5): string {
  const metrics: [string, (s: Summary) => number][] = [
    ['recall', (s) => s.recall],
    ['precision', (s) => s.precision],
    ['axis read', (s) => s.axisReadRate],
    ['direction', (s) => s.directionAccuracy],
    ['error median (lower is better, negated)', (s) => -s.errPct.median],
  ];
  const tags = Object.entries(byTag).filter(([, s]) => s.images >= minImages);
  return metrics
    .map(([name, get]) => {
      const worst = [...tags]
        .filter(([, s]) => Number.isFinite(get(s)))
        .sort((a, b) => get(a[1]) - get(b[1]))
        .slice(0, count)
        .map(([tag, s]) => `${tag} ${f(Math.abs(get(s)), 3)}`);
      return `  ${name.padEnd(40)} ${worst.join(', ')}`;
    })
    .join('\n');
}

/**
 * How often the reader named Heikin-Ashi candles (its warning), on the charts drawn with them and
 * on every other chart: a style named where it is not drawn is a false alarm.
 */
export function formatHeikinAshi(
  runs: readonly { name: string; scores: readonly ImageScore[] }[],
): string {
  const named = (s: ImageScore): boolean => s.warnings.some((w) => w.startsWith('Heikin-Ashi'));
  let drawn = 0;
  let drawnNamed = 0;
  let other = 0;
  let otherNamed = 0;
  for (const run of runs)
    for (const s of run.scores) {
      if (s.error) continue;
      if (s.tags.includes('bars:heikin-ashi')) {
        drawn++;
        if (named(s)) drawnNamed++;
      } else {
        other++;
        if (named(s)) otherNamed++;
      }
    }
  return `Heikin-Ashi named: ${drawnNamed}/${drawn} charts drawn with it; ${otherNamed}/${other} other charts (false alarms)`;
}

/** A ticker compared without case, punctuation or an exchange prefix (`OANDA:XAUUSD`). */
const ticker = (s: string): string =>
  (s.split(':').pop() ?? s).replace(/[^a-z0-9]/gi, '').toUpperCase();

/**
 * How often the reader named the instrument a chart shows (its legend, header or title), named
 * another, or named none; and how often it named one on charts that show none (the truth gives
 * no symbol there).
 */
export function formatSymbols(
  runs: readonly { name: string; scores: readonly ImageScore[] }[],
): string {
  let shown = 0;
  let right = 0;
  let none = 0;
  const wrong: string[] = [];
  let unshown = 0;
  let invented = 0;
  for (const run of runs)
    for (const s of run.scores) {
      if (s.error || s.symbolTruth === undefined) continue;
      if (s.symbolTruth === null) {
        unshown++;
        if (s.symbolRead) invented++;
        continue;
      }
      shown++;
      if (!s.symbolRead) none++;
      else if (ticker(s.symbolRead) === ticker(s.symbolTruth)) right++;
      else wrong.push(`${s.id} ${s.symbolTruth} -> ${s.symbolRead}`);
    }
  const eg = wrong.length
    ? ` (${wrong.slice(0, 8).join('; ')}${wrong.length > 8 ? '; ...' : ''})`
    : '';
  return `symbol named: right ${right}/${shown} charts that show one, none ${none}, another ${wrong.length}${eg}; named on ${invented}/${unshown} charts that show none`;
}

/** A timeframe written one way: MetaTrader's `M15`, `H4`, `D1`, `W1`, `MN` as `15m`, `4h`, `1D`,
 * `1W`, `1M`, and hours in lower case (`4H` as `4h`). */
export function frame(s: string): string {
  const mt = /^(M|H|D|W|MN)(\d*)$/.exec(s.trim());
  if (mt) {
    const n = mt[2] || '1';
    return { M: `${n}m`, H: `${n}h`, D: `${n}D`, W: `${n}W`, MN: `${n}M` }[mt[1]!]!;
  }
  return /h$/i.test(s) ? s.toLowerCase() : s;
}

/**
 * How often the reader gave the chart's timeframe, another, or none (the truth does not say
 * whether the picture shows it: none is no error, another is).
 */
export function formatTimeframes(
  runs: readonly { name: string; scores: readonly ImageScore[] }[],
): string {
  let total = 0;
  let right = 0;
  const wrong: string[] = [];
  for (const run of runs)
    for (const s of run.scores) {
      if (s.error || s.timeframeTruth === undefined) continue;
      total++;
      if (!s.timeframeRead) continue;
      if (frame(s.timeframeRead) === frame(s.timeframeTruth)) right++;
      else wrong.push(`${s.id} ${s.timeframeTruth} -> ${s.timeframeRead}`);
    }
  const eg = wrong.length
    ? ` (${wrong.slice(0, 8).join('; ')}${wrong.length > 8 ? '; ...' : ''})`
    : '';
  return `timeframe given: right ${right}/${total} charts, another ${wrong.length}${eg}, none ${total - right - wrong.length}`;
}
