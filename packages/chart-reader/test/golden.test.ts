import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChart } from '../src/index.ts';
import { decodeImage } from '../src/node/index.ts';

const dir = join(import.meta.dirname, 'fixtures');
const load = (file: string) => decodeImage(join(dir, file));

/** Real screenshots are read from the shared data folder beside the project, never copied in. */
const SHARED_SPY = join(
  import.meta.dirname,
  '../../../../shared/data/screenshots/spy-tradingview-dark.png',
);
const haveShared = existsSync(SHARED_SPY);
if (!haveShared)
  console.warn(`skipping the real-screenshot test: ${SHARED_SPY} is not on this machine`);

interface Truth {
  image: string;
  candles: { x: number; open: number; high: number; low: number; close: number }[];
}

describe('golden: lightweight-charts renders (scripts/render-charts.mjs)', () => {
  const cases = readdirSync(dir).filter((f) => /^small-\d+\.json$/.test(f));
  it.each(cases)('%s', async (file) => {
    const truth = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Truth;
    const img = await load(truth.image);
    const r = readChart(img);
    expect(r.found).toBe(true);
    expect(r.priceAxis).not.toBeNull();
    const visible = truth.candles.filter((c) => c.x >= 3 && c.x <= img.width - 3);
    const range = Math.max(...visible.map((c) => c.high)) - Math.min(...visible.map((c) => c.low));
    const pitch = (visible[visible.length - 1]!.x - visible[0]!.x) / (visible.length - 1);
    let matched = 0;
    const errs: number[] = [];
    for (const t of visible) {
      const c = r.candles.find((q) => Math.abs(q.x - t.x) < pitch / 2);
      if (!c) continue;
      matched++;
      for (const k of ['open', 'high', 'low', 'close'] as const)
        errs.push(Math.abs(c[k] - t[k]) / range);
    }
    errs.sort((a, b) => a - b);
    expect(matched / visible.length).toBeGreaterThanOrEqual(0.97);
    expect(r.candles.length).toBeLessThanOrEqual(visible.length + 2);
    expect(errs[errs.length >> 1]!).toBeLessThan(0.005);
  });
});

describe('golden: real TradingView screenshot (SPY, dark)', () => {
  it.skipIf(!haveShared)(
    'reads the axis and the last candle within a pixel of the legend',
    async () => {
      const r = readChart(await decodeImage(SHARED_SPY));
      expect(r.found).toBe(true);
      const axis = r.priceAxis!;
      expect(axis.scale).toBe('linear');
      expect(axis.labels.length).toBeGreaterThanOrEqual(10);
      // the axis steps by 4.00; the last price, 682.98, stands in its green box on the axis
      for (const l of axis.labels) expect(l.value % 4 === 0 || l.value === 682.98).toBe(true);
      expect(axis.labels.map((l) => l.value)).toContain(682.98);
      expect(r.candles.length).toBeGreaterThanOrEqual(75);
      const last = r.candles[r.candles.length - 1]!;
      const pxPrice = Math.abs(axis.fit.slope); // price per pixel
      const legend = { open: 682.73, high: 683.61, low: 682.12, close: 682.98 };
      for (const k of ['open', 'high', 'low', 'close'] as const)
        expect(Math.abs(last[k] - legend[k])).toBeLessThan(pxPrice * 1.5);
      expect(last.close).toBeGreaterThan(last.open);
    },
  );
});
