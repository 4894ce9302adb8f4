import { candlesticksAt } from '../../packages/analysis/src/candlestick-patterns.ts';
import { volatilityUnit } from '../../packages/analysis/src/indicator-series.ts';
import { recentChartPatterns } from '../../packages/analysis/src/patterns.ts';
import { candleSample, INJECTED_CANDLESTICKS } from './synthetic-candles.ts';
import { chartSample, INJECTED_CHART_PATTERNS, randomWalkSample } from './synthetic-chart.ts';

export interface Accuracy {
  name: string;
  injected: number;
  found: number;
  reported: number;
  precision: number;
  recall: number;
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : 1);

function tally(
  names: readonly string[],
  runs: { injected: string | null; reported: string[] }[],
): Accuracy[] {
  return names.map((name) => {
    const injected = runs.filter((r) => r.injected === name).length;
    const found = runs.filter((r) => r.injected === name && r.reported.includes(name)).length;
    const reported = runs.filter((r) => r.reported.includes(name)).length;
    return {
      name,
      injected,
      found,
      reported,
      precision: ratio(found, reported),
      recall: ratio(found, injected),
    };
  });
}

/**
 * Chart patterns as the product reports them (recent patterns of each chart) on clean
 * injections: `perPattern` seeds for each pattern plus as many pattern-free series.
 */
export function chartAccuracy(perPattern: number): Accuracy[] {
  const runs: { injected: string | null; reported: string[] }[] = [];
  const names: (string | null)[] = [...INJECTED_CHART_PATTERNS, null];
  names.forEach((name, k) => {
    const count = name === null ? perPattern * 3 : perPattern;
    for (let s = 0; s < count; s++) {
      const sample = chartSample(name as never, 1000 * (k + 1) + s);
      const reported = recentChartPatterns(sample.candles, volatilityUnit(sample.candles), 4).map(
        (p) => p.name,
      );
      runs.push({ injected: name, reported });
    }
  });
  return tally(INJECTED_CHART_PATTERNS, runs);
}

/** Candlestick patterns ending at the last bar, on injected bars after a 25-bar lead-in. */
export function candlestickAccuracy(perPattern: number): Accuracy[] {
  const runs: { injected: string | null; reported: string[] }[] = [];
  INJECTED_CANDLESTICKS.forEach((name, k) => {
    for (let s = 0; s < perPattern; s++) {
      const candles = candleSample(name, 5000 * (k + 1) + s);
      const last = candles.length - 1;
      runs.push({
        injected: name,
        reported: candlesticksAt(candles, last, volatilityUnit(candles.slice(0, -3))).map(
          (h) => h.name,
        ),
      });
    }
  });
  for (const lead of ['up', 'down', 'flat'] as const) {
    for (let s = 0; s < perPattern; s++) {
      const candles = candleSample(null, 90000 + s, lead);
      runs.push({
        injected: null,
        reported: candlesticksAt(
          candles,
          candles.length - 1,
          volatilityUnit(candles.slice(0, -3)),
        ).map((h) => h.name),
      });
    }
  }
  return tally(INJECTED_CANDLESTICKS, runs);
}

/** Chart patterns the product reports on seeded random walks (no injected pattern). */
export function randomWalkRate(count: number): {
  series: number;
  bars: number;
  reported: number;
  perSeries: number;
} {
  let reported = 0;
  let bars = 0;
  for (let s = 0; s < count; s++) {
    const sample = randomWalkSample(70000 + s);
    bars = sample.candles.length;
    reported += recentChartPatterns(sample.candles, volatilityUnit(sample.candles), 4).length;
  }
  return { series: count, bars, reported, perSeries: reported / count };
}
