// Renders one small chart per holdout renderer in Chromium and checks that the truth lands on the
// drawn pixels. Needs Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { existsSync } from 'node:fs';
import { decodeImage } from '@candlelens/chart-reader/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInSeries } from '../test-series.ts';
import { candleExtentErrors } from '../verify-truth.ts';
import type { BreadthScenario } from '../breadth/breadth-plan.ts';
import { BreadthSession } from '../breadth/breadth-session.ts';
import { breadthTruth } from '../breadth/breadth-truth.ts';
import { extentFigures } from '../breadth/verify-breadth.ts';
import { holdoutScripts } from './holdout-generate.ts';
import { buildHoldoutScenarios, HOLDOUT_FAMILIES } from './holdout-plan.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const scenarios = buildHoldoutScenarios(3, standInSeries());

function small(p: (s: BreadthScenario) => boolean): BreadthScenario {
  const s = scenarios.find(p);
  if (!s) throw new Error('no such scenario in the plan');
  return {
    tags: s.tags,
    spec: {
      ...s.spec,
      cssWidth: 900,
      cssHeight: 560,
      dpr: 1,
      layout: 'full',
      overlays: [],
      overlayAt: [],
      degrade: { jpegQuality: null, scale: null },
    },
  };
}

const CASES: [string, BreadthScenario][] = [
  ['chart.js candles', small((s) => s.spec.library === 'chartjs' && s.spec.barStyle === 'candles')],
  ['chart.js ohlc bars', small((s) => s.spec.library === 'chartjs' && s.spec.barStyle === 'ohlc')],
  ['vega-lite candles', small((s) => s.spec.library === 'vega')],
];

describe('the holdout plan', () => {
  it('draws every family, each chart by its own library, with the same charts every time', () => {
    for (const f of HOLDOUT_FAMILIES)
      expect(scenarios.filter((s) => s.spec.family === f.name)).toHaveLength(f.count);
    expect(scenarios.every((s) => s.tags.includes(`lib:${s.spec.family}`))).toBe(true);
    expect(JSON.stringify(buildHoldoutScenarios(3, standInSeries()))).toBe(
      JSON.stringify(scenarios),
    );
  });
});

describe.skipIf(!existsSync(chromium))(`holdout renderers (Chromium at ${chromium})`, () => {
  let session: BreadthSession;
  beforeAll(async () => {
    session = await BreadthSession.start(holdoutScripts());
  }, 60_000);
  afterAll(async () => {
    await session?.close();
  });

  it.each(CASES)(
    '%s: the truth lands on the drawn wicks',
    async (_name, s) => {
      const { image, result } = await session.render(s.spec);
      const pixels = await decodeImage(image);
      const truth = breadthTruth(s.spec, result, s.tags, {
        width: pixels.width,
        height: pixels.height,
      });
      const f = extentFigures(candleExtentErrors(truth, pixels.data, pixels.width));
      expect(f.candles).toBeGreaterThan(15);
      // these libraries draw wicks at fractional columns, blended over two: the colour check
      // misses some ends, and the medians show whether the truth is where the candles are
      expect(Math.abs(f.medianTop)).toBeLessThan(1);
      expect(Math.abs(f.medianBottom)).toBeLessThan(1);
      expect(f.within).toBeGreaterThan(0.5);
      expect(truth.panes.map((p) => p.kind)).toEqual(['price']);
    },
    60_000,
  );
});
