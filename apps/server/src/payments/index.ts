import { createHmac } from 'node:crypto';
import type { Config } from '../config/env.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider.ts';

/** Sandbox signing secrets, derived from the server's auth secret (never sent to the browser). */
export function sandboxSecrets(authSecret: string) {
  const derive = (label: string) => createHmac('sha256', authSecret).update(label).digest('hex');
  return {
    keySecret: derive('candlelens-sandbox-checkout'),
    webhookSecret: derive('candlelens-sandbox-webhook'),
  };
}

export async function createPaymentProvider(
  config: Config,
  authSecret: string,
): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    const { createRazorpayFromConfig } = await import('./razorpay-from-config.ts');
    return createRazorpayFromConfig(config);
  }
  return createSandboxProvider(sandboxSecrets(authSecret));
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
