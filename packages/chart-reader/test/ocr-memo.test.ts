import { describe, expect, it } from 'vitest';
import { memoReader, type LabelCrop, type LabelReader } from '../src/node/ocr/index.ts';

/** A crop of the given size whose pixels all carry `shade`. */
function crop(width: number, height: number, shade = 0): LabelCrop {
  return { data: new Uint8Array(width * height * 4).fill(shade), width, height };
}

describe('a reader that remembers, for one screenshot', () => {
  /** A reader that says how many crops reached it and reads each crop's shade. */
  function counting(): LabelReader & { seen: number } {
    const r = {
      engine: 'paddle' as const,
      warning: null,
      loadMs: 0,
      seen: 0,
      async read(crops: readonly LabelCrop[]) {
        r.seen += crops.length;
        return crops.map((c) => ({ text: String(c.data[0]), confidence: 1 }));
      },
      async close() {},
    };
    return r;
  }

  it('recognises a crop read before only once, and answers in order', async () => {
    const inner = counting();
    const memo = memoReader(inner);
    const a = await memo.read([crop(30, 10, 1), crop(30, 10, 2)]);
    const b = await memo.read([crop(30, 10, 2), crop(30, 10, 3), crop(30, 10, 1)]);
    expect(a.map((r) => r.text)).toEqual(['1', '2']);
    expect(b.map((r) => r.text)).toEqual(['2', '3', '1']);
    expect(inner.seen).toBe(3);
  });

  it('reads the same pixels again for another character set', async () => {
    const inner = counting();
    const memo = memoReader(inner);
    await memo.read([crop(30, 10, 5)]);
    await memo.read([crop(30, 10, 5)], '0123456789:');
    expect(inner.seen).toBe(2);
  });
});
