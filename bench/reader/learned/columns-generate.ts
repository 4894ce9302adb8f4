// Renders the learned column stage's training set into bench/out/learned-columns: each render's
// model input (columnInput of the screenshot as saved: 4 bytes per cell) appended to inputs.bin, and one line of
// index.jsonl with its labels (columns-labels.ts) and tags. Seeded: the same command gives the
// same set on the same machine (fonts change label widths elsewhere).
//   npx tsx bench/reader/learned/columns-generate.ts [--rounds N] [--limit N] [--filter ID]
//     [--negatives ROUNDS] [--out DIR] [--keep-images]   (--keep-images also saves each
//     screenshot, to look at; --negatives: passes over the negative corpus' classes from the
//     training seed, every column labelled 0; thumbnails of charts left out, having no truth)
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { columnInput, decodeImage } from '@candlelens/chart-reader/node';
import { loadRealSeries } from '../generate.ts';
import { degrade } from '../breadth/breadth-generate.ts';
import { breadthScripts, BreadthSession } from '../breadth/breadth-session.ts';
import type { BreadthSpec } from '../breadth/breadth-spec.ts';
import { buildNegativeSpecs, PIXEL_CLASSES } from '../negative/negative-plan.ts';
import { pixelImage } from '../negative/negative-generate.ts';
import sharp from 'sharp';
import { columnLabels } from './columns-labels.ts';
import { buildColumnScenarios, COLUMNS_SEED } from './columns-plan.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The negative corpus' page scripts (as negative-generate.ts loads them). */
function negativeScripts(): string[] {
  const pkg = (name: string, file: string): string =>
    join(dirname(require.resolve(`${name}/package.json`)), file);
  const neg = join(here, '..', 'negative', 'browser');
  return [
    pkg('lightweight-charts', 'dist/lightweight-charts.standalone.production.js'),
    pkg('echarts', 'dist/echarts.min.js'),
    join(here, '..', 'browser', 'page.js'),
    join(neg, 'pages.js'),
    join(neg, 'charts.js'),
  ];
}
export const COLUMNS_DIR = join(here, '..', '..', 'out', 'learned-columns');

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const rounds = Number(opt('--rounds') ?? 8);
const limit = opt('--limit') === undefined ? Infinity : Number(opt('--limit'));
const dir = opt('--out') ?? COLUMNS_DIR;

const started = performance.now();
const filter = opt('--filter');
const scenarios = buildColumnScenarios(COLUMNS_SEED, loadRealSeries(), rounds)
  .filter((s) => filter === undefined || s.spec.id.includes(filter))
  .slice(0, limit);
const keepImages = args.includes('--keep-images');
const negativeRounds = Number(opt('--negatives') ?? 2);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
// the breadth scripts hold the margin and its drawings (breadth/browser/margin-drawings.js)
const session = await BreadthSession.start(breadthScripts());
let offset = 0;
let failed = 0;
try {
  for (const [k, s] of scenarios.entries()) {
    const t0 = performance.now();
    try {
      const { image: png, result } = await session.render(s.spec as unknown as BreadthSpec);
      const saved = await degrade(png, s.spec as unknown as BreadthSpec);
      const decoded = await decodeImage(saved.image);
      const input = columnInput(decoded);
      const labels = columnLabels(result, saved.width / s.spec.cssWidth, decoded, input.width);
      appendFileSync(join(dir, 'inputs.bin'), input.data);
      if (keepImages)
        writeFileSync(
          join(dir, `${s.spec.id}.${saved.image[0] === 0xff ? 'jpg' : 'png'}`),
          saved.image,
        );
      const entry = {
        id: s.spec.id,
        offset,
        width: input.width,
        height: input.height,
        imageWidth: decoded.width,
        imageHeight: decoded.height,
        candle: labels.candle.join(''),
        span: labels.span.join(''),
        lastColumn: labels.lastColumn,
        tags: s.tags,
      };
      offset += input.data.length;
      appendFileSync(join(dir, 'index.jsonl'), JSON.stringify(entry) + '\n');
      process.stderr.write(
        `[${k + 1}/${scenarios.length}] ${s.spec.id} ${decoded.width}x${decoded.height} -> ${input.width} cols, ${result.candles.length} candles ${Math.round(performance.now() - t0)} ms\n`,
      );
    } catch (e) {
      failed++;
      process.stderr.write(`[${k + 1}/${scenarios.length}] ${s.spec.id} failed: ${String(e)}\n`);
    }
  }
} finally {
  await session.close();
}
const negatives = await renderNegatives();
const seconds = (performance.now() - started) / 1000;
writeFileSync(
  join(dir, 'generation.json'),
  JSON.stringify({
    seed: COLUMNS_SEED,
    rounds,
    negativeRounds,
    count: scenarios.length - failed,
    negatives,
    failed,
    seconds,
  }),
);
process.stderr.write(`${scenarios.length - failed} renders in ${seconds.toFixed(0)} s -> ${dir}\n`);

/** Images that are not candlestick charts, from the training seed: every column is 0. */
async function renderNegatives(): Promise<number> {
  const real = loadRealSeries();
  const specs = Array.from({ length: negativeRounds }, (_, k) =>
    buildNegativeSpecs(COLUMNS_SEED + 104_729 * (k + 1), real).map((n) => ({
      ...n,
      id: `n${k}-${n.id}`,
    })),
  )
    .flat()
    .filter((n) => n.cls !== 'thumbnail')
    .slice(0, limit);
  const neg = await BreadthSession.start(negativeScripts());
  let made = 0;
  try {
    for (const spec of specs) {
      const pixels = (PIXEL_CLASSES as readonly string[]).includes(spec.cls);
      const png = pixels ? await pixelImage(spec) : await neg.shootNegative(spec);
      const image =
        spec.jpegQuality !== null
          ? await sharp(png).jpeg({ quality: spec.jpegQuality }).toBuffer()
          : png;
      const decoded = await decodeImage(image);
      const input = columnInput(decoded);
      appendFileSync(join(dir, 'inputs.bin'), input.data);
      const zeros = '0'.repeat(input.width);
      const entry = {
        id: spec.id,
        offset,
        width: input.width,
        height: input.height,
        imageWidth: decoded.width,
        imageHeight: decoded.height,
        candle: zeros,
        span: zeros,
        lastColumn: -1,
        tags: [`class:${spec.cls}`, 'negative'],
      };
      offset += input.data.length;
      appendFileSync(join(dir, 'index.jsonl'), JSON.stringify(entry) + '\n');
      made++;
      process.stderr.write(`[negative ${made}/${specs.length}] ${spec.id}\n`);
    }
  } finally {
    await neg.close();
  }
  return made;
}
