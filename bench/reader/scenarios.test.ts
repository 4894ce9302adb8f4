import { describe, expect, it } from 'vitest';
import { createRng } from './prng.ts';
import { REAL_SOURCES, buildScenarios } from './scenarios.ts';
import { syntheticSeries } from './series-synthetic.ts';

const real = Object.fromEntries(
  REAL_SOURCES.map((name, i) => [
    name,
    syntheticSeries(createRng(i + 1), {
      count: 400,
      startPrice: 100 * (i + 1),
      startTime: 1e9,
      intervalSeconds: 86400,
    }),
  ]),
);

describe('buildScenarios', () => {
  const scenarios = buildScenarios(7, real);

  it('is deterministic for a seed', () => {
    expect(JSON.stringify(buildScenarios(7, real))).toBe(JSON.stringify(scenarios));
    expect(JSON.stringify(buildScenarios(8, real))).not.toBe(JSON.stringify(scenarios));
  });

  it('covers every library and the main variations', () => {
    const tags = new Set(scenarios.flatMap((s) => s.tags));
    for (const t of [
      'lib:lwc',
      'lib:echarts',
      'lib:broker',
      'lib:plotly',
      'theme:light',
      'theme:dark',
      'axis:left',
      'axis:right',
      'candle:hollow-up',
      'volume:on',
      'ma:3',
      'watermark:on',
      'crosshair:on',
      'format:jpeg',
      'device:phone',
      'dpr:1',
      'dpr:2',
      'dpr:3',
      'range:micro',
      'range:huge',
      'scale:log',
      'grid:off',
      'palette:blue-orange',
      'palette:mono',
      'palette:same-hue-green',
      'source:synthetic',
      'source:real',
    ]) {
      expect(tags, t).toContain(t);
    }
    expect(scenarios.length).toBeGreaterThanOrEqual(150);
    expect(scenarios.length).toBeLessThanOrEqual(250);
  });

  it('draws 20 to 300 candles with consistent OHLC', () => {
    // checked in plain code and asserted once per scenario: tens of thousands of bars, and an
    // assertion each took seconds on a loaded machine
    for (const s of scenarios) {
      const visible = s.spec.bars.length - s.spec.hiddenLeft;
      expect(visible).toBeGreaterThanOrEqual(20);
      expect(visible).toBeLessThanOrEqual(300);
      const inconsistent = s.spec.bars.filter(
        (b) => b.high < Math.max(b.open, b.close) || b.low > Math.min(b.open, b.close),
      );
      expect(inconsistent, s.spec.id).toEqual([]);
    }
  });
});
