import { describe, expect, it } from 'vitest';
import { planById } from '@candlelens/contracts';
import { upgradeChargeToday } from './plan-change-summary.tsx';

const basic = planById('basic')!;
const elite = planById('elite')!;
const week = {
  currentPeriodStart: '2026-11-20T00:00:00Z',
  currentPeriodEnd: '2026-11-27T00:00:00Z',
};

describe('what an upgrade charges today', () => {
  it('is the weekly price difference for the part of the week that is left', () => {
    // Half the week left: half of 22.99 - 6.99.
    expect(upgradeChargeToday(week, basic, elite, Date.parse('2026-11-23T12:00:00Z'))).toBe(8);
    expect(upgradeChargeToday(week, basic, elite, Date.parse('2026-11-20T00:00:00Z'))).toBe(16);
  });

  it('is the whole difference when the period is not known, and never negative', () => {
    const unknown = { currentPeriodStart: null, currentPeriodEnd: null };
    expect(upgradeChargeToday(unknown, basic, elite)).toBe(16);
    expect(upgradeChargeToday(unknown, elite, basic)).toBe(0);
  });
});
