// Tick labels lose their decimal point where the text is a few pixels tall and the screenshot
// is compressed (MetaTrader's 7-px labels saved as JPEG): the recogniser reads `38.50` as `3850`
// on some labels of a column and keeps the point on others (decision 177).

/** Digits of a label and the decimals after its one point or comma, or null when it is not a
 * plain number (a sign, a suffix, thousands groups: those are left as read). */
function shape(text: string): { digits: number; decimals: number; sep: string } | null {
  const t = text.trim();
  const m = /^(\d+)(?:([.,])(\d+))?$/.exec(t);
  if (!m) return null;
  const decimals = m[3]?.length ?? 0;
  // a separator before three digits may group thousands (`53,000`): not a decimal point here
  if (decimals === 3) return null;
  return { digits: m[1]!.length + decimals, decimals, sep: m[2] ?? '' };
}

/**
 * The texts with the point put back where the column's labels written with one show it: a label
 * of bare digits, as many as a pointed label has, gets a point before as many digits as those
 * labels write after theirs (`3850` beside `39.50` -> `38.50`). Null when nothing changes: fewer
 * than two labels have a point, or they disagree on the decimals. Whether the texts so mended
 * are the right ones is for the scale to say (the caller keeps them only when they explain more
 * labels than the texts as read).
 */
export function restoreLostPoints(texts: readonly string[]): string[] | null {
  const shapes = texts.map(shape);
  const pointed = shapes.filter((s) => s !== null && s.decimals > 0);
  if (pointed.length < 2) return null;
  const { decimals, sep } = pointed[0]!;
  if (pointed.some((s) => s!.decimals !== decimals || s!.sep !== sep)) return null;
  const lengths = new Set(pointed.map((s) => s!.digits));
  let changed = false;
  const out = texts.map((text, i) => {
    const s = shapes[i];
    if (!s || s.decimals > 0 || !lengths.has(s.digits) || s.digits <= decimals) return text;
    changed = true;
    const t = text.trim();
    return `${t.slice(0, t.length - decimals)}${sep}${t.slice(t.length - decimals)}`;
  });
  return changed ? out : null;
}
