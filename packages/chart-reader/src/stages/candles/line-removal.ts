/** Clear thin horizontal lines (price lines, dashed or solid) drawn in a candle colour. */
export function removeHorizontalLines(
  lab: Uint8Array,
  plotW: number,
  plotH: number,
  reach: number,
): void {
  for (let y = 0; y < plotH; y++) {
    let n = 0;
    let unsupported = 0;
    for (let x = 0; x < plotW; x++) {
      const l = lab[y * plotW + x]!;
      if (!l) continue;
      n++;
      const up = y - reach >= 0 ? lab[(y - reach) * plotW + x] : 0;
      const dn = y + reach < plotH ? lab[(y + reach) * plotW + x] : 0;
      if (up !== l && dn !== l) unsupported++;
    }
    if (n >= plotW * 0.2 && unsupported >= n * 0.6) {
      for (let x = 0; x < plotW; x++) {
        const l = lab[y * plotW + x]!;
        if (!l) continue;
        const up = y - reach >= 0 ? lab[(y - reach) * plotW + x] : 0;
        const dn = y + reach < plotH ? lab[(y + reach) * plotW + x] : 0;
        if (up !== l && dn !== l) lab[y * plotW + x] = 0;
      }
    }
  }
}

/**
 * Clear long vertical lines (grid, crosshair) that are not part of a wider shape. Returns, per
 * plot column, the labels (bit `1 << l`) whose line was cleared there.
 */
export function removeVerticalLines(
  lab: Uint8Array,
  plotW: number,
  plotH: number,
  reach: number,
): Uint16Array {
  // pixels per column and label, counted row by row (labels are cluster numbers, at most 8)
  const counts = new Uint32Array(plotW * 16);
  for (let y = 0, i = 0; y < plotH; y++)
    for (let x = 0; x < plotW; x++, i++) {
      const l = lab[i]!;
      if (l && l < 16) counts[x * 16 + l]!++;
    }
  const lines = new Uint16Array(plotW);
  for (let x = 0; x < plotW; x++) {
    for (let l = 1; l < 16; l++) {
      if (counts[x * 16 + l]! < plotH * 0.5) continue;
      lines[x]! |= 1 << l;
      for (let y = 0; y < plotH; y++) {
        const i = y * plotW + x;
        if (lab[i] !== l) continue;
        const lft = x - reach >= 0 ? lab[i - reach] : 0;
        const rgt = x + reach < plotW ? lab[i + reach] : 0;
        if (lft !== l && rgt !== l) lab[i] = 0;
      }
    }
  }
  return lines;
}

/**
 * Long lines of the label image, horizontal and vertical, at the thickness the text scale
 * allows. Returns the columns where a vertical line was cleared (see `removeVerticalLines`).
 */
export function removeLongLines(
  lab: Uint8Array,
  plotW: number,
  plotH: number,
  scaleHint: number,
): Uint16Array {
  removeHorizontalLines(lab, plotW, plotH, Math.max(3, Math.round(scaleHint * 3)));
  return removeVerticalLines(lab, plotW, plotH, Math.max(2, Math.round(scaleHint * 2)));
}
