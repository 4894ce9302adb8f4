import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { activeStatus, atPath, mockApi, signedIn } from '@/testing/mock-api.tsx';
import { PaymentButton } from './payment-button.tsx';

const alert = vi.fn();
beforeEach(() => {
  alert.mockReset();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signed = {
  razorpay_payment_id: 'pay_sandbox_1',
  razorpay_subscription_id: 'sub_sandbox_1',
  razorpay_signature: 'sig',
};

function sandboxApi() {
  return mockApi({
    ...signedIn,
    'POST /api/subscriptions': () => ({
      body: {
        provider: 'sandbox',
        subscriptionId: 'sub_sandbox_1',
        planId: 'pro',
        amount: 12.99,
        currency: 'USD',
      },
    }),
    'POST /api/sandbox/checkout/sub_sandbox_1/approve': () => ({ body: signed }),
    'POST /api/sandbox/checkout/sub_sandbox_1/decline': () => ({ body: { declined: true } }),
    'POST /api/subscriptions/verify': () => ({ body: activeStatus() }),
  });
}

const button = () => screen.getByRole('button', { name: /Subscribe Now|Processing|Subscribed/ });

describe('PaymentButton', () => {
  it("reads 'Subscribe Now' and is enabled by default", () => {
    sandboxApi();
    render(atPath('/payment', <PaymentButton planId="pro" />));
    expect(button().textContent).toBe('Subscribe Now');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it("reads 'Subscribed' and is disabled when the plan is already active", () => {
    sandboxApi();
    render(atPath('/payment', <PaymentButton planId="pro" subscribed />));
    expect(button().textContent).toBe('Subscribed');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
  });

  it('pays through the test-mode checkout, lets the server verify, and goes to the app', async () => {
    const api = sandboxApi();
    render(atPath('/payment', <PaymentButton planId="pro" />));
    fireEvent.click(button());
    fireEvent.click(button());
    expect(button().textContent).toBe('Processing...');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    const dialog = await screen.findByRole('dialog', { name: 'CandleLens test checkout' });
    expect(within(dialog).getByText('Test mode')).toBeTruthy();
    expect(within(dialog).getByText(/no real payment is taken/)).toBeTruthy();
    expect(within(dialog).getByText('Pro')).toBeTruthy();
    expect(within(dialog).getByText('$12.99 USD per week')).toBeTruthy();
    expect(api.count('POST /api/subscriptions')).toBe(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('App home');
    expect(alert).not.toHaveBeenCalled();
    expect(api.calls.find((c) => c.key === 'POST /api/subscriptions/verify')?.body).toEqual(signed);
  });

  it("says in its own dialog that the payment failed, and returns to 'Subscribe Now'", async () => {
    const api = sandboxApi();
    render(atPath('/payment', <PaymentButton planId="pro" />));
    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(button().textContent).toBe('Subscribe Now'));
    const told = await screen.findByRole('dialog', { name: 'Payment not completed' });
    expect(within(told).getByTestId('checkout-outcome').textContent).toContain(
      'Failed to process subscription. Please try again.',
    );
    expect(alert).not.toHaveBeenCalled();
    fireEvent.click(within(told).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.count('POST /api/sandbox/checkout/sub_sandbox_1/decline')).toBe(1);
    expect(api.count('POST /api/subscriptions/verify')).toBe(0);
  });

  it('treats Escape in the checkout as a calm cancellation: nothing charged, choice kept', async () => {
    sandboxApi();
    render(atPath('/payment', <PaymentButton planId="pro" />));
    fireEvent.click(button());
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(button().textContent).toBe('Subscribe Now'));
    const told = await screen.findByRole('dialog', { name: 'Checkout closed' });
    expect(within(told).getByTestId('checkout-outcome').textContent).toMatch(/nothing was charged/);
    expect(alert).not.toHaveBeenCalled();
  });

  it('says so when the server refuses to start the checkout', async () => {
    mockApi({
      ...signedIn,
      'POST /api/subscriptions': () => ({ status: 500, body: { message: 'Down' } }),
    });
    render(atPath('/payment', <PaymentButton planId="pro" />));
    fireEvent.click(button());
    await screen.findByRole('dialog', { name: 'Payment not completed' });
    expect(button().textContent).toBe('Subscribe Now');
    expect(screen.queryByText('App home')).toBeNull();
  });

  it('does not trust the checkout when the server rejects the signature', async () => {
    mockApi({
      ...signedIn,
      'POST /api/subscriptions': () => ({
        body: {
          provider: 'sandbox',
          subscriptionId: 's2',
          planId: 'basic',
          amount: 6.99,
          currency: 'USD',
        },
      }),
      'POST /api/sandbox/checkout/s2/approve': () => ({ body: signed }),
      'POST /api/subscriptions/verify': () => ({ status: 400, body: { message: 'Bad signature' } }),
    });
    render(atPath('/payment', <PaymentButton planId="basic" />));
    fireEvent.click(button());
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() => expect(button().textContent).toBe('Subscribe Now'));
    await screen.findByRole('dialog', { name: 'Payment not completed' });
    expect(screen.queryByText('App home')).toBeNull();
  });
});
