import { decodeImage } from './src/node/decode.ts';
import { readChart } from './src/read-chart.ts';
import { readLegend } from './src/node/read-legend.ts';
import { sharedLabelReader, closeSharedLabelReader } from './src/node/ocr/index.ts';
import { backgroundColours, inkMask } from './src/shared/backgrounds.ts';
import { readdirSync } from 'node:fs';
const R = '/work/shared/data/screenshots/real/images/';
const files = [...readdirSync(R).map((f) => R + f), '/work/shared/data/screenshots/spy-tradingview-dark.png'];
const reader = await sharedLabelReader();
for (const f of files) {
  if (process.argv[2] && !f.includes(process.argv[2])) continue;
  const img = await decodeImage(f);
  const r = readChart(img);
  const ink = inkMask(img, backgroundColours(img));
  const l = await readLegend(img, r.plot!, reader);
  console.log(f.split('/').pop(), `sym=${l.symbol} tf=${l.timeframe} ms=${l.ocrMs.toFixed(0)}`);
  for (const x of l.lines) console.log('    ', x.x, x.y, JSON.stringify(x.text));
}
await closeSharedLabelReader();
