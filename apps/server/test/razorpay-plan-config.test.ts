import { describe, expect, it } from 'vitest';
import {
  parseRazorpayPlanIds,
  RazorpayPlanConfigError,
} from '../src/payments/razorpay/plan-config.ts';

describe('RAZORPAY_PLAN_IDS', () => {
  const ok = {
    basic: { USD: 'plan_00000000000001', INR: 'plan_00000000000002' },
    pro: { USD: 'plan_00000000000003' },
    elite: { USD: 'plan_00000000000004' },
  };

  it('parses a complete map', () => {
    expect(parseRazorpayPlanIds(JSON.stringify(ok))).toEqual(ok);
  });

  const problems = (raw: string | undefined): string[] => {
    try {
      parseRazorpayPlanIds(raw);
    } catch (err) {
      expect(err).toBeInstanceOf(RazorpayPlanConfigError);
      return (err as RazorpayPlanConfigError).problems;
    }
    throw new Error('expected a RazorpayPlanConfigError');
  };

  it('explains what is wrong', () => {
    expect(problems(undefined)).toEqual([
      'RAZORPAY_PLAN_IDS: is required when PAYMENT_PROVIDER=razorpay',
    ]);
    expect(problems('{basic:')[0]).toMatch(/^RAZORPAY_PLAN_IDS: is not valid JSON/);
    expect(problems('[]')[0]).toMatch(/^RAZORPAY_PLAN_IDS: must be a JSON object/);
    expect(problems(JSON.stringify({ basic: ok.basic, pro: ok.pro }))).toEqual([
      'RAZORPAY_PLAN_IDS.elite: is required: give this plan its Razorpay plan ids',
    ]);
    expect(problems(JSON.stringify({ ...ok, gold: ok.pro }))).toEqual([
      'RAZORPAY_PLAN_IDS: unknown plan "gold" (plans are basic, pro, elite)',
    ]);
    expect(problems(JSON.stringify({ ...ok, pro: { INR: 'plan_00000000000005' } }))).toEqual([
      'RAZORPAY_PLAN_IDS.pro.USD: is required (the plan charged for currencies without their own plan)',
    ]);
    expect(
      problems(JSON.stringify({ ...ok, pro: { USD: 'plan_1', JPY: 'plan_00000000000006' } })),
    ).toEqual([
      'RAZORPAY_PLAN_IDS.pro.USD: must be a Razorpay plan id like plan_00000000000001',
      'RAZORPAY_PLAN_IDS.pro.JPY: is not a supported currency (use USD, INR, EUR, GBP, AUD, CAD)',
    ]);
    expect(problems(JSON.stringify({ ...ok, basic: 'plan_00000000000001' }))[0]).toMatch(
      /^RAZORPAY_PLAN_IDS\.basic: must be an object of currency -> plan id/,
    );
  });
});
