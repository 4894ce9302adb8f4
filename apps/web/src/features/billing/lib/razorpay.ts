import type { VerifySubscriptionRequest } from '@candlelens/contracts';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  subscription_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string };
  theme?: { color?: string };
  handler: (result: VerifySubscriptionRequest) => void;
  modal?: { ondismiss?: () => void };
}

interface RazorpayInstance {
  open(): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export class CheckoutDismissedError extends Error {
  constructor() {
    super('Checkout closed before payment');
    this.name = 'CheckoutDismissedError';
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay Checkout the first time a payment needs it. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout unavailable'));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Checkout could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for a subscription; resolves with its signed result. */
export async function payWithRazorpay(input: {
  keyId: string;
  subscriptionId: string;
  description: string;
  prefill?: { name?: string; email?: string };
}): Promise<VerifySubscriptionRequest> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: input.keyId,
      subscription_id: input.subscriptionId,
      name: 'CandleLens',
      description: input.description,
      prefill: input.prefill,
      theme: { color: '#22d3ee' },
      handler: resolve,
      modal: { ondismiss: () => reject(new CheckoutDismissedError()) },
    });
    checkout.open();
  });
}
