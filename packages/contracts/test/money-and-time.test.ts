import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_TIER,
  creditsForPlan,
  currencyForCountry,
  formatPrice,
  isApproximate,
  planIncludes,
  PLANS,
  relativeTime,
} from '../src/index.ts';

describe('plans', () => {
  it('carries the spec prices and allowances', () => {
    expect(PLANS.map((p) => [p.name, p.priceUSD, p.chartLimit])).toEqual([
      ['Basic', 6.99, 75],
      ['Pro', 12.99, 150],
      ['Elite', 22.99, 300],
    ]);
    expect(creditsForPlan('pro')).toBe(15000);
  });
  it('gates analysis types by tier', () => {
    expect(planIncludes('basic', 'key-levels')).toBe(true);
    expect(planIncludes('basic', 'patterns')).toBe(false);
    expect(planIncludes('pro', 'indicators')).toBe(true);
    expect(planIncludes('pro', 'prediction')).toBe(false);
    expect(planIncludes('elite', 'prediction')).toBe(true);
    expect(ANALYSIS_TIER.quick).toBe('basic');
  });
});

describe('currency', () => {
  it('maps countries to currencies', () => {
    expect(['US', 'IN', 'GB', 'DE', 'AU', 'CA', 'JP', ''].map(currencyForCountry)).toEqual([
      'USD',
      'INR',
      'GBP',
      'EUR',
      'AUD',
      'CAD',
      'USD',
      'USD',
    ]);
  });
  it('puts the symbol first with two decimals', () => {
    expect(formatPrice(6.99, 'USD')).toBe('$6.99');
    expect(formatPrice(12.99, 'INR')).toBe('₹1,079.73');
    expect(formatPrice(22.99, 'AUD')).toBe('A$34.94');
    expect(isApproximate('USD')).toBe(false);
    expect(isApproximate('EUR')).toBe(true);
  });
});

describe('relative time', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it.each([
    ['2026-01-10T11:59:30Z', 'just now'],
    ['2026-01-10T11:59:00Z', '1 minute ago'],
    ['2026-01-10T11:15:00Z', '45 minutes ago'],
    ['2026-01-10T09:00:00Z', '3 hours ago'],
    ['2026-01-09T12:00:00Z', '1 day ago'],
    ['2026-01-05T12:00:00Z', '5 days ago'],
  ])('%s is %s', (t, text) => expect(relativeTime(t, now)).toBe(text));
});
