import type { Blob } from './blobs.ts';

/**
 * The dots of a dotted vertical line (a crosshair, a time marker) drawn in a candle colour:
 * four or more short narrow pieces stacked in one column at one regular spacing. Joined across
 * their gaps they would read as one candle as tall as the plot. Returns the blobs without them.
 */
export function dropDottedColumns(blobs: Blob[], scale: number): Blob[] {
  const maxH = Math.max(4, Math.round(scale * 3));
  const dots = blobs.filter(
    (b) => b.y1 - b.y0 + 1 <= maxH && b.x1 - b.x0 + 1 <= Math.max(3, scale * 2),
  );
  if (dots.length < 4) return blobs;
  const byCol = new Map<number, Blob[]>();
  for (const b of dots) {
    const k = Math.round((b.x0 + b.x1) / 2);
    byCol.set(k, [...(byCol.get(k) ?? []), b]);
  }
  const drop = new Set<Blob>();
  for (const [k, list] of byCol) {
    const col = [...list, ...(byCol.get(k - 1) ?? []), ...(byCol.get(k + 1) ?? [])].sort(
      (a, b) => a.y0 - b.y0,
    );
    // chains of pieces one regular step apart
    let chain: Blob[] = [col[0]!];
    const flush = (): void => {
      if (chain.length >= 4) for (const b of chain) drop.add(b);
    };
    for (let i = 1; i < col.length; i++) {
      const prev = chain[chain.length - 1]!;
      const b = col[i]!;
      const step = b.y0 - prev.y0;
      const first = chain.length >= 2 ? chain[1]!.y0 - chain[0]!.y0 : step;
      if (step >= 2 && step <= maxH * 3 && Math.abs(step - first) <= 1) chain.push(b);
      else if (step > 0) {
        flush();
        chain = [b];
      }
    }
    flush();
  }
  return drop.size ? blobs.filter((b) => !drop.has(b)) : blobs;
}
