import type { Candle } from '@candlelens/analysis';
import type { ChartPatternName } from '../../packages/analysis/src/chart-pattern-types.ts';
import { pathCandles, seededRandom } from '../../packages/analysis/test/shapes.ts';

export interface ChartSample {
  /** Injected pattern, or null for a pattern-free series. */
  name: ChartPatternName | null;
  candles: Candle[];
  /** First bar of the injected pattern. */
  start: number;
}

/** Pattern shapes as [bars since previous point, price offset in units of the pattern height]. */
const TEMPLATES: Partial<Record<ChartPatternName, [number, number][]>> = {
  'Double top': [
    [0, 0],
    [1, 1.2],
    [1, 0.2],
    [1, 1.2],
    [1, -0.4],
  ],
  'Head and shoulders': [
    [0, 0],
    [1, 0.9],
    [1, 0.3],
    [1, 1.5],
    [1, 0.3],
    [1, 0.9],
    [1, -0.35],
  ],
  'Ascending triangle': [
    [0, 0.6],
    [1, 0],
    [1, 1],
    [1, 0.35],
    [1, 1],
    [1, 0.65],
    [1, 1],
    [0.6, 1.6],
  ],
  'Symmetrical triangle': [
    [0, -0.2],
    [1, 1],
    [1, 0],
    [1, 0.8],
    [1, 0.25],
    [1, 0.62],
    [1, 0.4],
    [0.8, 1.2],
  ],
  'Rising wedge': [
    [0, 0.4],
    [1, 0],
    [1, 1],
    [1, 0.55],
    [1, 1.2],
    [1, 1],
    [1, 1.35],
    [1.2, 0.3],
  ],
  'Bull flag': [
    [0, 0],
    [0.7, 1],
    [0.35, 0.8],
    [0.35, 0.92],
    [0.35, 0.72],
    [0.35, 0.84],
    [0.35, 0.66],
    [0.6, 1.45],
  ],
  'Ascending channel': [
    [0, 0],
    [1, 1],
    [1, 0.55],
    [1, 1.55],
    [1, 1.1],
    [1, 2.1],
    [1, 1.65],
    [1, 2.65],
    [0.5, 2.3],
  ],
  'Horizontal channel': [
    [0, 0],
    [1, 1],
    [1, 0],
    [1, 1],
    [1, 0],
    [1, 1],
    [1, 0],
    [1, 1],
    [0.5, 0.6],
  ],
};

const MIRRORS: [ChartPatternName, ChartPatternName][] = [
  ['Double top', 'Double bottom'],
  ['Head and shoulders', 'Inverse head and shoulders'],
  ['Ascending triangle', 'Descending triangle'],
  ['Rising wedge', 'Falling wedge'],
  ['Bull flag', 'Bear flag'],
  ['Ascending channel', 'Descending channel'],
];

function template(name: ChartPatternName): { shape: [number, number][]; mirrored: boolean } {
  const direct = TEMPLATES[name];
  if (direct) return { shape: direct, mirrored: false };
  const pair = MIRRORS.find(([, m]) => m === name);
  const base = pair ? TEMPLATES[pair[0]] : undefined;
  if (!base) throw new Error(`no template for ${name}`);
  return { shape: base, mirrored: true };
}

export const INJECTED_CHART_PATTERNS: ChartPatternName[] = [
  'Double top',
  'Double bottom',
  'Head and shoulders',
  'Inverse head and shoulders',
  'Ascending triangle',
  'Descending triangle',
  'Symmetrical triangle',
  'Rising wedge',
  'Falling wedge',
  'Bull flag',
  'Bear flag',
  'Ascending channel',
  'Descending channel',
  'Horizontal channel',
];

/**
 * A clean injection: a quiet 30-bar lead-in, then the pattern (height 10-16 units, legs of
 * 7-11 bars, the flag's legs shorter), drawn with small noise and wicks of about one unit.
 */
export function chartSample(name: ChartPatternName | null, seed: number): ChartSample {
  const rand = seededRandom(seed);
  const base = 100;
  const lead = 30;
  const h = 10 + 6 * rand();
  const waypoints: [number, number][] = [[0, base]];
  let x = lead;
  if (name === null) {
    waypoints.push([120, base + (rand() - 0.5) * 3 * h]);
    return { name, candles: pathCandles(waypoints, { seed, noise: 0.15 }), start: 0 };
  }
  const { shape, mirrored } = template(name);
  const legBars = 7 + Math.floor(rand() * 5);
  const sign = mirrored ? -1 : 1;
  const first = shape[0] as [number, number];
  waypoints.push([x, base + sign * first[1] * h]);
  for (const [bars, y] of shape.slice(1)) {
    x += Math.max(2, Math.round(bars * legBars));
    waypoints.push([x, base + sign * (y + (rand() - 0.5) * 0.1) * h]);
  }
  return { name, candles: pathCandles(waypoints, { seed, noise: 0.15 }), start: lead };
}

/** A seeded random walk (steps of up to a quarter of a pattern height every 8 bars). */
export function randomWalkSample(seed: number): ChartSample {
  const rand = seededRandom(seed);
  const h = 10 + 6 * rand();
  const waypoints: [number, number][] = [[0, 100]];
  let p = 100;
  for (let i = 8; i <= 160; i += 8) {
    p += (rand() - 0.5) * 0.5 * h;
    waypoints.push([i, p]);
  }
  return { name: null, candles: pathCandles(waypoints, { seed, noise: 0.15 }), start: 0 };
}
