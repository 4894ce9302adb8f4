/** Two labels of one scale are written in one size (their heights differ by at most `share`, or
 * `px` pixels), with as many decimals, and a plot shows a narrow band of prices: the larger
 * (of two positive labels) at most `ratio` times the smaller. */
const TWO_LABELS = { share: 0.25, px: 1.5, ratio: 3 } as const;

const decimals = (text: string): number => {
  const t = text.trim();
  const dot = t.lastIndexOf('.');
  return dot < 0 ? 0 : t.length - dot - 1;
};

/**
 * Whether two labels alone can be a price scale. With only two labels the fit checks nothing,
 * and a headline's letters or a title's numbers read as digits beside a label give a scale of
 * any slope; a scale's labels are written alike and a plot spans a narrow band of prices. Their
 * values need not be round: a scale whose other labels a badge hides may keep one label and the
 * last price's pill.
 */
export function plausibleTwoLabels(
  a: { value: number; text: string; height: number },
  b: { value: number; text: string; height: number },
): boolean {
  const { share, px, ratio } = TWO_LABELS;
  if (Math.abs(a.height - b.height) > Math.max(px, Math.max(a.height, b.height) * share))
    return false;
  if (decimals(a.text) !== decimals(b.text)) return false;
  const lo = Math.min(a.value, b.value);
  const hi = Math.max(a.value, b.value);
  return !(lo > 0 && hi > lo * ratio);
}
