// List detected candles: `npx tsx scripts/dev-list.ts IMG`
import sharp from 'sharp';
import { readChart } from '../src/index.ts';
const { data, info } = await sharp(process.argv[2]!)
  .ensureAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true });
const r = readChart({
  data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  width: info.width,
  height: info.height,
});
console.log(
  r.candles.map((c) => `${c.x.toFixed(1)}/${c.bodyWidth}/${c.yHigh}-${c.yLow}`).join(' '),
);
