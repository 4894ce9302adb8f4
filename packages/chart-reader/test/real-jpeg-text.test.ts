// Text over the plot in screenshots passed on as JPEG (decision 205): compression's rings join a
// line's glyphs, and the pieces were taken as candles of the text's colour. Real screenshots from
// the shared data folder (never copied into the project; the tests skip, saying why, when the
// folder is not on this machine), re-encoded in memory as a messaging app saves them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage, readChartImage } from '../src/node/index.ts';

const SHOTS = join(import.meta.dirname, '../../../../shared/data/screenshots');
const have =
  existsSync(join(SHOTS, 'real', 'images')) && existsSync(join(SHOTS, 'real2', 'images'));
if (!have)
  console.warn(`skipping the re-encoded real-screenshot tests: ${SHOTS} is not on this machine`);

interface Truth {
  candlesApprox: [number, number];
  visibleRange: [number, number];
}

/** The case's truth and its reading once saved as JPEG at quality 85, colour at half resolution. */
async function readReencoded(set: string, name: string) {
  const truth = JSON.parse(readFileSync(join(SHOTS, set, `${name}.json`), 'utf8')) as Truth;
  const jpeg = await sharp(join(SHOTS, set, 'images', `${name}.png`))
    .jpeg({ quality: 85, chromaSubsampling: '4:2:0' })
    .toBuffer();
  const { reading } = await readChartImage(await decodeImage(jpeg), { ocr: true });
  const [lo, hi] = truth.visibleRange;
  const span = hi - lo;
  const candles = reading.candles;
  return {
    truth,
    reading,
    /** the lowest low's and the highest high's distance from the truth's, in % of its range */
    loErr: (Math.abs(Math.min(...candles.map((c) => c.low)) - lo) / span) * 100,
    hiErr: (Math.abs(Math.max(...candles.map((c) => c.high)) - hi) / span) * 100,
  };
}

describe.skipIf(!have)('real screenshots re-encoded as JPEG: text over the plot', () => {
  it('does not read a legend in large white type as candles (a phone app, dark)', async () => {
    const { truth, reading, hiErr } = await readReencoded('real', 'chklinechart-ios-dark');
    const [lo, hi] = truth.candlesApprox;
    expect(reading.candles.length).toBeGreaterThanOrEqual(lo * 0.95);
    expect(reading.candles.length).toBeLessThanOrEqual(hi * 1.05);
    // the highest high is a candle's, not the legend's (read 18% of the range too high before)
    expect(hiErr).toBeLessThan(1);
  }, 60_000);

  it('reads small candles under grey trade labels, not the labels (a charting site)', async () => {
    const { reading, loErr, hiErr } = await readReencoded(
      'real2',
      'tv-ftx-btcperp-15m-dark-strategy-labels',
    );
    // the labels' grey was taken as the falling colour and the chart refused as too dense
    expect(reading.accepted).toBe(true);
    expect(reading.candles.length).toBeGreaterThan(300);
    expect(loErr).toBeLessThan(1);
    expect(hiErr).toBeLessThan(1);
  }, 60_000);

  it('does not price the candles on the volume pane`s scale when the price labels blur (decision 209)', async () => {
    const { reading } = await readReencoded('real2', 'openalgo-nse-reliance-5m-dark-orders');
    // its price labels (1,300 rupees) do not read once compressed, the volume scale's do: the
    // candles were priced in contracts, up to 6 million, and accepted
    expect(reading.accepted).toBe(false);
    expect(reading.relativePrices).toBe(true);
    expect(reading.reason).toMatch(/price labels beside the candles/);
    expect(reading.warnings.join('\n')).toMatch(/beside another pane/);
  }, 60_000);
});
