import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  formatPrice,
  isApproximate,
  isCurrencyCode,
  type CurrencyCode,
} from '@candlelens/contracts';
import { getGeo } from './geo.ts';

/** Where the currency a user picked is remembered. */
export const CURRENCY_KEY = 'currency';

const listeners = new Set<() => void>();
let detected: CurrencyCode | null = null;
let geoRequest: Promise<void> | null = null;

function notify() {
  for (const l of listeners) l();
}

function readChoice(): CurrencyCode | null {
  try {
    const v = localStorage.getItem(CURRENCY_KEY);
    return isCurrencyCode(v) ? v : null;
  } catch {
    return null;
  }
}

/** Asks the server for the visitor's currency once per page load. */
function detectOnce() {
  geoRequest ??= getGeo().then((geo) => {
    detected = geo.currency;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CURRENCY_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): CurrencyCode {
  return readChoice() ?? detected ?? 'USD';
}

/** Forgets the detected currency so the next use asks the server again. */
export function resetDetectedCurrency() {
  detected = null;
  geoRequest = null;
}

export interface DisplayCurrency {
  currency: CurrencyCode;
  /** True when prices in this currency are converted from the US-dollar charge. */
  approximate: boolean;
  /** A US-dollar price in the display currency: '₹1,079.73'. */
  format: (usd: number) => string;
  /** The same, marked '≈' when it is approximate: '≈ ₹1,079.73'. */
  label: (usd: number) => string;
  setCurrency: (currency: CurrencyCode) => void;
}

/**
 * The currency prices are shown in: the user's own choice (kept in local storage), else the
 * one detected from their country, else US dollars.
 */
export function useDisplayCurrency(): DisplayCurrency {
  useEffect(detectOnce, []);
  const currency = useSyncExternalStore(subscribe, snapshot, () => 'USD' as const);
  const setCurrency = useCallback((next: CurrencyCode) => {
    try {
      localStorage.setItem(CURRENCY_KEY, next);
    } catch {
      // Storage unavailable: the choice lasts until the page is left.
      detected = next;
    }
    notify();
  }, []);
  const approximate = isApproximate(currency);
  const format = useCallback((usd: number) => formatPrice(usd, currency), [currency]);
  const label = useCallback(
    (usd: number) => `${approximate ? '≈ ' : ''}${formatPrice(usd, currency)}`,
    [approximate, currency],
  );
  return { currency, approximate, format, label, setCurrency };
}
