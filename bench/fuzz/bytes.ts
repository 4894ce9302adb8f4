// Byte-level builders for hostile images: PNG chunks, patched headers, a seeded random source.
import { deflateSync } from 'node:zlib';

/** A small seeded generator (mulberry32): the same seed gives the same inputs. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    bytes: (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
  };
}
export type Rng = ReturnType<typeof rng>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG whose header claims width x height RGB pixels, with `rows` rows of real data. */
export function bombPng(width: number, height: number, rows = 4): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + Math.min(width, 1 << 20) * 3);
  const idat = deflateSync(Buffer.concat(Array.from({ length: rows }, () => row)));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The chunks of a PNG: [type, data] in file order. */
export function pngChunks(png: Buffer): [string, Buffer][] {
  const out: [string, Buffer][] = [];
  let at = 8;
  while (at + 8 <= png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.push([type, png.subarray(at + 8, at + 8 + len)]);
    at += 12 + len;
  }
  return out;
}

export function assemblePng(chunks: [string, Buffer][]): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ...chunks.map(([t, d]) => pngChunk(t, d))]);
}

/** An animated PNG (APNG) made from a still PNG: its frame repeated `frames` times. */
export function apngOf(png: Buffer, frames: number): Buffer {
  const chunks = pngChunks(png);
  const ihdr = chunks.find(([t]) => t === 'IHDR')![1];
  const idat = Buffer.concat(chunks.filter(([t]) => t === 'IDAT').map(([, d]) => d));
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(frames, 0);
  const fctl = (seq: number) => {
    const b = Buffer.alloc(26);
    b.writeUInt32BE(seq, 0);
    b.writeUInt32BE(ihdr.readUInt32BE(0), 4);
    b.writeUInt32BE(ihdr.readUInt32BE(4), 8);
    b.writeUInt16BE(1, 20);
    b.writeUInt16BE(10, 22);
    return b;
  };
  const out: [string, Buffer][] = [
    ['IHDR', ihdr],
    ['acTL', actl],
    ['fcTL', fctl(0)],
    ['IDAT', idat],
  ];
  let seq = 1;
  for (let f = 1; f < frames; f++) {
    out.push(['fcTL', fctl(seq++)]);
    const s = Buffer.alloc(4);
    s.writeUInt32BE(seq++);
    out.push(['fdAT', Buffer.concat([s, idat])]);
  }
  out.push(['IEND', Buffer.alloc(0)]);
  return assemblePng(out);
}

/** A PNG whose IHDR claims another size (CRC fixed, so only the data disagrees). */
export function pngWithSize(png: Buffer, width: number, height: number): Buffer {
  return assemblePng(
    pngChunks(png).map(([t, d]) => {
      if (t !== 'IHDR') return [t, d];
      const h = Buffer.from(d);
      h.writeUInt32BE(width >>> 0, 0);
      h.writeUInt32BE(height >>> 0, 4);
      return [t, h];
    }),
  );
}

/** A JPEG whose start-of-frame claims another size (16-bit fields). */
export function jpegWithSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i + 9 < out.length;) {
    if (out[i] !== 0xff) break;
    const marker = out[i + 1]!;
    const len = out.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      out.writeUInt16BE(height & 0xffff, i + 5);
      out.writeUInt16BE(width & 0xffff, i + 7);
      return out;
    }
    i += 2 + len;
  }
  return out;
}

/** Flips `n` random bytes after the first `keep` (the signature stays, the rest is damaged). */
export function flipBytes(r: Rng, bytes: Buffer, n: number, keep = 16): Buffer {
  const out = Buffer.from(bytes);
  for (let k = 0; k < n && out.length > keep; k++) out[r.int(keep, out.length - 1)] = r.int(0, 255);
  return out;
}

/**
 * The PNG with compressed text chunks (zTXt) after its header that inflate to `inflatedBytes` in
 * all: about 49 KB per 50 MB on the wire (the review's metadata bomb).
 */
export function textChunkBombPng(
  png: Buffer,
  inflatedBytes = 50 * 1024 * 1024,
  chunks = 1,
): Buffer {
  const text = deflateSync(Buffer.alloc(Math.ceil(inflatedBytes / chunks), 0x41), { level: 9 });
  const zTXt = pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), text]));
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    ...Array.from({ length: chunks }, () => zTXt),
    png.subarray(afterHeader),
  ]);
}
