// Draw detected candles over an image: `npx tsx scripts/dev-draw.ts IMG OUT.png`
import sharp from 'sharp';
import { readChart } from '../src/index.ts';
const [f, out] = process.argv.slice(2) as [string, string];
const { data, info } = await sharp(f).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const img = {
  data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  width: info.width,
  height: info.height,
};
const r = readChart(img);
const put = (x: number, y: number, c: [number, number, number]): void => {
  if (x < 0 || y < 0 || x >= info.width || y >= info.height) return;
  const i = (y * info.width + x) * 4;
  data[i] = c[0];
  data[i + 1] = c[1];
  data[i + 2] = c[2];
};
for (const c of r.candles) {
  const col: [number, number, number] = c.up ? [0, 0, 255] : [255, 0, 255];
  const x0 = Math.round(c.x - c.bodyWidth / 2) - 1,
    x1 = Math.round(c.x + c.bodyWidth / 2) + 1;
  for (let x = x0; x <= x1; x++) {
    put(x, c.yHigh - 1, col);
    put(x, c.yLow + 1, col);
  }
  put(Math.round(c.x), c.yHigh - 2, [255, 255, 0]);
}
if (r.plot)
  for (let x = r.plot.left; x < r.plot.right; x++) {
    put(x, r.plot.top, [255, 128, 0]);
    put(x, r.plot.bottom - 1, [255, 128, 0]);
  }
for (const l of r.priceAxis?.labels ?? [])
  for (let x = 0; x < 6; x++)
    put((r.priceAxis!.side === 'right' ? info.width - 8 : 2) + x, Math.round(l.y), [0, 255, 0]);
console.log(
  JSON.stringify({
    n: r.candles.length,
    colors: r.colors,
    plot: r.plot,
    warnings: r.warnings,
    labels: r.priceAxis?.labels.map((l) => l.text),
    rejected: r.priceAxis?.rejected?.map((l) => l.text),
  }),
);
await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
  .png()
  .toFile(out);
