/**
 * Hostile uploads for the fuzz benchmark (issue 21, "Hostile input at scale"): damaged and
 * truncated PNG/JPEG/WebP, decompression bombs, huge and 1xN sizes, animated images, EXIF
 * orientation, CMYK and 16-bit, polyglots, other formats renamed, and (issue 33) text-chunk
 * bombs. Seeded: the same seed gives the same inputs.
 */
import sharp from 'sharp';
import {
  apngOf,
  bombPng,
  flipBytes,
  jpegWithSize,
  pngWithSize,
  rng,
  textChunkBombPng,
  type Rng,
} from './bytes.ts';

export interface HostileInput {
  kind: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
}

interface Bases {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
  small: Buffer;
  orientations: Buffer[];
  cmyk: Buffer;
  png16: Buffer;
  grey: Buffer;
  palette: Buffer;
  transparent: Buffer;
  animatedWebp: Buffer;
  strips: Buffer[];
  bigValid: Buffer;
  textBombs: Buffer[];
}

/** Base images made once (the chart itself, and the few expensive ones). */
export async function makeBases(chart: Buffer): Promise<Bases> {
  const c = sharp(chart).resize(320, 200);
  const png = await c.clone().png().toBuffer();
  const frames = await Promise.all(
    ['#ffffff', '#000000', '#ff0000'].map((background) =>
      sharp({ create: { width: 120, height: 80, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return {
    png,
    jpeg: await c.clone().jpeg({ quality: 80 }).toBuffer(),
    webp: await c.clone().webp({ quality: 80 }).toBuffer(),
    small: await sharp(chart).resize(40, 25).png().toBuffer(),
    orientations: await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((orientation) =>
        sharp(chart).withMetadata({ orientation }).jpeg({ quality: 85 }).toBuffer(),
      ),
    ),
    cmyk: await c.clone().toColourspace('cmyk').jpeg().toBuffer(),
    png16: await c.clone().toColourspace('rgb16').png().toBuffer(),
    grey: await c.clone().greyscale().png().toBuffer(),
    palette: await c.clone().png({ palette: true, colours: 4 }).toBuffer(),
    transparent: await sharp({
      create: { width: 320, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer(),
    animatedWebp: await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer(),
    strips: await Promise.all(
      [
        [1, 1],
        [1, 4000],
        [4000, 1],
        [2, 3000],
        [12000, 1],
        [1, 12000],
        [3, 3],
      ].map(([width, height]) =>
        sharp({ create: { width: width!, height: height!, channels: 3, background: '#808080' } })
          .png()
          .toBuffer(),
      ),
    ),
    // A compressed text chunk inflating to 50 MB (one chunk, or ten of 5 MB), and 300 KB of
    // plain text: the metadata bombs of issue 33.
    textBombs: [
      textChunkBombPng(png),
      textChunkBombPng(png, 50 * 1024 * 1024, 10),
      await sharp(png)
        .withExifMerge({ IFD0: { ImageDescription: 'x'.repeat(60_000) } })
        .jpeg()
        .toBuffer(),
    ],
    // Within the pixel limit, tiny on disk, big when decoded.
    bigValid: await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  };
}

type Make = (r: Rng, b: Bases) => Omit<HostileInput, 'kind'>;
const png = (bytes: Buffer, filename = 'chart.png') => ({
  bytes,
  filename,
  contentType: 'image/png',
});
const jpg = (bytes: Buffer) => ({ bytes, filename: 'chart.jpg', contentType: 'image/jpeg' });
const webp = (bytes: Buffer) => ({ bytes, filename: 'chart.webp', contentType: 'image/webp' });
const cut = (r: Rng, b: Buffer) => b.subarray(0, r.int(1, b.length - 1));
const text = (s: string) => Buffer.from(s, 'utf8');

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600"/></svg>';
const HTML = '<!doctype html><html><body><img src=x onerror=alert(1)><h1>Chart</h1></body></html>';

/** Each kind of hostile input, with how often it appears (weights). */
const KINDS: [kind: string, weight: number, make: Make][] = [
  ['truncated-png', 8, (r, b) => png(cut(r, b.png))],
  ['truncated-jpeg', 8, (r, b) => jpg(cut(r, b.jpeg))],
  ['truncated-webp', 8, (r, b) => webp(cut(r, b.webp))],
  ['corrupt-png', 8, (r, b) => png(flipBytes(r, b.png, r.int(1, 40)))],
  ['corrupt-jpeg', 8, (r, b) => jpg(flipBytes(r, b.jpeg, r.int(1, 40), 4))],
  ['corrupt-webp', 8, (r, b) => webp(flipBytes(r, b.webp, r.int(1, 40)))],
  ['bomb-png-over-limit', 4, (r) => png(bombPng(r.int(6400, 60000), r.int(6400, 60000)))],
  ['bomb-png-within-limit', 1, (r) => png(bombPng(r.int(3000, 6000), r.int(3000, 6000)))],
  ['bomb-valid-6000x6000', 0.3, (_r, b) => png(b.bigValid)],
  ['text-chunk-bomb', 2, (r, b) => png(r.pick(b.textBombs.slice(0, 2)))],
  ['exif-text-60kb', 1, (_r, b) => jpg(b.textBombs[2]!)],
  [
    'huge-dimensions-png',
    3,
    (r, b) =>
      png(
        pngWithSize(
          b.png,
          r.pick([65535, 100000, 2 ** 31 - 1, 0, 1]),
          r.pick([65535, 1, 0, 2 ** 31 - 1]),
        ),
      ),
  ],
  [
    'huge-dimensions-jpeg',
    3,
    (r, b) => jpg(jpegWithSize(b.jpeg, r.pick([65535, 0, 1, 40000]), r.pick([65535, 0, 1, 30000]))),
  ],
  ['strip-1xN', 3, (r, b) => png(r.pick(b.strips))],
  ['tiny', 2, (_r, b) => png(b.small)],
  ['animated-png', 2, (r, b) => png(apngOf(b.png, r.int(2, 6)))],
  ['animated-webp', 2, (_r, b) => webp(b.animatedWebp)],
  ['exif-orientation', 3, (r, b) => jpg(r.pick(b.orientations))],
  ['cmyk-jpeg', 2, (_r, b) => jpg(b.cmyk)],
  ['png-16-bit', 2, (_r, b) => png(b.png16)],
  ['grey-palette-transparent', 2, (r, b) => png(r.pick([b.grey, b.palette, b.transparent]))],
  [
    'polyglot-png-html',
    3,
    (r, b) => png(Buffer.concat([b.png, text(HTML), r.bytes(r.int(0, 64))])),
  ],
  [
    'polyglot-jpeg-zip',
    2,
    (r, b) => jpg(Buffer.concat([b.jpeg, Buffer.from('PK\x03\x04'), r.bytes(200)])),
  ],
  [
    'magic-then-html',
    3,
    (r) =>
      png(
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          text(HTML),
          r.bytes(r.int(0, 100)),
        ]),
      ),
  ],
  [
    'magic-then-garbage',
    4,
    (r) =>
      r.pick([
        png(
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            r.bytes(r.int(0, 4000)),
          ]),
        ),
        jpg(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), r.bytes(r.int(0, 4000))])),
        webp(Buffer.concat([text('RIFF'), r.bytes(4), text('WEBP'), r.bytes(r.int(0, 4000))])),
      ]),
  ],
  ['svg-renamed', 3, () => png(text(SVG))],
  ['html-renamed', 3, () => png(text(HTML), 'chart.html.png')],
  [
    'other-format-renamed',
    3,
    (r) =>
      png(
        r.pick([
          text('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
          text('BM'),
          text('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF'),
          Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]),
          Buffer.from([0, 0, 1, 0, 1, 0]),
        ]),
      ),
  ],
  ['random-bytes', 3, (r) => png(r.bytes(r.int(0, 5000)))],
  ['empty', 1, () => png(Buffer.alloc(0))],
  [
    'wrong-content-type',
    2,
    (_r, b) => ({ bytes: b.png, filename: 'chart.exe', contentType: 'application/x-msdownload' }),
  ],
  ['valid-chart', 2, (r, b) => r.pick([png(b.png), jpg(b.jpeg), webp(b.webp)])],
];

/**
 * `count` hostile inputs from `seed`, every kind in proportion to its weight; with `eachKindFirst`,
 * one of every kind comes first (so a short run still tries them all).
 */
export function* hostileInputs(
  bases: Bases,
  count: number,
  seed = 21,
  eachKindFirst = false,
): Generator<HostileInput> {
  const r = rng(seed);
  const total = KINDS.reduce((s, [, w]) => s + w, 0);
  const first = eachKindFirst ? Math.min(count, KINDS.length) : 0;
  for (let i = 0; i < first; i++) yield { kind: KINDS[i]![0], ...KINDS[i]![2](r, bases) };
  for (let i = first; i < count; i++) {
    let x = r.next() * total;
    const entry = KINDS.find(([, w]) => (x -= w) < 0) ?? KINDS[0]!;
    yield { kind: entry[0], ...entry[2](r, bases) };
  }
}

export const KIND_NAMES = KINDS.map(([k]) => k);
