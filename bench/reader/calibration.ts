// How far the reader's verdicts can be trusted on charts: refusals, and how often accepted
// readings were acceptable at each confidence band.

export interface VerdictSample {
  /** null when the reader failed on the image (counted as a refusal). */
  accepted: boolean | null;
  confidence: number | null;
  acceptable: boolean;
  /** Refused, rightly, for showing fewer candles than the analysis needs (see `ImageScore`). */
  fewShown?: boolean;
}

export const CONFIDENCE_BANDS: [number, number][] = [
  [0, 0.5],
  [0.5, 0.7],
  [0.7, 0.85],
  [0.85, 1],
];

export interface BandFigures {
  band: string;
  accepted: number;
  acceptable: number;
  /** acceptable / accepted (NaN when none was accepted in the band). */
  rate: number;
}

export interface Calibration {
  charts: number;
  accepted: number;
  /** Charts refused (or failed on), whatever the reading's quality. */
  refused: number;
  refusedRate: number;
  /** Refused although the reading was acceptable. */
  refusedAcceptable: number;
  /** Of `refused`, those refused for showing fewer candles than the analysis needs, whose truth
   * has fewer: the answer the product owes such a chart, not a false refusal (absent from
   * summaries written before it was counted). */
  refusedFew?: number;
  /** Accepted although the reading was not acceptable. */
  acceptedUnacceptable: number;
  bands: BandFigures[];
}

/** The band of a confidence value (the last band includes 1). */
export function bandOf(confidence: number): number {
  const i = CONFIDENCE_BANDS.findIndex(([lo, hi]) => confidence >= lo && confidence < hi);
  return i >= 0 ? i : confidence >= 1 ? CONFIDENCE_BANDS.length - 1 : 0;
}

export function calibrate(samples: readonly VerdictSample[]): Calibration {
  const bands = CONFIDENCE_BANDS.map(([lo, hi]) => ({
    band: `${lo.toFixed(2)}-${hi.toFixed(2)}`,
    accepted: 0,
    acceptable: 0,
    rate: Number.NaN,
  }));
  let accepted = 0;
  let refusedAcceptable = 0;
  let refusedFew = 0;
  let acceptedUnacceptable = 0;
  for (const s of samples) {
    if (s.accepted !== true) {
      if (s.acceptable) refusedAcceptable++;
      if (s.fewShown) refusedFew++;
      continue;
    }
    accepted++;
    if (!s.acceptable) acceptedUnacceptable++;
    const b = bands[bandOf(s.confidence ?? 0)] as BandFigures;
    b.accepted++;
    if (s.acceptable) b.acceptable++;
  }
  for (const b of bands) b.rate = b.accepted ? b.acceptable / b.accepted : Number.NaN;
  const refused = samples.length - accepted;
  return {
    charts: samples.length,
    accepted,
    refused,
    refusedRate: samples.length ? refused / samples.length : Number.NaN,
    refusedAcceptable,
    refusedFew,
    acceptedUnacceptable,
    bands,
  };
}

const f = (v: number, d: number): string => (Number.isFinite(v) ? v.toFixed(d) : '-');

/** One table: a row per set of charts, the bands as columns (acceptable/accepted). */
export function formatCalibration(rows: [string, Calibration][]): string {
  const nameWidth = Math.max(16, ...rows.map(([n]) => n.length));
  const head = [
    'charts'.padEnd(nameWidth),
    'n'.padStart(5),
    'refused'.padStart(8),
    'ref%'.padStart(6),
    'refOk'.padStart(6),
    'accBad'.padStart(7),
    ...CONFIDENCE_BANDS.map(([lo, hi]) => `c${lo}-${hi}`.padStart(14)),
  ].join(' ');
  const lines = rows.map(([name, c]) =>
    [
      name.padEnd(nameWidth),
      String(c.charts).padStart(5),
      String(c.refused).padStart(8),
      f(c.refusedRate * 100, 1).padStart(6),
      String(c.refusedAcceptable).padStart(6),
      String(c.acceptedUnacceptable).padStart(7),
      ...c.bands.map((b) => `${b.acceptable}/${b.accepted} ${f(b.rate, 2)}`.padStart(14)),
    ].join(' '),
  );
  return [
    head,
    '-'.repeat(head.length),
    ...lines,
    'refused: charts refused or failed on; refOk: refused although the reading was acceptable;',
    'accBad: accepted although not acceptable; cLO-HI: acceptable/accepted and their share in that confidence band',
  ].join('\n');
}
