// The learned column model on held-out images: per column accuracy of both heads and the error
// of the series' end on the breadth corpus (labels from its truth: each candle's x +- 0.35 of the
// pitch), and, with --draw DIR, each image with the model's answer drawn under it (candle
// probability red, within-the-series green) to look at (real screenshots included).
//   npx tsx bench/reader/learned/columns-eval.ts [--model FILE] [--draw DIR] [--only TEXT] [IMAGE...]
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  COLUMN_MODEL_FILE,
  columnInput,
  decodeImage,
  inputColumnOf,
  loadColumnModel,
  type DecodedImage,
} from '@candlelens/chart-reader/node';
import sharp from 'sharp';
import { BREADTH_DIR } from '../breadth/breadth-generate.ts';
import { loadManifest, loadTruth } from '../truth.ts';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const modelFile = opt('--model') ?? COLUMN_MODEL_FILE;
const drawDir = opt('--draw');
const only = opt('--only');
const images = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const model = await loadColumnModel(modelFile, 1);
if (drawDir) mkdirSync(drawDir, { recursive: true });

async function draw(img: DecodedImage, candle: Float32Array, span: Float32Array, name: string) {
  const strip = 60;
  const w = img.width;
  const out = Buffer.alloc(w * (img.height + strip) * 4);
  Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length).copy(out);
  for (let x = 0; x < w; x++) {
    const k = inputColumnOf(x, w, candle.length);
    const pc = candle[k]!;
    const ps = span[k]!;
    for (let y = 0; y < strip; y++) {
      const i = ((img.height + y) * w + x) * 4;
      const top = y < strip / 2;
      const on = top ? y >= (1 - pc) * (strip / 2) : y - strip / 2 >= (1 - ps) * (strip / 2);
      out[i] = top && on ? 230 : 20;
      out[i + 1] = !top && on ? 200 : 20;
      out[i + 2] = 20;
      out[i + 3] = 255;
    }
  }
  await sharp(out, { raw: { width: w, height: img.height + strip, channels: 4 } })
    .png()
    .toFile(join(drawDir!, `${name}.columns.png`));
}

let ms = 0;
let runs = 0;
async function answer(img: DecodedImage) {
  const t0 = performance.now();
  const out = await model.run(columnInput(img));
  ms += performance.now() - t0;
  runs++;
  return out;
}

for (const file of images) {
  const img = await decodeImage(readFileSync(file));
  const { candle, span } = await answer(img);
  if (drawDir) await draw(img, candle, span, basename(file).replace(/\.[a-z]+$/i, ''));
}

if (images.length === 0) {
  const manifest = loadManifest(BREADTH_DIR);
  const right: [number, number] = [0, 0];
  let cols = 0;
  const endErr: number[] = [];
  const perFamily = new Map<string, { right: number; cols: number }>();
  for (const e of manifest.entries) {
    if (only && !e.id.includes(only)) continue;
    const truth = loadTruth(BREADTH_DIR, e);
    const img = await decodeImage(readFileSync(join(BREADTH_DIR, e.image)));
    const { candle, span } = await answer(img);
    const w = candle.length;
    const lab = new Uint8Array(w);
    const half = Math.max(0.5, 0.35 * truth.candleSpacing);
    let first = w;
    let last = -1;
    for (const c of truth.candles) {
      const a = inputColumnOf(Math.max(truth.plot.left, c.x - half), img.width, w);
      const b = inputColumnOf(Math.min(truth.plot.right - 1, c.x + half), img.width, w);
      for (let k = a; k <= b; k++) lab[k] = 1;
      first = Math.min(first, a);
      last = Math.max(last, b);
    }
    let r = 0;
    for (let k = 0; k < w; k++) {
      if (candle[k]! >= 0.5 === (lab[k] === 1)) {
        right[0]!++;
        r++;
      }
      if (span[k]! >= 0.5 === (k >= first && k <= last)) right[1]!++;
    }
    cols += w;
    const fam = e.id.replace(/-\d+$/, '');
    const f = perFamily.get(fam) ?? { right: 0, cols: 0 };
    perFamily.set(fam, { right: f.right + r, cols: f.cols + w });
    let end = w - 1;
    while (end >= 0 && span[end]! < 0.5) end--;
    endErr.push(Math.abs(end - last));
    if (drawDir) await draw(img, candle, span, e.id);
  }
  endErr.sort((a, b) => a - b);
  const q = (p: number): number =>
    endErr[Math.min(endErr.length - 1, Math.floor(p * endErr.length))]!;
  console.log(
    `breadth ${endErr.length} images: candle column accuracy ${(right[0] / cols).toFixed(3)}, within-series ${(right[1] / cols).toFixed(3)}; series end off by (input columns) median ${q(0.5)}, p90 ${q(0.9)}, max ${q(1)}`,
  );
  for (const [f, v] of perFamily)
    console.log(`  ${f}: candle column accuracy ${(v.right / v.cols).toFixed(3)}`);
}
console.log(
  `model ${modelFile}: ${runs} runs, ${(ms / Math.max(1, runs)).toFixed(1)} ms per run (input built and model run, one thread)`,
);
await model.close();
