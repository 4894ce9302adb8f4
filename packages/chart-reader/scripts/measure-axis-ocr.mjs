// Measurement behind docs/decisions/030-axis-label-reading.md: tesseract.js (warm worker, offline
// English data) against the built-in glyph reader on the price-axis strips of a corpus.
//   TESS_DIR=/path/with/node_modules/tesseract.js npx tsx scripts/measure-axis-ocr.mjs CORPUS_DIR [N]
// tesseract.js is not a dependency of the package: install it anywhere and point TESS_DIR there.
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { readPriceAxis } from '../src/stages/price-axis/index.ts';
import { parseLabel } from '../src/stages/price-axis/label-text.ts';
import { robustLineFit } from '../src/shared/robust-fit.ts';
import { dominantColor } from '../src/shared/colour.ts';
import { decodeImage } from '../src/node/index.ts';

const dir = process.argv[2];
const N = Number(process.argv[3] ?? 30);
const req = createRequire(join(process.env.TESS_DIR ?? '.', 'package.json'));
const Tesseract = req('tesseract.js');
const eng = req('@tesseract.js-data/eng');

const files = readdirSync(dir)
  .filter((f) => /-\d+\.json$/.test(f))
  .sort();
const picked = [];
for (const f of files) {
  const t = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  if (t.scale === 'linear' && t.axisSide) picked.push(t);
}
// spread over libraries
const sample = picked
  .filter((_, i) => i % Math.max(1, Math.floor(picked.length / N)) === 0)
  .slice(0, N);

const t0 = performance.now();
const worker = await Tesseract.createWorker('eng', 1, {
  langPath: eng.langPath,
  cacheMethod: 'none',
  gzip: true,
});
await worker.setParameters({
  tessedit_char_whitelist: '0123456789.,KMB ',
  tessedit_pageseg_mode: '6',
});
const loadMs = performance.now() - t0;

const truthY = (t, v) =>
  t.plot.top +
  ((t.priceRange.top - v) / (t.priceRange.top - t.priceRange.bottom)) *
    (t.plot.bottom - t.plot.top);
const stats = {
  glyph: { ms: [], labels: 0, correct: 0, fits: 0 },
  ocr: { ms: [], labels: 0, correct: 0, fits: 0 },
};
const okFit = (t, fit) => {
  if (!fit) return false;
  const price = (y) => fit.slope * y + fit.intercept;
  const range = Math.abs(t.priceRange.top - t.priceRange.bottom);
  return (
    Math.abs(price(t.plot.top) - t.priceRange.top) / range < 0.005 &&
    Math.abs(price(t.plot.bottom) - t.priceRange.bottom) / range < 0.005
  );
};
for (const t of sample) {
  const img = await decodeImage(join(dir, t.image));

  const tol = 2 * (t.dpr ?? 1);
  // glyph reader (whole search: both strips, segmentation, reading, fit)
  const bg = dominantColor(img, 0, 0, img.width, img.height, 4);
  let a = performance.now();
  const r = readPriceAxis(img, bg);
  stats.glyph.ms.push(performance.now() - a);
  const gl = [...(r.axis?.labels ?? []), ...(r.axis?.rejected ?? [])];
  stats.glyph.labels += gl.length;
  stats.glyph.correct += gl.filter((l) => Math.abs(truthY(t, l.value) - l.y) <= tol).length;
  if (r.axis && okFit(t, r.axis.fit)) stats.glyph.fits++;
  // tesseract on the true axis strip, greyscale, 3x
  const left = t.axisSide === 'right' ? Math.round(t.plot.right) : 0;
  const width = t.axisSide === 'right' ? img.width - left : Math.max(1, Math.round(t.plot.left));
  if (width < 8) continue;
  a = performance.now();
  const strip = await sharp(join(dir, t.image))
    .extract({ left, top: 0, width, height: img.height })
    .greyscale()
    .resize({ width: width * 3, height: img.height * 3 })
    .png()
    .toBuffer();
  const res = await worker.recognize(strip, {}, { blocks: true });
  stats.ocr.ms.push(performance.now() - a);
  const pts = [];
  for (const b of res.data.blocks ?? [])
    for (const p of b.paragraphs)
      for (const ln of p.lines) {
        const v = parseLabel(ln.text.trim());
        if (v === null) continue;
        const y = (ln.bbox.y0 + ln.bbox.y1) / 2 / 3;
        pts.push({ y, v });
      }
  stats.ocr.labels += pts.length;
  stats.ocr.correct += pts.filter((p) => Math.abs(truthY(t, p.v) - p.y) <= tol).length;
  const fit = robustLineFit(pts, tol);
  if (okFit(t, fit)) stats.ocr.fits++;
}
await worker.terminate();
const med = (xs) => [...xs].sort((p, q) => p - q)[xs.length >> 1];
console.log(
  JSON.stringify(
    {
      images: sample.length,
      tesseractWorkerLoadMs: Math.round(loadMs),
      glyph: { ...stats.glyph, ms: undefined, medianMs: med(stats.glyph.ms) },
      ocr: { ...stats.ocr, ms: undefined, medianMs: med(stats.ocr.ms) },
    },
    null,
    1,
  ),
);
