import { CURRENCIES, type CurrencyCode } from '@candlelens/contracts';

/** An amount already in its own currency: symbol first, two decimals, thousands grouped. */
export function formatAmount(amount: number, currency: CurrencyCode): string {
  const [whole, frac] = (Math.round(amount * 100) / 100).toFixed(2).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${CURRENCIES[currency].symbol}${grouped}.${frac}`;
}
