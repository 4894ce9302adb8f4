/** Currencies shown on the site, with the spec's fixed rates relative to USD (spec section 9). */
export const CURRENCIES = {
  USD: { symbol: '$', rate: 1 },
  INR: { symbol: '₹', rate: 83.12 },
  EUR: { symbol: '€', rate: 0.92 },
  GBP: { symbol: '£', rate: 0.79 },
  AUD: { symbol: 'A$', rate: 1.52 },
  CAD: { symbol: 'C$', rate: 1.35 },
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

/** The currency the plans are charged in. */
export const CHARGE_CURRENCY: CurrencyCode = 'USD';

const EURO_AREA = [
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
];

export function currencyForCountry(country: string | null | undefined): CurrencyCode {
  const c = (country ?? '').toUpperCase();
  if (c === 'IN') return 'INR';
  if (c === 'GB' || c === 'UK') return 'GBP';
  if (c === 'AU') return 'AUD';
  if (c === 'CA') return 'CAD';
  if (EURO_AREA.includes(c)) return 'EUR';
  return 'USD';
}

export function isCurrencyCode(s: unknown): s is CurrencyCode {
  return typeof s === 'string' && s in CURRENCIES;
}

/** Symbol before the amount, two decimals, thousands grouped: '₹1,079.73'. */
export function formatPrice(usd: number, currency: CurrencyCode): string {
  const { symbol, rate } = CURRENCIES[currency];
  const amount = Math.round(usd * rate * 100) / 100;
  const [whole, frac] = amount.toFixed(2).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${symbol}${grouped}.${frac}`;
}

/** Prices in a currency other than the charged one are approximate. */
export function isApproximate(currency: CurrencyCode): boolean {
  return currency !== CHARGE_CURRENCY;
}
