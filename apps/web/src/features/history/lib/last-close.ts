/**
 * A price as the chart writes it ('682.98', '1.08637', '53,000.00'): with the chart's decimals,
 * or four significant digits where they are not known.
 */
export function chartPrice(value: number, decimals: number | null): string {
  const size = Math.abs(value);
  const d =
    decimals ?? (size > 0 ? Math.min(8, Math.max(0, Math.ceil(-Math.log10(size * 0.0001)))) : 2);
  return value.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
}
