/** Clear thin horizontal lines (price lines, dashed or solid) drawn in a candle colour. */
export function removeHorizontalLines(
  lab: Uint8Array,
  pw: number,
  ph: number,
  reach: number,
): void {
  for (let y = 0; y < ph; y++) {
    let n = 0;
    let unsupported = 0;
    for (let x = 0; x < pw; x++) {
      const l = lab[y * pw + x]!;
      if (!l) continue;
      n++;
      const up = y - reach >= 0 ? lab[(y - reach) * pw + x] : 0;
      const dn = y + reach < ph ? lab[(y + reach) * pw + x] : 0;
      if (up !== l && dn !== l) unsupported++;
    }
    if (n >= pw * 0.2 && unsupported >= n * 0.6) {
      for (let x = 0; x < pw; x++) {
        const l = lab[y * pw + x]!;
        if (!l) continue;
        const up = y - reach >= 0 ? lab[(y - reach) * pw + x] : 0;
        const dn = y + reach < ph ? lab[(y + reach) * pw + x] : 0;
        if (up !== l && dn !== l) lab[y * pw + x] = 0;
      }
    }
  }
}

/** Clear long vertical lines (grid, crosshair) that are not part of a wider shape. */
export function removeVerticalLines(lab: Uint8Array, pw: number, ph: number, reach: number): void {
  // pixels per column and label, counted row by row (labels are cluster numbers, at most 8)
  const counts = new Uint32Array(pw * 16);
  for (let y = 0, i = 0; y < ph; y++)
    for (let x = 0; x < pw; x++, i++) {
      const l = lab[i]!;
      if (l && l < 16) counts[x * 16 + l]!++;
    }
  for (let x = 0; x < pw; x++) {
    for (let l = 1; l < 16; l++) {
      if (counts[x * 16 + l]! < ph * 0.5) continue;
      for (let y = 0; y < ph; y++) {
        const i = y * pw + x;
        if (lab[i] !== l) continue;
        const lft = x - reach >= 0 ? lab[i - reach] : 0;
        const rgt = x + reach < pw ? lab[i + reach] : 0;
        if (lft !== l && rgt !== l) lab[i] = 0;
      }
    }
  }
}

/** Long lines of the label image, horizontal and vertical, at the thickness the text scale allows. */
export function removeLongLines(lab: Uint8Array, pw: number, ph: number, scaleHint: number): void {
  removeHorizontalLines(lab, pw, ph, Math.max(3, Math.round(scaleHint * 3)));
  removeVerticalLines(lab, pw, ph, Math.max(2, Math.round(scaleHint * 2)));
}
