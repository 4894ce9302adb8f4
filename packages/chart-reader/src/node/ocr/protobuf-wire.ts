// The protocol-buffer wire format, as far as an edit of a few fields of an ONNX model needs it:
// a message is split into its fields, each kept as the bytes it was read from, so that a message
// written back holds every field this code does not understand exactly as it was (decision 197).

/** One field of a message: its number, wire type and bytes (`raw`: tag included). */
export interface WireField {
  no: number;
  wire: number;
  /** The whole field as read: tag, length and value. */
  raw: Uint8Array;
  /** A length-delimited field's value (wire type 2): a string, bytes or a message. */
  body: Uint8Array | null;
  /** A varint field's value (wire type 0), exact up to 2^53. */
  varint: number | null;
  /** A 32-bit field's value (wire type 5) read as a float. */
  float: number | null;
}

function readVarint(buf: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  let scale = 1;
  let i = at;
  for (;;) {
    if (i >= buf.length) throw new Error('protobuf: varint runs past the end');
    const b = buf[i++]!;
    value += (b & 0x7f) * scale;
    if (b < 0x80) break;
    scale *= 128;
    if (i - at > 10) throw new Error('protobuf: varint longer than 10 bytes');
  }
  return { value, next: i };
}

/** The fields of one message, in order. Throws on bytes that are not a message. */
export function readFields(buf: Uint8Array): WireField[] {
  const out: WireField[] = [];
  let i = 0;
  while (i < buf.length) {
    const start = i;
    const tag = readVarint(buf, i);
    i = tag.next;
    const no = Math.floor(tag.value / 8);
    const wire = tag.value % 8;
    let body: Uint8Array | null = null;
    let varint: number | null = null;
    let float: number | null = null;
    if (wire === 0) {
      const v = readVarint(buf, i);
      varint = v.value;
      i = v.next;
    } else if (wire === 1) i += 8;
    else if (wire === 2) {
      const len = readVarint(buf, i);
      i = len.next;
      body = buf.subarray(i, i + len.value);
      i += len.value;
    } else if (wire === 5) {
      float = new DataView(buf.buffer, buf.byteOffset + i, 4).getFloat32(0, true);
      i += 4;
    } else throw new Error(`protobuf: wire type ${wire} is not supported`);
    if (i > buf.length || no < 1) throw new Error('protobuf: a field runs past the end');
    out.push({ no, wire, raw: buf.subarray(start, i), body, varint, float });
  }
  return out;
}

function varintBytes(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v >= 0x80) {
    out.push((v % 128) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

/** Bytes joined into one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A length-delimited field (a string, bytes or a message). */
export function bytesField(no: number, body: Uint8Array): Uint8Array {
  return concatBytes([
    Uint8Array.from([...varintBytes(no * 8 + 2), ...varintBytes(body.length)]),
    body,
  ]);
}

/** A string field. */
export const stringField = (no: number, s: string): Uint8Array =>
  bytesField(no, new TextEncoder().encode(s));

/** A non-negative varint field. */
export const varintField = (no: number, n: number): Uint8Array =>
  Uint8Array.from([...varintBytes(no * 8), ...varintBytes(n)]);

/** A 32-bit float field. */
export function floatField(no: number, f: number): Uint8Array {
  const out = new Uint8Array([...varintBytes(no * 8 + 5), 0, 0, 0, 0]);
  new DataView(out.buffer).setFloat32(out.length - 4, f, true);
  return out;
}

/** A string field's text. */
export const text = (f: WireField): string => new TextDecoder().decode(f.body ?? new Uint8Array());

/**
 * The values of a repeated integer field, written one by one or packed (both are valid for a
 * repeated varint); non-negative values only (sizes, kernel shapes, pads).
 */
export function varints(fields: readonly WireField[], no: number): number[] {
  const out: number[] = [];
  for (const f of fields) {
    if (f.no !== no) continue;
    if (f.wire === 0) out.push(f.varint!);
    else if (f.wire === 2) {
      let i = 0;
      while (i < f.body!.length) {
        const v = readVarint(f.body!, i);
        out.push(v.value);
        i = v.next;
      }
    }
  }
  return out;
}
