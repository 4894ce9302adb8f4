// One screenshot's labels are looked at by several stages (the weak columns before the panes, the
// axis check after them): a reader that remembers what it read recognises each crop once.
import type { LabelCrop, LabelReader, LabelReading } from './types.ts';

/** FNV-1a over the crop's size and pixels: crops cut from the same box hash the same. */
function cropKey(c: LabelCrop, charset: string): string {
  let h = 0x811c9dc5;
  const d = c.data;
  const n = c.width * c.height * 4;
  for (let i = 0; i < n; i++) {
    h ^= d[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return `${charset}|${c.width}x${c.height}|${(h >>> 0).toString(36)}`;
}

/**
 * The reader with a memory of its readings, for one screenshot: a crop read before (same pixels,
 * same charset) answers from memory; only the new ones go to the engine, in one call.
 */
export function memoReader(reader: LabelReader): LabelReader {
  const seen = new Map<string, LabelReading>();
  return {
    engine: reader.engine,
    warning: reader.warning,
    loadMs: reader.loadMs,
    async read(crops, charset = '') {
      const keys = crops.map((c) => cropKey(c, charset));
      const fresh: number[] = [];
      const firstOf = new Map<string, number>();
      keys.forEach((k, i) => {
        if (!seen.has(k) && !firstOf.has(k)) {
          firstOf.set(k, i);
          fresh.push(i);
        }
      });
      if (fresh.length) {
        const got = await reader.read(
          fresh.map((i) => crops[i]!),
          charset || undefined,
        );
        fresh.forEach((i, j) => seen.set(keys[i]!, got[j]!));
      }
      return keys.map((k) => seen.get(k)!);
    },
    close: () => reader.close(),
  };
}
