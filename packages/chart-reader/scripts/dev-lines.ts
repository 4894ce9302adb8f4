// Print the text lines found in a strip: `npx tsx scripts/dev-lines.ts IMG [left|right] [fraction]`
import { findTextLines } from '../src/stages/price-axis/text-lines.ts';
import { decodeImage } from '../src/node/index.ts';
import { dominantColor } from '../src/shared/colour.ts';
const f = process.argv[2]!;
const side = process.argv[3] ?? 'right';
const frac = Number(process.argv[4] ?? 0.3);
const img = await decodeImage(f);
const bg = dominantColor(img, 0, 0, img.width, img.height);
const x0 = side === 'right' ? Math.round(img.width * (1 - frac)) : 0;
const x1 = side === 'right' ? img.width : Math.round(img.width * frac);
const lines = findTextLines(img, bg, x0, 0, x1, img.height);
for (const l of lines)
  console.log(
    l.x0,
    l.y0,
    l.x1,
    l.y1,
    JSON.stringify(l.text),
    l.value,
    l.glyphs
      .map((g) =>
        g.guesses
          .slice(0, 2)
          .map((q) => q.ch + q.d.toFixed(3))
          .join('/'),
      )
      .join(' '),
  );
