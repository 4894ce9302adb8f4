/** A step between price labels is 1, 2, 2.5 or 5 times a power of ten; two labels of a scale may
 * stand up to this many steps apart (the ones between hidden), and their heights differ by at
 * most this share (one font). */
const TWO_LABELS = {
  steps: [1, 2, 2.5, 5],
  maxSteps: 4,
  heightShare: 0.25,
  heightPx: 1.5,
} as const;

/**
 * Whether two labels alone can be a price scale: both stand on one round step's grid (the step
 * 1, 2, 2.5 or 5 times a power of ten, they a few steps apart) and they are written in one size.
 * With only two labels the fit checks nothing, and words read as digits (a headline's letters,
 * a title's year and day) give any two numbers; a scale's labels are round.
 */
export function plausibleTwoLabels(
  a: { value: number; height: number },
  b: { value: number; height: number },
): boolean {
  const { steps, maxSteps, heightShare, heightPx } = TWO_LABELS;
  if (
    Math.abs(a.height - b.height) > Math.max(heightPx, Math.max(a.height, b.height) * heightShare)
  )
    return false;
  const d = Math.abs(a.value - b.value);
  if (!(d > 0)) return false;
  const onGrid = (v: number, s: number): boolean => Math.abs(v / s - Math.round(v / s)) < 1e-6;
  for (let k = Math.floor(Math.log10(d)) - 1; k <= Math.ceil(Math.log10(d)); k++)
    for (const m of steps) {
      const s = m * 10 ** k;
      const n = d / s;
      if (
        n >= 1 - 1e-9 &&
        n <= maxSteps + 1e-9 &&
        onGrid(n, 1) &&
        onGrid(a.value, s) &&
        onGrid(b.value, s)
      )
        return true;
    }
  return false;
}
