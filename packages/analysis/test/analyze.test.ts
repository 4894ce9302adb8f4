import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_TYPES,
  analyze,
  DISCLAIMER,
  type AnalysisResult,
  type Candle,
} from '../src/index.ts';
import { realSeries, SHARED_DATA, SKIP_REASON } from './real-series.ts';
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
        expect(a.text.startsWith(`_${a.candleCount} candles`)).toBe(true);
        expect(a.summary.length).toBeGreaterThan(0);
      }
    },
  );
});

describe('analyze: what cannot be computed', () => {
  it('says so with fewer than 20 candles instead of guessing', () => {
    const r = analyze(randomWalk(9, 12), 'general');
    expect(r.levels).toEqual([]);
    expect(r.forecast).toBeNull();
    expect(r.cannotCompute[0]).toContain('Only 12 candles');
    expect(r.text).toContain('Only 12 candles');
    expect(r.text).toContain('## Key Levels');
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
    expect(r.levels.every((l) => l.source === 'swings')).toBe(true);
    expect(r.text).toContain('% of range');
    expect(r.levels.every((l) => l.distancePercent === null)).toBe(true);
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
  const PARAMETERS = [
    0, 1, 2, 3, 5, 9, 10, 12, 14, 20, 26, 30, 31, 45, 50, 55, 70, 80, 95, 100, 140, 200,
  ];

  function checkNumbers(r: AnalysisResult): void {
    const values = numbersIn(r);
    // Bar counts ("12 bars ago") come from bar indices; reading counts from the list above them.
    const text = `${r.text}\n${r.summary}`
      .replace(/\d+ bars? ago/g, '')
      .replace(/\d+ of \d+ readings lean bullish, \d+ bearish/g, '')
      .replace(/%-/g, '% to ');
    const tokens = text.match(/-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?/g) ?? [];
    for (const token of tokens) {
      const n = Number(token.replace(/,/g, ''));
      const decimals = token.includes('.') ? (token.split('.')[1] as string).length : 0;
      const half = 0.5 * 10 ** -decimals + 1e-9;
      const ok =
        PARAMETERS.includes(Math.abs(n)) ||
        values.some(
          (v) =>
            Math.abs(v - Math.abs(n)) <= half ||
            Math.abs(Math.abs(v) - Math.abs(n)) <= half ||
            Math.abs(v - n) <= half ||
            Math.abs(v * 100 - n) <= half,
        );
      expect(ok, `"${token}" in the ${r.type} text has no source in the structured result`).toBe(
        true,
      );
    }
  }

  /** Dates ("30 Dec 2022", "4 Mar 14:30") are read from the candle times, not from numbers in the result. */
  const withoutDates = (r: AnalysisResult) => ({
    ...r,
    text: r.text.replace(
      /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)( \d{4}| \d{2}:\d{2})?/g,
      '',
    ),
  });

  it('every number in the text of every type comes from the result (seeded random walks)', () => {
    for (const seed of [1, 2, 3])
      for (const type of ANALYSIS_TYPES) checkNumbers(analyze(randomWalk(seed, 160), type));
  });

  it.skipIf(!SHARED_DATA)(
    `every number in the text of real series comes from the result (${SKIP_REASON})`,
    () => {
      for (const file of ['us/MSFT_1d.csv', 'fx/EURUSD_1h.csv', 'crypto/BTCUSD_1d.csv'])
        for (const type of ANALYSIS_TYPES)
          checkNumbers(withoutDates(analyze(realSeries(file, 200), type)));
    },
  );
});
