import { useId } from 'react';
import {
  CURRENCIES,
  CURRENCY_CODES,
  isCurrencyCode,
  type CurrencyCode,
} from '@candlelens/contracts';
import { useDisplayCurrency } from '@/lib/display-currency.ts';

const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  USD: 'US dollar',
  INR: 'Indian rupee',
  EUR: 'Euro',
  GBP: 'British pound',
  AUD: 'Australian dollar',
  CAD: 'Canadian dollar',
};

export function currencyName(code: CurrencyCode): string {
  return CURRENCY_NAMES[code];
}

/** Lets the user pick the currency prices are shown in; the choice is remembered. */
export function CurrencySelect({ className = '' }: { className?: string }) {
  const id = useId();
  const { currency, setCurrency } = useDisplayCurrency();
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-slate-400">
        Currency
      </label>
      <select
        id={id}
        value={currency}
        onChange={(e) => isCurrencyCode(e.target.value) && setCurrency(e.target.value)}
        className="rounded-lg border border-white/15 bg-ink-800 py-1.5 pr-8 pl-2.5 text-slate-100 hover:border-white/30"
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code} ({CURRENCIES[code].symbol}) · {CURRENCY_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Under the prices: what 'approximate' means. Nothing when prices are in US dollars. */
export function ApproximatePriceNote({ className = '' }: { className?: string }) {
  const { currency, approximate } = useDisplayCurrency();
  if (!approximate) return null;
  return (
    <p className={`text-xs leading-5 text-slate-400 ${className}`}>
      Prices in {CURRENCY_NAMES[currency]}s ({currency}) are approximate, converted at a fixed rate.
      Plans are charged in US dollars.
    </p>
  );
}
