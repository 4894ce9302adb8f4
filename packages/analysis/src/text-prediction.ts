import { numberText, percentText, spanText, type PriceFormat } from './format.ts';
import { scenarioLines } from './text-levels.ts';
import type { Forecast, RangeCalibration, Scenario } from './types.ts';

/** A forecast as the engine makes it; the intervals and session opens are read when present. */
type ForecastText = Omit<Forecast, 'calibration'> & {
  calibration:
    | (RangeCalibration & { intervals?: [number, number][]; series?: number; rough?: boolean })
    | null;
  sessionOpens?: number | null;
  method?: 'scaled' | 'band' | 'mixed';
  pooled?: boolean;
};

const TIMES = ['no', 'one', 'two', 'three'];

/**
 * How the ranges were drawn, in words: scaled to the chart's own recent moves (per session where it
 * has them), or a plain band of typical moves, whichever measured better for the group (the band
 * where the timeframe was not read and the two could not be compared).
 */
function scaledBy(f: ForecastText): string {
  const band = `a band of typical moves either side of the last close, as wide as ${f.horizon}-bar moves went on past charts of this kind`;
  if (f.method === 'band' && f.pooled)
    return `${band}; without the chart's timeframe, the simpler of the two ways measured, as on daily and intraday charts together neither held up better throughout`;
  if (f.method === 'band')
    return `${band}: on these charts it measured better than ranges scaled to the chart's recent moves`;
  const base = `the spread of ${f.horizon}-bar moves on past charts of this kind, scaled to how much this chart has moved lately`;
  const how =
    f.method === 'mixed'
      ? `${base}, or ${band}, range by range, whichever measured better on these charts`
      : base;
  if (f.sessionOpens === undefined || f.sessionOpens === null) return how;
  const k = f.sessionOpens;
  const ahead =
    k === 0
      ? `the next ${f.horizon} bars stay inside the current session, so no overnight gap is counted`
      : `the next ${f.horizon} bars open ${TIMES[k] ?? k} new ${k === 1 ? 'session' : 'sessions'}, so ${TIMES[k] ?? k} overnight ${k === 1 ? 'gap' : 'gaps'} the size this chart shows ${k === 1 ? 'is' : 'are'} counted`;
  return `${how}, within a session and across the session closes it shows; ${ahead}`;
}

function coverageText(c: NonNullable<ForecastText['calibration']>): string {
  const cov = [c.coverage50, c.coverage80, c.coverage95];
  const iv = c.intervals;
  if (!iv || iv.length !== 3) return `${cov.map((v) => percentText(v)).join('/')}`;
  // One decimal: the labels are judged within 3 points, and a 94.5%-95.4% interval is not "95%-95%".
  const pct = (v: number) => percentText(v, 1);
  const one = (k: number) =>
    `${pct(cov[k] as number)} (${pct(iv[k]?.[0] ?? 0)}-${pct(iv[k]?.[1] ?? 0)})`;
  return `${one(0)}, ${one(1)} and ${one(2)}`;
}

function directionLine(f: ForecastText): string {
  const d = f.direction;
  if (f.probabilityUp !== null && d)
    return `- Chance of a higher close in ${f.horizon} bars: **${percentText(f.probabilityUp)}**, a measured edge: such calls were right ${percentText(d.rate)} (${percentText(d.low)}-${percentText(d.high)}) of ${numberText(d.n, 0)} times on ${d.group}, against ${percentText(d.baselineRate)} for ${d.baselineName}.`;
  if (!d) return `- Direction: no measured edge at ${f.horizon} bars; the ranges are the forecast.`;
  const worse = d.high < d.baselineRate ? `: it did worse than ${d.baselineName}` : '';
  return `- Direction: no measured edge at ${f.horizon} bars. On ${d.group}, calling up or down from the last 10 bars' momentum was right ${percentText(d.rate)} (${percentText(d.low)}-${percentText(d.high)}) of ${numberText(d.n, 0)} times, against ${percentText(d.baselineRate)} for ${d.baselineName}${worse}, so no chance of a higher close is given; the ranges are the forecast.`;
}

/** The '## Price Prediction' section: one headline (the ranges), a direction only with a measured edge. */
export function predictionText(
  f: ForecastText,
  scenarios: readonly Scenario[],
  fmt: PriceFormat,
  brief = false,
): string {
  const end = f.path[f.path.length - 1];
  const out = [`## Price Prediction (next ${f.horizon} bars)`, ''];
  if (!end) return out.join('\n');
  out.push(
    `- Where the close may be ${f.horizon} bars from now: 50% range ${spanText(end.p50[0], end.p50[1], fmt)}; 80% range ${spanText(end.p80[0], end.p80[1], fmt)}; 95% range ${spanText(end.p95[0], end.p95[1], fmt)} (${scaledBy(f)}).`,
  );
  out.push(directionLine(f));
  const c = f.calibration;
  if (c) {
    const off =
      Math.max(
        Math.abs(c.coverage50 - 0.5),
        Math.abs(c.coverage80 - 0.8),
        Math.abs(c.coverage95 - 0.95),
      ) >
      0.03 + 1e-9;
    const series = c.series ? `, ${numberText(c.series, 0)} price series` : '';
    const why = [
      off ? 'more than 3 points off their labels' : '',
      c.rough ? `measured on only ${numberText(c.series ?? 0, 0)} price series` : '',
    ].filter(Boolean);
    out.push(
      `- How well such ranges held: on ${c.group}, fitted on earlier periods and checked on later ones (${numberText(c.n, 0)} cases${series}), the 50/80/95% ranges held the close ${coverageText(c)} of the time${why.length ? `: ${why.join(' and ')}, so read them as rough` : ''}.`,
    );
  } else
    out.push(
      `- How well such ranges held: checked at 10 bars only; the ${f.horizon}-bar ranges use the same measured spread.`,
    );
  if (!brief && scenarios.length)
    out.push('', '### Scenarios (not instructions)', ...scenarioLines(scenarios, fmt));
  return out.join('\n');
}
