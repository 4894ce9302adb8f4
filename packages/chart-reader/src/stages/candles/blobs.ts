import type { Component } from '../../shared/components.ts';

/** Shapes of one candle colour: connected components, joined where they are one candle. */
export interface Blob {
  comps: Component[];
  label: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  area: number;
}

export function blobOf(c: Component): Blob {
  return { comps: [c], label: c.label, x0: c.x0, x1: c.x1, y0: c.y0, y1: c.y1, area: c.area };
}

/** Takes blob `b` into blob `a`: its components, its box and its area. */
export function absorb(a: Blob, b: Blob): void {
  a.comps.push(...b.comps);
  a.x0 = Math.min(a.x0, b.x0);
  a.x1 = Math.max(a.x1, b.x1);
  a.y0 = Math.min(a.y0, b.y0);
  a.y1 = Math.max(a.y1, b.y1);
  a.area += b.area;
}

/**
 * An outline one pixel thin at a fractional position is antialiased into steps that touch only
 * at their corners (a hollow body's side starts a row below and a column beside its top edge; a
 * wick meets its body so): a thin upright piece meeting another of its colour corner to corner
 * is one shape with it when it stands within a column of the other's edge (not beside it: a
 * neighbour, or a line in a candle colour running on to the next candle).
 */
export function joinDiagonal(
  blobs: Blob[],
  ids: Int32Array,
  plotW: number,
  plotH: number,
  maxW: number,
): Blob[] {
  const blobOfId = new Map<number, number>();
  blobs.forEach((b, k) => {
    for (const c of b.comps) blobOfId.set(c.id + 1, k);
  });
  const parent = blobs.map((_, k) => k);
  const find = (k: number): number => {
    while (parent[k] !== k) k = parent[k] = parent[parent[k]!]!;
    return k;
  };
  const box = blobs.map((b) => ({ x0: b.x0, x1: b.x1 }));
  for (let y = 0; y + 1 < plotH; y++) {
    for (let x = 0; x < plotW; x++) {
      const a = ids[y * plotW + x]!;
      if (!a) continue;
      for (let dx = -1; dx <= 1; dx += 2) {
        const nx = x + dx;
        if (nx < 0 || nx >= plotW) continue;
        const b = ids[(y + 1) * plotW + nx]!;
        // corner to corner only: a shared side joins them already
        if (!b || b === a || ids[y * plotW + nx] || ids[(y + 1) * plotW + x]) continue;
        const ka = blobOfId.get(a);
        const kb = blobOfId.get(b);
        if (ka === undefined || kb === undefined) continue;
        const ra = find(ka);
        const rb = find(kb);
        if (ra === rb || blobs[ra]!.label !== blobs[rb]!.label) continue;
        // one of them a side or a wick: a thin upright stroke (a thin line's steps that chain
        // up this way are dropped later as a slanted shape)
        const upright = (k: number): boolean => {
          const o = blobs[k]!;
          return o.x1 - o.x0 <= 1 && o.y1 - o.y0 >= 2;
        };
        if (!upright(ka) && !upright(kb)) continue;
        // the stroke stands within a column of the other shape's edge, not beside it
        const x0 = Math.min(box[ra]!.x0, box[rb]!.x0);
        const x1 = Math.max(box[ra]!.x1, box[rb]!.x1);
        const wider = Math.max(box[ra]!.x1 - box[ra]!.x0, box[rb]!.x1 - box[rb]!.x0) + 1;
        if (x1 - x0 + 1 > Math.min(maxW, wider + 1)) continue;
        parent[rb] = ra;
        box[ra] = { x0, x1 };
      }
    }
  }
  const out = new Map<number, Blob>();
  blobs.forEach((b, k) => {
    const r = find(k);
    const o = out.get(r);
    if (!o) out.set(r, { ...b, comps: [...b.comps] });
    else absorb(o, b);
  });
  return [...out.values()];
}

/**
 * Merge blobs of one colour that share columns when, in every shared column, the rows between
 * them are covered by other ink (a line drawn across a candle cuts it into pieces).
 */
