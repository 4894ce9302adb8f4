import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { standInSeries } from '../test-series.ts';
import { FAMILIES, buildBreadthScenarios } from './breadth-plan.ts';
import { DENSE_COUNT, DENSE_JPEG_COUNT } from './dense-plan.ts';
import { FONT_NAMES, fontFile } from './fonts.ts';

const real = standInSeries();

describe('breadth corpus plan', () => {
  const scenarios = buildBreadthScenarios(11, real);

  it('is deterministic for a seed', () => {
    expect(JSON.stringify(buildBreadthScenarios(11, real))).toBe(JSON.stringify(scenarios));
    expect(JSON.stringify(buildBreadthScenarios(12, real))).not.toBe(JSON.stringify(scenarios));
  });

  it('has every family with its count, tagged', () => {
    for (const f of FAMILIES) {
      const mine = scenarios.filter((s) => s.tags.includes(`family:${f.name}`));
      expect(mine, f.name).toHaveLength(f.count);
    }
    const tags = new Set(scenarios.flatMap((s) => s.tags));
    for (const t of [
      'lib:mt',
      'lib:lwc-panes',
      'lib:apex',
      'lib:kline',
      'lib:echarts',
      'lib:plotly',
      'outline:neutral',
      'bars:ohlc',
      'layout:phone',
      'layout:window',
      'layout:trading-page',
      'pane:volume',
      'pane:rsi',
      'pane:macd',
      'pane:atr',
      'overlay:legend',
      'overlay:order-lines',
      'overlay:magnifier',
      'mtstyle:classic-black',
      'mtstyle:classic-white',
    ])
      expect(tags.has(t), t).toBe(true);
  });

  it('draws a dense family of hundreds of candles in every look, with lines, gaps and fades', () => {
    const dense = scenarios.filter((s) => s.spec.family === 'dense');
    expect(dense).toHaveLength(DENSE_COUNT);
    expect(dense.length).toBeGreaterThanOrEqual(16);
    const libs = new Set(dense.map((s) => s.spec.library));
    for (const lib of ['mpl', 'lwc-panes', 'echarts', 'plotly', 'mt'])
      expect(libs.has(lib as never), lib).toBe(true);
    for (const { spec } of dense) {
      const shown = spec.bars.length - spec.hiddenLeft;
      expect(shown).toBeGreaterThanOrEqual(250);
      expect(shown).toBeLessThanOrEqual(1500);
      expect(spec.dense).toBeDefined();
      for (const k of spec.dense!.missing) expect(k).toBeLessThan(shown);
    }
    const mpl = dense.filter((s) => s.spec.library === 'mpl');
    expect(mpl.every((s) => s.spec.dense!.mpl!.lines.length >= 1)).toBe(true);
    expect(mpl.some((s) => s.spec.dense!.mpl!.style === 'dark')).toBe(true);
    expect(mpl.some((s) => s.spec.dense!.mpl!.bodyRatio >= 0.9)).toBe(true);
    expect(dense.some((s) => s.spec.dense!.missing.length > 0)).toBe(true);
    expect(dense.some((s) => s.spec.dense!.fadeFrom !== null)).toBe(true);
  });

  it('draws classic terminal candles whose direction shows by fill alone', () => {
    const classic = scenarios.filter((s) => s.spec.mt?.style.startsWith('classic'));
    expect(classic.length).toBeGreaterThan(0);
    for (const { spec } of classic) {
      expect(spec.colors.upBorder).toBe(spec.colors.downBorder);
      expect(spec.colors.up).not.toBe(spec.colors.down);
      expect(spec.colors.hollow).toBe('up');
    }
  });

  it('draws thin bars at 2-6 px, some in one colour, faded or under a panel', () => {
    const thin = scenarios.filter((s) => s.spec.family === 'bars-thin');
    expect(thin.every((s) => s.spec.barStyle === 'ohlc')).toBe(true);
    const canvas = thin.flatMap((s) => (s.spec.canvas ? [s.spec.canvas] : []));
    expect(canvas.length).toBeGreaterThan(5);
    for (const c of canvas) {
      expect(c.pitch).toBeGreaterThanOrEqual(2);
      expect(c.pitch).toBeLessThanOrEqual(6);
      // a tick reaches at most to the next bar's stem
      expect(c.stem + c.tick).toBeLessThanOrEqual(c.pitch);
    }
    const oneColour = thin.filter((s) => s.spec.colors.upBorder === s.spec.colors.downBorder);
    expect(oneColour.length).toBeGreaterThan(3);
    const tags = new Set(thin.flatMap((s) => s.tags));
    for (const t of [
      'lib:canvas',
      'lib:plotly-ohlc',
      'overlay:panel',
      'fade:yes',
      'colours:pastel',
    ])
      expect(tags.has(t), t).toBe(true);
  });

  it('outlines candles in one neutral colour and gives them tiny bodies', () => {
    const outlined = scenarios.filter((s) => s.spec.family === 'outlined');
    for (const { spec } of outlined) {
      expect(spec.colors.upBorder).toBe(spec.colors.downBorder);
      expect(spec.colors.up).not.toBe(spec.colors.upBorder);
      const visible = spec.bars.slice(spec.hiddenLeft);
      const tiny = visible.filter((b) => Math.abs(b.close - b.open) <= (b.high - b.low) * 0.04);
      expect(tiny.length).toBeGreaterThan(visible.length * 0.1);
    }
  });

  it('passes the outlined style on as JPEG with its colour halved, at one device pixel', () => {
    const family = scenarios.filter((s) => s.spec.family === 'outlined-jpeg');
    expect(family).toHaveLength(12);
    for (const { spec } of family) {
      expect(spec.colors.upBorder).toBe(spec.colors.downBorder);
      expect(spec.colors.up).not.toBe(spec.colors.upBorder);
      expect([70, 80, 90, 95]).toContain(spec.degrade.jpegQuality);
      expect(spec.dpr).toBe(1);
    }
    // the plain canvas renderer's dim grey wicks, on some of them
    expect(
      family.some((s) => s.spec.library === 'canvas' && s.spec.colors.upWick !== s.spec.colors.up),
    ).toBe(true);
  });

  it('passes dense charts on as JPEG at one device pixel, half with trade labels over them', () => {
    const family = scenarios.filter((s) => s.spec.family === 'dense-jpeg');
    expect(family).toHaveLength(DENSE_JPEG_COUNT);
    for (const { spec, tags } of family) {
      expect([70, 80, 90, 95]).toContain(spec.degrade.jpegQuality);
      expect(tags).toContain(`jpeg:${spec.degrade.jpegQuality}`);
      expect(spec.dpr).toBe(1);
      expect(spec.bars.length - spec.hiddenLeft).toBeGreaterThanOrEqual(250);
    }
    const labelled = family.filter((s) => s.spec.overlays.includes('trade-labels'));
    expect(labelled).toHaveLength(DENSE_JPEG_COUNT / 2);
    expect(new Set(family.map((s) => s.spec.library)).size).toBeGreaterThanOrEqual(4);
    // the dense family itself is drawn as before: sharp, no labels
    const dense = scenarios.filter((s) => s.spec.family === 'dense');
    expect(dense.every((s) => s.spec.degrade.jpegQuality === null)).toBe(true);
    expect(dense.some((s) => s.spec.overlays.includes('trade-labels'))).toBe(false);
  });

  it("labels a strategy's trades over the candles, passed on as JPEG at one device pixel", () => {
    const family = scenarios.filter((s) => s.spec.family === 'labels-jpeg');
    expect(family).toHaveLength(12);
    for (const { spec } of family) {
      expect(spec.overlays).toContain('trade-labels');
      expect([70, 80, 90, 95]).toContain(spec.degrade.jpegQuality);
      expect(spec.dpr).toBe(1);
    }
    expect(new Set(family.map((s) => s.spec.library)).size).toBeGreaterThanOrEqual(5);
  });

  it("passes phones' screenshots on as JPEG, at the phone's pixel ratio", () => {
    const family = scenarios.filter((s) => s.spec.family === 'phone-jpeg');
    expect(family).toHaveLength(10);
    for (const { spec } of family) {
      expect(spec.layout).toBe('phone');
      expect(spec.dpr).toBe(3);
      expect([70, 80, 90, 95]).toContain(spec.degrade.jpegQuality);
    }
  });

  it('never scrolls past the first bar of a series', () => {
    for (const { spec } of scenarios) {
      expect(spec.hiddenLeft).toBeGreaterThanOrEqual(0);
      expect(spec.bars.length - spec.hiddenLeft).toBeGreaterThanOrEqual(20);
    }
  });

  it('puts phones at DPR 3 and degrades every upload of the degraded family', () => {
    for (const { spec } of scenarios.filter((s) => s.spec.layout === 'phone'))
      expect(spec.dpr).toBe(3);
    for (const { spec } of scenarios.filter((s) => s.spec.family === 'degraded'))
      expect(spec.degrade.jpegQuality !== null || spec.degrade.scale !== null).toBe(true);
  });

  it('varies open fonts that are installed', () => {
    const used = new Set(scenarios.map((s) => s.spec.theme.fontFamily));
    expect(used.size).toBeGreaterThanOrEqual(6);
    for (const name of FONT_NAMES) expect(existsSync(fontFile(name)), name).toBe(true);
  });

  it('draws a spike family: one bar spanning more than half the prices shown, candles and bars', () => {
    const spike = scenarios.filter((s) => s.spec.family === 'spike');
    expect(spike).toHaveLength(16);
    expect(new Set(spike.map((s) => s.spec.barStyle))).toEqual(new Set(['candles', 'ohlc']));
    for (const { spec, tags } of spike) {
      const shown = spec.bars.slice(spec.hiddenLeft);
      const lo = Math.min(...shown.map((b) => b.low));
      const hi = Math.max(...shown.map((b) => b.high));
      const tallest = Math.max(...shown.map((b) => (b.high - b.low) / (hi - lo)));
      expect(tallest, spec.id).toBeGreaterThan(0.54); // 0.55 at least, less the prices' rounding
      expect(lo, spec.id).toBeGreaterThan(0);
      expect(tags.some((t) => t === 'spike:up' || t === 'spike:down')).toBe(true);
    }
  });

  it('leaves an empty margin with drawings after the last candle on every margin render', () => {
    const margin = scenarios.filter((s) => s.spec.family === 'margin');
    expect(margin.length).toBeGreaterThanOrEqual(16);
    expect(new Set(margin.map((s) => s.spec.library))).toEqual(
      new Set(['lwc-panes', 'kline', 'mt']),
    );
    for (const { spec } of margin) {
      expect(spec.overlays).toContain('margin-drawings');
      expect(spec.margin!.kinds.length).toBeGreaterThan(1);
      if (spec.library === 'lwc-panes') expect(spec.margin!.bars).toBeGreaterThanOrEqual(4);
      if (spec.kline) expect(spec.kline.rightGap).toBeGreaterThanOrEqual(120);
      if (spec.mt) expect(spec.mt.shift).toBeGreaterThanOrEqual(0.15);
    }
    const first = new Set(margin.map((s) => s.spec.margin!.kinds[0]));
    for (const k of ['box', 'zones', 'order', 'pill']) expect(first.has(k as never), k).toBe(true);
    expect(new Set(margin.map((s) => s.tags.find((t) => t.startsWith('theme:'))))).toContain(
      'theme:light',
    );
    // the other families draw no margin
    expect(scenarios.filter((s) => s.spec.family !== 'margin' && s.spec.margin)).toHaveLength(0);
  });
});
