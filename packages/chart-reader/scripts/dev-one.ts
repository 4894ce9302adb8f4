// Print a reading next to truth: `npx tsx scripts/dev-one.ts DIR NAME [n]`
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { readChart } from '../src/index.ts';
const [dir, name, nStr] = process.argv.slice(2) as [string, string, string?];
const t = JSON.parse(readFileSync(`${dir}/${name}.json`, 'utf8'));
const { data, info } = await sharp(`${dir}/${t.image}`)
  .ensureAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true });
const r = readChart({
  data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  width: info.width,
  height: info.height,
});
console.log(
  JSON.stringify(r.colors),
  r.priceAxis?.scale,
  JSON.stringify(r.priceAxis?.fit),
  r.priceAxis?.labels.map((l) => `${l.text}@${l.y.toFixed(1)}`).join(' '),
);
const n = Number(nStr ?? 8);
for (const c of r.candles.slice(0, n)) {
  const tc = (
    t.candles as {
      x: number;
      yHigh: number;
      yLow: number;
      yOpen: number;
      yClose: number;
      high: number;
      low: number;
    }[]
  ).reduce((b, q) => (Math.abs(q.x - c.x) < Math.abs(b.x - c.x) ? q : b));
  console.log(
    `x ${c.x} vs ${tc.x.toFixed(1)} | yH ${c.yHigh} ${tc.yHigh.toFixed(1)} yL ${c.yLow} ${tc.yLow.toFixed(1)} yO ${c.yOpen} ${tc.yOpen.toFixed(1)} yC ${c.yClose} ${tc.yClose.toFixed(1)} | H ${c.high.toPrecision(6)} ${tc.high.toPrecision(6)} L ${c.low.toPrecision(6)} ${tc.low.toPrecision(6)}`,
  );
}
