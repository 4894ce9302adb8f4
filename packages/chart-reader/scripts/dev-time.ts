// Time readChart on one image: `npx tsx scripts/dev-time.ts IMG [runs]`
import sharp from 'sharp';
import { readChart } from '../src/index.ts';
const f = process.argv[2]!;
const runs = Number(process.argv[3] ?? 5);
const t0 = performance.now();
const { data, info } = await sharp(f).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const dec = performance.now() - t0;
const img = {
  data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  width: info.width,
  height: info.height,
};
const ts: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  readChart(img);
  ts.push(performance.now() - t);
}
console.log(`decode ${dec.toFixed(1)}ms read ${ts.map((t) => t.toFixed(0)).join(' ')}ms`);
