import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
/** A small rendered candlestick chart (640x400, price axis on the right). */
export const CHART_PNG = readFileSync(path.join(here, '../fixtures/chart.png'));

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG whose header claims width x height pixels: a decompression bomb if decoded. */
export function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  const idat = deflateSync(Buffer.concat(Array.from({ length: 4 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with an `image` file and a `type` field. */
export function analysisForm(
  image: Buffer,
  type: string,
  filename = 'chart.png',
  contentType = 'image/png',
) {
  const boundary = `----candlelens${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The PNG with a compressed text chunk (zTXt) right after its header that inflates to
 * `inflatedBytes`: a few tens of KB on the wire, tens of MB once a decoder reads the text.
 */
export function textChunkBombPng(png: Buffer, inflatedBytes = 50 * 1024 * 1024): Buffer {
  const text = deflateSync(Buffer.alloc(inflatedBytes, 0x41), { level: 9 });
  const zTXt = chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), text]));
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), zTXt, png.subarray(afterHeader)]);
}

/** The PNG with a plain text chunk (tEXt) `key` = `value` after its header. */
export function pngWithText(png: Buffer, key: string, value: string): Buffer {
  const tEXt = chunk('tEXt', Buffer.from(`${key}\0${value}`, 'latin1'));
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), tEXt, png.subarray(afterHeader)]);
}

/** The chunk types of a PNG, in file order. */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 12 <= png.length; at += 12 + png.readUInt32BE(at))
    types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

/** Whether two encoded images hold the same pixels (the kept copy is re-encoded, not the upload). */
export async function samePixels(a: Uint8Array, b: Uint8Array): Promise<boolean> {
  const { default: sharp } = await import('sharp');
  const [x, y] = await Promise.all(
    [a, b].map((img) => sharp(img).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  return (
    x!.info.width === y!.info.width &&
    x!.info.height === y!.info.height &&
    Buffer.compare(x!.data, y!.data) === 0
  );
}

/** A multipart/form-data body of text fields, and the `image` file when given. */
export function multipartForm(fields: Record<string, string>, image?: Buffer) {
  const boundary = `----candlelens${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...(image
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="chart.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          image,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
