/**
 * Connected components of equal non-zero labels in a label image: 4-connectivity, or
 * 8-connectivity (diagonal neighbours too: thin antialiased strokes of small text).
 */
export interface Component {
  id: number;
  label: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
}

export interface ComponentMap {
  comps: Component[];
  /** Component index + 1 per pixel (0 = none). */
  ids: Int32Array;
  width: number;
  height: number;
}

export function connectedComponents(
  labels: Uint8Array,
  width: number,
  height: number,
  eight = false,
): ComponentMap {
  const ids = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (a: number): number => {
    while (parent[a] !== a) {
      const p = parent[a]!;
      parent[a] = parent[p]!;
      a = parent[a]!;
    }
    return a;
  };
  let next = 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const l = labels[i]!;
      if (l === 0) continue;
      const left = x > 0 && labels[i - 1] === l ? ids[i - 1]! : 0;
      let up = y > 0 && labels[i - width] === l ? ids[i - width]! : 0;
      if (eight && y > 0) {
        // diagonal neighbours join through the same union as the one above (up-left, then
        // up-right; no array per pixel)
        for (let side = 0; side < 2; side++) {
          const j = side === 0 ? (x > 0 ? i - width - 1 : -1) : x < width - 1 ? i - width + 1 : -1;
          if (j < 0 || labels[j] !== l) continue;
          if (!up) up = ids[j]!;
          else {
            const a = find(up);
            const b = find(ids[j]!);
            if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
          }
        }
      }
      if (left && up) {
        ids[i] = left;
        if (left !== up) {
          const a = find(left);
          const b = find(up);
          if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
        }
      } else if (left || up) {
        ids[i] = left || up;
      } else {
        parent.push(next);
        ids[i] = next++;
      }
    }
  }
  const remap = new Int32Array(next);
  const comps: Component[] = [];
  for (let k = 1; k < next; k++) {
    const r = find(k);
    if (remap[r] === 0) {
      comps.push({
        id: comps.length,
        label: 0,
        x0: Infinity,
        y0: Infinity,
        x1: -1,
        y1: -1,
        area: 0,
      });
      remap[r] = comps.length;
    }
    remap[k] = remap[r]!;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const raw = ids[i]!;
      if (!raw) continue;
      const c = remap[raw]!;
      ids[i] = c;
      const comp = comps[c - 1]!;
      comp.label = labels[i]!;
      if (x < comp.x0) comp.x0 = x;
      if (x > comp.x1) comp.x1 = x;
      if (y < comp.y0) comp.y0 = y;
      if (y > comp.y1) comp.y1 = y;
      comp.area++;
    }
  }
  return { comps, ids, width, height };
}
