import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_TYPES,
  analyze,
  DISCLAIMER,
  type AnalysisResult,
  type Candle,
} from '../src/index.ts';
import { fixture } from './fixtures.ts';
import { seededRandom } from './shapes.ts';

function randomWalk(seed: number, n: number, start = 100): Candle[] {
  const rand = seededRandom(seed);
  const out: Candle[] = [];
  let close = start;
  for (let i = 0; i < n; i++) {
    const open = close;
    close = Math.max(0.01, open * (1 + (rand() - 0.5) * 0.04));
    out.push({
      open,
      high: Math.max(open, close) * (1 + rand() * 0.01),
      low: Math.min(open, close) * (1 - rand() * 0.01),
      close,
    });
  }
  return out;
}

function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => numbersIn(v, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => numbersIn(v, out));
  return out;
}

describe('analyze: properties on seeded random walks', () => {
  const seeds = [1, 2, 3, 4, 5, 6];
  it.each(seeds)(
    'seed %i: no NaN, levels inside the visible range, disclaimer last, deterministic',
    (seed) => {
      const candles = randomWalk(seed, 40 + seed * 40, 10 ** (seed % 4));
      const lo = Math.min(...candles.map((c) => c.low));
      const hi = Math.max(...candles.map((c) => c.high));
      for (const type of ANALYSIS_TYPES) {
        const a = analyze(candles, type);
        const b = analyze(structuredClone(candles), type);
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
        expect(numbersIn(a).every(Number.isFinite)).toBe(true);
        expect(a.text).not.toMatch(/NaN|undefined|Infinity/);
        expect(a.text.trimEnd().endsWith(`_${DISCLAIMER}_`)).toBe(true);
        for (const l of a.levels) {
          expect(l.price).toBeGreaterThanOrEqual(lo - 1e-9);
          expect(l.price).toBeLessThanOrEqual(hi + 1e-9);
        }
        if (['key-levels', 'quick', 'general'].includes(type))
          expect(a.text.startsWith('## Key Levels')).toBe(true);
        expect(a.summary.length).toBeGreaterThan(0);
      }
    },
  );
});

describe('analyze: what cannot be computed', () => {
  it('says so with fewer than 20 candles instead of guessing', () => {
    const r = analyze(randomWalk(9, 12), 'general');
    expect(r.levels).toEqual([]);
    expect(r.trend).toBeNull();
    expect(r.forecast).toBeNull();
    expect(r.cannotCompute[0]).toContain('Only 12 candles');
    expect(r.text).toContain('Only 12 candles');
    expect(r.text.startsWith('## Key Levels')).toBe(true);
  });

  it('gives relative prices as % of the visible range with no currency figures or round numbers', () => {
    const candles = randomWalk(4, 120).map((c) => ({
      open: c.open - 90,
      high: c.high - 90,
      low: c.low - 90,
      close: c.close - 90,
    }));
    const r = analyze(candles, 'key-levels', { relative: true });
    expect(r.relative).toBe(true);
    expect(r.keyLevels?.roundNumbers).toEqual([]);
    expect(r.text).toContain('% of range');
    expect(r.text).not.toContain('Psychological levels');
    expect(r.cannotCompute.join(' ')).toContain('relative');
    expect(analyze(candles, 'trend', { relative: true }).trend?.atrPercent).toBeNull();
  });

  it('treats an extreme wick as a bad tick, says so, and keeps it out of the levels', () => {
    const candles = randomWalk(11, 120, 1175);
    const bar = candles[90] as Candle;
    candles[90] = { ...bar, low: 0.06 };
    const r = analyze(candles, 'key-levels');
    expect(r.adjustments).toHaveLength(1);
    expect(r.adjustments[0]).toMatchObject({ index: 90, side: 'low', original: 0.1 });
    expect(r.levels.every((l) => l.price > 500)).toBe(true);
    expect(r.text).toContain('treated as a bad tick');
  });

  it('tolerates junk rows and an empty series', () => {
    expect(analyze([], 'quick').text).toContain('No candles');
    const bad = [...randomWalk(2, 30), { open: Number.NaN, high: 1, low: 1, close: 1 }];
    expect(analyze(bad, 'trend').candleCount).toBe(30);
  });
});

describe('analyze: truthfulness of the text', () => {
  const PARAMETERS = [0, 1, 2, 3, 5, 9, 10, 12, 14, 20, 26, 30, 45, 50, 55, 70, 80, 95, 100, 200];

  function checkNumbers(r: AnalysisResult): void {
    const values = numbersIn(r);
    const tokens =
      `${r.text}\n${r.summary}`.match(/-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?/g) ?? [];
    for (const token of tokens) {
      const n = Number(token.replace(/,/g, ''));
      const decimals = token.includes('.') ? (token.split('.')[1] as string).length : 0;
      const half = 0.5 * 10 ** -decimals + 1e-9;
      const ok =
        PARAMETERS.includes(Math.abs(n)) ||
        values.some(
          (v) =>
            Math.abs(v - Math.abs(n)) <= half ||
            Math.abs(v - n) <= half ||
            Math.abs(v * 100 - n) <= half,
        );
      expect(ok, `"${token}" in the ${r.type} text has no source in the structured result`).toBe(
        true,
      );
    }
  }

  it.each(['btc-usd-daily.csv', 'goog-2011-daily.csv', 'spy-minute-2011-03.csv'])(
    'every number in the general text of %s comes from the result',
    (file) => {
      for (const type of ANALYSIS_TYPES) checkNumbers(analyze(fixture(file), type));
    },
  );
});

describe('analyze: forecast', () => {
  const candles = fixture('btc-usd-daily.csv');
  const r = analyze(candles, 'prediction', { horizon: 5 });

  it('gives a central path inside nested 50/80/95% ranges for each of the next bars', () => {
    const f = r.forecast;
    expect(f).not.toBeNull();
    if (!f) return;
    expect(f.path.map((p) => p.index)).toEqual([260, 261, 262, 263, 264]);
    for (const p of f.path) {
      expect(p.p95[0]).toBeLessThanOrEqual(p.p80[0]);
      expect(p.p80[0]).toBeLessThanOrEqual(p.p50[0]);
      expect(p.p50[0]).toBeLessThanOrEqual(p.price);
      expect(p.price).toBeLessThanOrEqual(p.p50[1]);
      expect(p.p50[1]).toBeLessThanOrEqual(p.p80[1]);
      expect(p.p80[1]).toBeLessThanOrEqual(p.p95[1]);
    }
    const first = f.path[0];
    const last = f.path[f.path.length - 1];
    if (first && last)
      expect(last.p95[1] - last.p95[0]).toBeGreaterThan(first.p95[1] - first.p95[0]);
    expect(f.probabilityUp).toBeGreaterThan(0);
    expect(f.probabilityUp).toBeLessThan(1);
  });

  it('offers bullish and bearish scenarios whose probabilities add up to one', () => {
    expect(r.scenarios.map((s) => s.bias)).toEqual(['bullish', 'bearish']);
    const [bull, bear] = r.scenarios;
    expect((bull?.probability ?? 0) + (bear?.probability ?? 0)).toBeCloseTo(1, 6);
    expect(bull?.confirmAbove).toBeGreaterThan(candles[candles.length - 1]?.close ?? 0);
    expect(bear?.confirmBelow).toBeLessThan(candles[candles.length - 1]?.close ?? 0);
  });

  it('reports how the method scored on held-out data', () => {
    expect(r.forecast?.heldOut.samples).toBeGreaterThan(1000);
    expect(r.text).toContain('held-out');
    expect(r.text).toContain('always up');
  });
});
