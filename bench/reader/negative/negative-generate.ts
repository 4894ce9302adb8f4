// Renders the negative corpus into bench/out/reader-negative: images that are not candlestick
// charts, each tagged with its class, and a manifest.
//   npx tsx bench/reader/negative/negative-generate.ts [--filter TEXT] [--out DIR]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BreadthSession } from '../breadth/breadth-session.ts';
import { finishCorpus, generatorArgs } from '../corpus-output.ts';
import { CORPUS_SEED, loadRealSeries } from '../generate.ts';
import { createRng } from '../prng.ts';
import {
  buildNegativeSpecs,
  PIXEL_CLASSES,
  type NegativeClass,
  type NegativeSpec,
} from './negative-plan.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
export const NEGATIVE_VERSION = 'reader-negative/1';
export const NEGATIVE_DIR =
  process.env.CANDLELENS_READER_NEGATIVE ?? join(here, '..', '..', 'out', 'reader-negative');

export interface NegativeEntry {
  id: string;
  image: string;
  cls: NegativeClass;
  tags: string[];
  width: number;
  height: number;
}

export interface NegativeManifest {
  version: string;
  seed: number;
  count: number;
  entries: NegativeEntry[];
}

function pageScripts(): string[] {
  const pkg = (name: string, file: string): string =>
    join(dirname(require.resolve(`${name}/package.json`)), file);
  return [
    pkg('lightweight-charts', 'dist/lightweight-charts.standalone.production.js'),
    pkg('echarts', 'dist/echarts.min.js'),
    join(here, '..', 'browser', 'page.js'),
    join(here, 'browser', 'pages.js'),
    join(here, 'browser', 'charts.js'),
  ];
}

export function negativePlan(): { specs: NegativeSpec[]; version: string } {
  const specs = buildNegativeSpecs(CORPUS_SEED, loadRealSeries());
  const hash = createHash('sha256');
  hash.update(NEGATIVE_VERSION);
  hash.update(JSON.stringify(specs));
  for (const f of readdirSync(join(here, 'browser')).sort())
    hash.update(readFileSync(join(here, 'browser', f)));
  hash.update(readFileSync(join(here, 'negative-generate.ts')));
  return { specs, version: `${NEGATIVE_VERSION}+${hash.digest('hex').slice(0, 12)}` };
}

/** Noise, blank and near-blank images, made from pixels alone (seeded). */
export async function pixelImage(spec: NegativeSpec): Promise<Buffer> {
  const width = spec.cssWidth * spec.dpr;
  const height = spec.cssHeight * spec.dpr;
  const rng = createRng(spec.seed);
  if (spec.cls === 'noise') {
    const data = Buffer.alloc(width * height * 3);
    const smooth = rng.chance(0.5);
    for (let i = 0; i < data.length; i++) data[i] = Math.floor(rng.next() * 256);
    const img = sharp(data, { raw: { width, height, channels: 3 } });
    return (smooth ? img.blur(3) : img).png().toBuffer();
  }
  const bg = spec.bg;
  const svg =
    spec.cls === 'near-blank'
      ? `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="${bg}"/>` +
        `<line x1="${width * 0.1}" y1="${height * 0.8}" x2="${width * 0.9}" y2="${height * 0.8}" stroke="${spec.grid}"/>` +
        `<text x="${width / 2}" y="${height / 2}" font-size="${14 * spec.dpr}" fill="${spec.fg}" opacity="0.5" text-anchor="middle" font-family="sans-serif">No data</text></svg>`
      : `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="${bg}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function save(
  png: Buffer,
  spec: NegativeSpec,
): Promise<{ image: Buffer; width: number; height: number }> {
  let img = sharp(png);
  if (spec.shrinkTo) img = img.resize({ ...spec.shrinkTo, fit: 'fill' });
  const image =
    spec.jpegQuality !== null
      ? await img.jpeg({ quality: spec.jpegQuality }).toBuffer()
      : await img.png().toBuffer();
  const meta = await sharp(image).metadata();
  return { image, width: meta.width ?? 0, height: meta.height ?? 0 };
}

export async function generateNegative(
  o: { dir?: string; filter?: string; log?: (l: string) => void } = {},
): Promise<{ count: number; seconds: number }> {
  const dir = o.dir ?? NEGATIVE_DIR;
  const log = o.log ?? ((l: string) => process.stderr.write(l + '\n'));
  const started = performance.now();
  const plan = negativePlan();
  const specs = o.filter ? plan.specs.filter((s) => s.id.includes(o.filter as string)) : plan.specs;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const session = await BreadthSession.start(pageScripts());
  const entries: NegativeEntry[] = [];
  try {
    for (const [k, spec] of specs.entries()) {
      const t0 = performance.now();
      const pixels = (PIXEL_CLASSES as readonly string[]).includes(spec.cls);
      const png = pixels ? await pixelImage(spec) : await session.shootNegative(spec);
      const { image, width, height } = await save(png, spec);
      const file = `${spec.id}.${spec.jpegQuality !== null ? 'jpg' : 'png'}`;
      writeFileSync(join(dir, file), image);
      entries.push({
        id: spec.id,
        image: file,
        cls: spec.cls,
        tags: [
          `class:${spec.cls}`,
          `format:${spec.jpegQuality !== null ? 'jpeg' : 'png'}`,
          `dpr:${spec.dpr}`,
          `theme:${spec.dark ? 'dark' : 'light'}`,
          ...(spec.cls.endsWith('-chart') ? [`engine:${spec.engine}`] : []),
        ],
        width,
        height,
      });
      log(
        `[${k + 1}/${specs.length}] ${spec.id} ${width}x${height} ${Math.round(performance.now() - t0)} ms`,
      );
    }
  } finally {
    await session.close();
  }
  const partial = o.filter !== undefined;
  return finishCorpus(
    dir,
    { version: plan.version, seed: CORPUS_SEED, partial },
    entries,
    started,
    log,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await generateNegative(generatorArgs(process.argv.slice(2)));
}
