// Renders one small chart per breadth renderer in Chromium and checks that the truth lands on the
// drawn pixels. Needs Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { existsSync } from 'node:fs';
import { decodeImage } from '@candlelens/chart-reader/node';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInSeries } from '../test-series.ts';
import { candleExtentErrors } from '../verify-truth.ts';
import { buildBreadthScenarios, type BreadthScenario } from './breadth-plan.ts';
import { BreadthSession } from './breadth-session.ts';
import type { BreadthSpec } from './breadth-spec.ts';
import { breadthTruth } from './breadth-truth.ts';
import { degrade } from './breadth-generate.ts';
import { extentFigures } from './verify-breadth.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const scenarios = buildBreadthScenarios(3, standInSeries());

/** The first scenario matching, made small and plain so the test stays quick. */
function pick(
  p: (s: BreadthScenario) => boolean,
  over: Partial<BreadthSpec> = {},
): BreadthScenario {
  const s = scenarios.find(p);
  if (!s) throw new Error('no such scenario in the plan');
  const spec: BreadthSpec = {
    ...s.spec,
    cssWidth: 900,
    cssHeight: 560,
    dpr: 1,
    layout: 'full',
    overlays: [],
    overlayAt: [],
    degrade: { jpegQuality: null, scale: null },
    ...over,
  };
  return { spec, tags: s.tags };
}

const CASES: [string, BreadthScenario][] = [
  ['mt classic', pick((s) => s.spec.mt?.style === 'classic-black', { panes: ['atr'] })],
  ['mt ohlc bars', pick((s) => s.spec.library === 'mt' && s.spec.barStyle === 'ohlc')],
  [
    'lightweight-charts panes',
    pick((s) => s.spec.library === 'lwc-panes', { panes: ['volume', 'rsi'] }),
  ],
  ['apex', pick((s) => s.spec.library === 'apex')],
  ['kline', pick((s) => s.spec.library === 'kline', { panes: ['volume', 'macd'] })],
  ['canvas thin bars', pick((s) => s.spec.canvas?.mode === 'bars')],
  ['canvas outlined candles', pick((s) => s.spec.canvas?.mode === 'candles')],
  [
    'plotly ohlc',
    pick((s) => s.spec.library === 'plotly-ohlc' && s.spec.plotlyOhlc?.volume === true),
  ],
  ['matplotlib-like', matplotlibCase()],
];

/** A matplotlib-like figure of the dense family cut to 120 candles, wicks in the candles' own
 * colours (black wicks under the bodies hide where a body reaches its high or low) and no lines
 * over them (a moving average in a candle colour passes for a wick end). */
function matplotlibCase(): BreadthScenario {
  const s = scenarios.find((x) => x.spec.library === 'mpl');
  const mpl = s?.spec.dense?.mpl;
  if (!s || !mpl) throw new Error('no matplotlib-like scenario in the plan');
  const c = s.spec.colors;
  return pick((x) => x === s, {
    hiddenLeft: s.spec.bars.length - 120,
    colors: { ...c, upWick: c.up, downWick: c.down },
    dense: {
      mpl: { ...mpl, style: 'default', wick: 'body', wickWidth: 1, snap: true, lines: [] },
      missing: [30, 31, 70],
      fadeFrom: null,
    },
  });
}

describe.skipIf(!existsSync(chromium))(`breadth renderers (Chromium at ${chromium})`, () => {
  let session: BreadthSession;
  beforeAll(async () => {
    session = await BreadthSession.start();
  }, 60_000);
  afterAll(async () => {
    await session?.close();
  });

  it.each(CASES)(
    '%s: the truth lands on the drawn wicks, panes stack under the price pane',
    async (_name, s) => {
      const { image, result } = await session.render(s.spec);
      const pixels = await decodeImage(image);
      const truth = breadthTruth(s.spec, result, s.tags, {
        width: pixels.width,
        height: pixels.height,
      });
      const f = extentFigures(candleExtentErrors(truth, pixels.data, pixels.width));
      expect(f.candles).toBeGreaterThan(15);
      expect(f.within).toBeGreaterThan(0.85);
      const [price, ...others] = truth.panes;
      expect(price?.kind).toBe('price');
      expect(price?.box).toEqual(truth.plot);
      let bottom = truth.plot.bottom;
      for (const p of others) {
        expect(p.box.top).toBeGreaterThanOrEqual(bottom - 1);
        bottom = p.box.bottom;
      }
      expect(others.map((p) => p.kind)).toEqual(s.spec.library === 'apex' ? [] : s.spec.panes);
      for (const c of truth.candles) expect(c.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    },
    60_000,
  );

  it('gives time labels at the time of the candle under them (own renderer)', async () => {
    const s = CASES[0]?.[1] as BreadthScenario;
    const { image, result } = await session.render(s.spec);
    const meta = await sharp(image).metadata();
    const truth = breadthTruth(s.spec, result, s.tags, {
      width: meta.width ?? 0,
      height: meta.height ?? 0,
    });
    expect(truth.timeLabels?.length).toBeGreaterThan(2);
    for (const l of truth.timeLabels ?? []) {
      const nearest = truth.candles.reduce((a, c) =>
        Math.abs(c.x - l.x) < Math.abs(a.x - l.x) ? c : a,
      );
      expect(Math.abs(nearest.x - l.x)).toBeLessThan(1);
      expect(l.time).toBe(nearest.time);
    }
    expect(truth.symbol === null || truth.symbol === s.spec.symbol).toBe(true);
  }, 60_000);

  it('scales the truth with a downscaled upload', async () => {
    const s = pick((x) => x.spec.library === 'mt', { degrade: { jpegQuality: 60, scale: 0.73 } });
    const { image: png, result } = await session.render(s.spec);
    const { image, width, height } = await degrade(png, s.spec);
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width, height });
    expect(width).toBe(Math.round(900 * 0.73));
    const truth = breadthTruth(s.spec, result, s.tags, { width, height });
    expect(truth.plot.right).toBeCloseTo((result.plot.left + result.plot.width) * (width / 900), 6);
    expect(truth.format).toBe('jpeg');
  }, 60_000);
});
