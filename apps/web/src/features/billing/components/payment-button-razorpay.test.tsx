import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activeStatus, atPath, mockApi, signedIn } from '@/testing/mock-api.tsx';
import { PaymentButton } from './payment-button.tsx';

interface Options {
  key: string;
  subscription_id: string;
  name: string;
  prefill?: { email?: string };
  handler: (result: unknown) => void;
  modal?: { ondismiss?: () => void };
}

let opened: Options[] = [];
class FakeRazorpay {
  constructor(readonly options: Options) {}
  open() {
    opened.push(this.options);
  }
}

const alert = vi.fn();
beforeEach(() => {
  opened = [];
  alert.mockReset();
  vi.stubGlobal('alert', alert);
  window.Razorpay = FakeRazorpay as unknown as NonNullable<typeof window.Razorpay>;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

function razorpayApi() {
  return mockApi({
    ...signedIn,
    'POST /api/subscriptions': () => ({
      body: {
        provider: 'razorpay',
        subscriptionId: 'sub_RZP1',
        planId: 'pro',
        keyId: 'rzp_test_key',
        amount: 12.99,
        currency: 'USD',
      },
    }),
    'POST /api/subscriptions/verify': () => ({ body: activeStatus() }),
  });
}

describe('PaymentButton with Razorpay Checkout', () => {
  it('opens Checkout for the subscription and has the server verify its result', async () => {
    const api = razorpayApi();
    render(atPath('/payment', <PaymentButton planId="pro" />));
    await screen.findByRole('button', { name: 'Subscribe Now' });
    await waitFor(() => expect(api.count('GET /api/auth/get-session')).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const options = opened[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      subscription_id: 'sub_RZP1',
      name: 'CandleLens',
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    const result = {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_RZP1',
      razorpay_signature: 'abc',
    };
    options.handler(result);
    await screen.findByText('App home');
    expect(alert).not.toHaveBeenCalled();
    expect(api.calls.find((c) => c.key === 'POST /api/subscriptions/verify')?.body).toEqual(result);
  });

  it('treats a closed Checkout as a cancellation, told calmly in the app', async () => {
    const api = razorpayApi();
    render(atPath('/payment', <PaymentButton planId="pro" />));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.modal?.ondismiss?.();
    await screen.findByRole('dialog', { name: 'Checkout closed' });
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(api.count('POST /api/subscriptions/verify')).toBe(0);
  });
});
