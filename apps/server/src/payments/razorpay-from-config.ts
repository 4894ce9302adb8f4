import type { Config } from '../config/env.ts';
import { parseRazorpayPlanIds } from './razorpay/plan-config.ts';
import { createRazorpayProvider } from './razorpay/razorpay-provider.ts';

/** Razorpay from the environment (the config check guarantees every key is present). */
export function createRazorpayFromConfig(config: Config) {
  return createRazorpayProvider({
    keyId: config.RAZORPAY_KEY_ID ?? '',
    keySecret: config.RAZORPAY_KEY_SECRET ?? '',
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
    baseUrl: config.RAZORPAY_API_URL,
    planIds: parseRazorpayPlanIds(config.RAZORPAY_PLAN_IDS),
  });
}
