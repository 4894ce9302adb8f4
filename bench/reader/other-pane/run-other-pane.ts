// The class of decision 209, drawn from the breadth corpus: every chart with a volume or indicator
// pane under its candles, read again with the price pane's labels painted out (the scale's
// column beside the price pane filled with the background), as when a screenshot's price labels
// do not read (JPEG blur, a font the reader does not know) and the lower pane's labels do. A
// reader should then say it cannot read the prices, or read them from what is left (a last-price
// tag), never price the candles on the other pane's scale.
//
//   npm run bench:other-pane -- [--ocr] [--reader-commit REV] [--limit N]
//
// Prints, per outcome, how many charts: refused or relative prices (no price axis), accepted
// with the lowest low and the highest high within 5% of the truth's range, accepted with prices
// off (the defect: another pane's scale, or a misread tag).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeImage } from '@candlelens/chart-reader/node';
import { BREADTH_DIR } from '../breadth/breadth-generate.ts';
import { openReader, takeReaderArgs, type ReaderChoice } from '../reader-choice.ts';
import type { ReadImage } from '../reader-adapter.ts';
import { rgbOf } from '../visibility.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..');

interface PaneTruth {
  kind: string;
  box: { left: number; top: number; right: number; bottom: number };
}

interface Truth {
  id: string;
  image: string;
  width: number;
  dpr: number;
  axisSide: 'left' | 'right';
  plot: { left: number; top: number; right: number; bottom: number };
  candles: { low: number; high: number; partial?: boolean }[];
  colors: { background: string };
  panes?: PaneTruth[];
  chrome?: { kind: string; box: { left: number; top: number; right: number; bottom: number } }[];
}

/** How far beside the plot a price scale's labels may reach, in CSS pixels (up to the app's
 * chrome beside it: a watch list, an order book). */
const SCALE_WIDTH_CSS = 200;

/** The image with the price pane's scale column filled with the background. */
export function withoutPriceLabels(image: ReadImage, truth: Truth): ReadImage {
  const data = new Uint8Array(image.data);
  const price = truth.panes?.find((p) => p.kind === 'price')?.box ?? truth.plot;
  const reach = Math.round(SCALE_WIDTH_CSS * truth.dpr);
  const beside = (truth.chrome ?? [])
    .map((c) => c.box)
    .filter((b) => b.top < price.bottom && b.bottom > price.top);
  const rightEnd = Math.min(
    image.width,
    Math.ceil(price.right) + 1 + reach,
    ...beside.filter((b) => b.left > price.right).map((b) => Math.floor(b.left)),
  );
  const leftEnd = Math.max(
    0,
    Math.floor(price.left) - reach,
    ...beside.filter((b) => b.right < price.left).map((b) => Math.ceil(b.right)),
  );
  const [x0, x1] =
    truth.axisSide === 'right'
      ? [Math.ceil(price.right) + 1, rightEnd]
      : [leftEnd, Math.floor(price.left) - 1];
  const colour = rgbOf(truth.colors.background);
  if (!colour)
    throw new Error(`${truth.id}: background ${truth.colors.background} is not a colour`);
  const [r, g, b] = colour;
  for (let y = Math.max(0, Math.floor(price.top)); y < Math.min(image.height, price.bottom); y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * image.width + x) * 4;
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
    }
  return { ...image, data };
}

async function main(): Promise<void> {
  const choice: ReaderChoice = { readerCommit: null, readerModule: null, timeoutMs: 60000 };
  const args = takeReaderArgs(process.argv.slice(2), choice);
  let limit = Infinity;
  for (let i = 0; i < args.length; i++)
    if (args[i] === '--limit') limit = Number(args[++i]);
    else throw new Error(`unknown option ${args[i]} (use --limit N, --reader-commit REV, --ocr)`);
  if (!existsSync(BREADTH_DIR))
    throw new Error(`no breadth corpus at ${BREADTH_DIR}: run npm run bench:reader first`);
  const truths = readdirSync(BREADTH_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(BREADTH_DIR, f), 'utf8')) as Truth)
    .filter((t) => (t.panes?.length ?? 0) > 1)
    .slice(0, limit);
  const { reader, version } = openReader(repoRoot, choice);
  const counts = { noAxis: 0, right: 0, off: 0, failed: 0 };
  const off: string[] = [];
  try {
    for (const t of truths) {
      const image = withoutPriceLabels(await decodeImage(join(BREADTH_DIR, t.image)), t);
      const { reading } = await reader.read(image);
      if ('error' in reading) {
        counts.failed++;
        continue;
      }
      if (!reading.accepted || reading.relativePrices || !reading.priceAxis) {
        counts.noAxis++;
        continue;
      }
      const shown = t.candles.filter((c) => !c.partial);
      const [tLo, tHi] = [
        Math.min(...shown.map((c) => c.low)),
        Math.max(...shown.map((c) => c.high)),
      ];
      const lo = Math.min(...reading.candles.map((c) => c.low));
      const hi = Math.max(...reading.candles.map((c) => c.high));
      if (Math.max(Math.abs(lo - tLo), Math.abs(hi - tHi)) <= 0.05 * (tHi - tLo)) counts.right++;
      else {
        counts.off++;
        const p = (v: number) => v.toPrecision(5);
        off.push(`${t.id}: ${p(lo)}-${p(hi)} against ${p(tLo)}-${p(tHi)}`);
      }
    }
  } finally {
    await reader.stop();
  }
  console.log(
    `reader ${version}: ${truths.length} breadth charts with more than one pane, price labels painted out`,
  );
  console.log(
    `no price axis (refused or relative prices) ${counts.noAxis}; accepted, range within 5% ${counts.right}; accepted, prices off ${counts.off}; failed ${counts.failed}`,
  );
  for (const o of off) console.log(`  off: ${o}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
