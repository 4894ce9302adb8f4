import { numberText, percentText, spanText, type PriceFormat } from './format.ts';
import { scenarioLines } from './text-levels.ts';
import type { Forecast, Scenario } from './types.ts';

function directionLine(f: Forecast): string {
  const d = f.direction;
  if (f.probabilityUp !== null && d)
    return `- Chance of a higher close in ${f.horizon} bars: **${percentText(f.probabilityUp)}**, from the 10-bar momentum model, whose calls were right ${percentText(d.rate)} (${percentText(d.low)}-${percentText(d.high)}) of ${numberText(d.n, 0)} times on ${d.group}, against ${percentText(d.baselineRate)} for ${d.baselineName}, with Brier skill above zero against both baselines.`;
  if (!d)
    return `- Direction: no measured directional edge at ${f.horizon} bars; the ranges are the forecast.`;
  return `- Direction: **no measured directional edge**: on ${d.group} the momentum model's up/down calls were right ${percentText(d.rate)} (${percentText(d.low)}-${percentText(d.high)}) of ${numberText(d.n, 0)} times against ${percentText(d.baselineRate)} for ${d.baselineName}, so no chance of a higher close is given; the ranges are the forecast.`;
}

/** The '## Price Prediction' section: one headline (the ranges), a direction only with a measured edge. */
export function predictionText(
  f: Forecast,
  scenarios: readonly Scenario[],
  fmt: PriceFormat,
  brief = false,
): string {
  const end = f.path[f.path.length - 1];
  const out = [`## Price Prediction (next ${f.horizon} bars)`, ''];
  if (!end) return out.join('\n');
  out.push(
    `- Where the close may be ${f.horizon} bars from now: 50% range ${spanText(end.p50[0], end.p50[1], fmt)}; 80% range ${spanText(end.p80[0], end.p80[1], fmt)}; 95% range ${spanText(end.p95[0], end.p95[1], fmt)} (the measured spread of ${f.horizon}-bar moves, scaled by this chart's own volatility of ${numberText(f.sigma * 100, 2)}% per bar: its last 30 bars, widened or narrowed by how far its 10-bar moves went against its 1-bar moves over its last 140 bars).`,
  );
  out.push(directionLine(f));
  const c = f.calibration;
  if (c) {
    const off =
      Math.max(
        Math.abs(c.coverage50 - 0.5),
        Math.abs(c.coverage80 - 0.8),
        Math.abs(c.coverage95 - 0.95),
      ) > 0.03;
    out.push(
      `- Calibration: on held-out ${c.group} (walk-forward: fitted on earlier periods, tested on later ones, ${numberText(c.n, 0)} cases), the 50/80/95% ranges held the outcome ${percentText(c.coverage50)}/${percentText(c.coverage80)}/${percentText(c.coverage95)} of the time${off ? ': more than 3 points off their labels, so read them as rough' : ''}.`,
    );
  } else
    out.push(
      `- Calibration: measured at 10 bars only; the ${f.horizon}-bar ranges use the same measured spread.`,
    );
  if (!brief && scenarios.length)
    out.push('', '### Scenarios (not instructions)', ...scenarioLines(scenarios, fmt));
  return out.join('\n');
}
