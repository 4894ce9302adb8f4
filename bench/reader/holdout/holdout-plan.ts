// The holdout corpus' plan: charts drawn by libraries the reader was never developed on, to
// measure how it reads a renderer it has not seen, as the product meets new apps. Its figures are
// reported and never tuned on: a class found failing here goes into the breadth generator first.
import type { OhlcBar } from '../ohlc.ts';
import { createRng, seedFor } from '../prng.ts';
import { scenario, type BreadthScenario } from '../breadth/breadth-plan.ts';
import type { Family } from '../breadth/breadth-families.ts';
import type { BreadthSpec } from '../breadth/breadth-spec.ts';

/** One family per library, each with layouts, bar styles and overlays of its own. */
export const HOLDOUT_FAMILIES: Family[] = [
  {
    // Chart.js with its financial plugin (canvas): web dashboards, exchange widgets
    name: 'chartjs',
    count: 28,
    libs: ['chartjs'],
    layouts: ['full', 'card', 'toolbar', 'window', 'watchlist'],
    bars: ['candles', 'candles', 'ohlc', 'candles'],
    overlays: [[], ['legend'], ['cursor'], [], ['tooltip']],
    degrade: false,
  },
  {
    // Vega-Lite's candlestick (a rule and a bar per day, SVG): notebooks (Altair), reports
    name: 'vega',
    count: 28,
    libs: ['vega'],
    layouts: ['full', 'card', 'window', 'toolbar'],
    bars: ['candles'],
    overlays: [[], ['legend'], [], ['cursor']],
    degrade: false,
  },
];

export function buildHoldoutScenarios(
  seed: number,
  real: Record<string, OhlcBar[]>,
): BreadthScenario[] {
  const out: BreadthScenario[] = [];
  for (const f of HOLDOUT_FAMILIES) {
    const rng = createRng(seedFor(seed, `holdout-${f.name}`));
    for (let k = 0; k < f.count; k++) {
      // a series that often stands still (a bar with no range) is drawn again: Vega-Lite draws
      // such bars as nothing at all, and the figures would measure the data, not the reader
      let s = scenario(f, k, rng, real);
      while (flatShare(s) > 0.03) s = scenario(f, k, rng, real);
      // these libraries put their price axis on the left by default; half the charts keep it
      s.spec.axisSide = rng.chance(0.5) ? 'left' : 'right';
      s.spec.colors = drawnColours(s.spec, rng.chance(1 / 3));
      // every fourth chart saved as a phone or a chat app saves it
      if (k % 4 === 3) s.spec.degrade = { jpegQuality: rng.pick([70, 85]), scale: null };
      s.tags = s.tags
        .filter((t) => !t.startsWith('jpeg:'))
        .concat([`jpeg:${s.spec.degrade.jpegQuality ?? 'no'}`, `axis:${s.spec.axisSide}`]);
      out.push(s);
    }
  }
  return out;
}

/**
 * The colours the library draws with: its own defaults where `own` (Chart.js' translucent teal and
 * pink bodies with solid borders, the Vega-Lite gallery's green and red), else the plan's; the
 * wick in the border's colour (Chart.js) or one colour per direction (Vega-Lite's rule and bar),
 * so that the truth names what is on the screen.
 */
function drawnColours(spec: BreadthSpec, own: boolean): BreadthSpec['colors'] {
  const c = spec.colors;
  if (spec.library === 'chartjs') {
    const up = own ? { body: 'rgba(75,192,192,0.5)', edge: '#4bc0c0' } : null;
    const down = own ? { body: 'rgba(255,99,132,0.5)', edge: '#ff6384' } : null;
    return {
      ...c,
      up: up?.body ?? c.up,
      down: down?.body ?? c.down,
      upBorder: up?.edge ?? c.upBorder,
      downBorder: down?.edge ?? c.downBorder,
      upWick: up?.edge ?? c.upBorder,
      downWick: down?.edge ?? c.downBorder,
      hollow: own ? 'none' : c.hollow,
    };
  }
  const fill = (body: string, border: string): string =>
    body.startsWith('rgba(0,0,0,0') ? border : body;
  const up = own ? '#06982d' : fill(c.up, c.upBorder);
  const down = own ? '#ae1325' : fill(c.down, c.downBorder);
  return {
    up,
    down,
    upBorder: up,
    downBorder: down,
    upWick: up,
    downWick: down,
    hollow: 'none',
  };
}

function flatShare(s: BreadthScenario): number {
  const shown = s.spec.bars.slice(s.spec.hiddenLeft);
  return shown.filter((b) => b.high === b.low).length / Math.max(1, shown.length);
}