export function mergeOccluded(
  blobs: Blob[],
  nonBg: Uint8Array,
  ids: Int32Array,
  plotW: number,
  maxGap: number,
): Blob[] {
  blobs.sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
  const alive = blobs.map(() => true);
  const idSets = blobs.map((b) => new Set(b.comps.map((c) => c.id + 1)));
  const colExtent = (k: number, x: number): [number, number] | null => {
    const b = blobs[k]!;
    const want = idSets[k]!;
    let t = -1;
    let bt = -1;
    for (let y = b.y0; y <= b.y1; y++)
      if (want.has(ids[y * plotW + x]!)) {
        if (t < 0) t = y;
        bt = y;
      }
    return t < 0 ? null : [t, bt];
  };
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < blobs.length; i++) {
      if (!alive[i]) continue;
      const a = blobs[i]!;
      for (let j = i + 1; j < blobs.length; j++) {
        if (!alive[j]) continue;
        const b = blobs[j]!;
        if (b.x0 > a.x1) break;
        if (a.label !== b.label) continue;
        const ox0 = Math.max(a.x0, b.x0);
        const ox1 = Math.min(a.x1, b.x1);
        if (ox1 < ox0) continue;
        if (b.y0 - a.y1 - 1 > maxGap || a.y0 - b.y1 - 1 > maxGap) continue;
        // per shared column: the two touch (or interleave), ink bridges the gap between them,
        // or the gap stays open
        const bridged: boolean[] = [];
        let open = 0;
        for (let x = ox0; x <= ox1; x++) {
          const ea = colExtent(i, x);
          const eb = colExtent(j, x);
          if (!ea || !eb) continue;
          const [u, l] = ea[1] < eb[0] ? [ea, eb] : eb[1] < ea[0] ? [eb, ea] : [null, null];
          if (!u || !l) {
            bridged.push(true);
            continue;
          }
          const gap = l[0] - u[1] - 1;
          let cov = 0;
          for (let y = u[1] + 1; y < l[0]; y++) cov += nonBg[y * plotW + x]!;
          const ok = gap <= maxGap && (gap === 0 || cov >= gap * 0.8);
          bridged.push(ok);
          if (!ok) open++;
        }
        // an outline (a hollow body) cut by a line is bridged at its sides; inside it, the
        // gap runs down to the other half of the outline
        const outline = bridged.length >= 3 && bridged[0]! && bridged[bridged.length - 1]!;
        if (bridged.length === 0 || (open > 0 && !outline)) continue;
        absorb(a, b);
        for (const id of idSets[j]!) idSets[i]!.add(id);
        alive[j] = false;
        merged = true;
      }
    }
  }
  return blobs.filter((_, i) => alive[i]);
}

/**
 * A body drawn as an outline of one colour filled with another (a black candle with a white
 * border on a dark background) gives a blob of the fill colour inside the outline's blob. The
 * fill is part of that candle, not a candle of its own: drop it, so the candle reads by its
 * outline and its direction by the fill.
 */
export function dropEnclosedFills<
  T extends { label: number; x0: number; x1: number; y0: number; y1: number },
>(blobs: T[], maxW: number): T[] {
  const byX = [...blobs].sort((a, b) => a.x0 - b.x0);
  const drop = new Set<T>();
  for (let i = 0; i < byX.length; i++) {
    const b = byX[i]!;
    for (let j = i - 1; j >= 0; j--) {
      const a = byX[j]!;
      if (b.x0 - a.x0 > maxW) break;
      if (a.label === b.label || a.x1 - a.x0 + 1 > maxW) continue;
      if (a.x0 < b.x0 && a.x1 > b.x1 && a.y0 < b.y0 && a.y1 > b.y1) {
        drop.add(b);
        break;
      }
    }
  }
  return drop.size ? blobs.filter((b) => !drop.has(b)) : blobs;
}

/**
 * One candle's outline: most columns share the body's top row and its bottom row, within
 * `slack` rows (antialiasing can soften an edge by a row).
 */
export function singleShape(b: Blob, ids: Int32Array, plotW: number, slack: 0 | 1): boolean {
  const want = new Set(b.comps.map((c) => c.id + 1));
  const tops = new Map<number, number>();
  const bots = new Map<number, number>();
  let n = 0;
  for (let x = b.x0; x <= b.x1; x++) {
    let t = -1;
    let bt = -1;
    for (let y = b.y0; y <= b.y1; y++)
      if (want.has(ids[y * plotW + x]!)) {
        if (t < 0) t = y;
        bt = y;
      }
    if (t < 0) continue;
    n++;
    tops.set(t, (tops.get(t) ?? 0) + 1);
    bots.set(bt, (bots.get(bt) ?? 0) + 1);
  }
  const modal = (m: Map<number, number>): number => {
    let best = 0;
    for (const [y, c] of m)
      best = Math.max(best, c + (slack ? (m.get(y - 1) ?? 0) + (m.get(y + 1) ?? 0) : 0));
    return best;
  };
  return n > 0 && modal(tops) >= n * 0.6 && modal(bots) >= n * 0.6;
}
