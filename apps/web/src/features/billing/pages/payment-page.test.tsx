import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { resetDetectedCurrency } from '@/lib/display-currency.ts';
import { activeStatus, atPath, mockApi, signedIn, status } from '@/testing/mock-api.tsx';
import { PaymentPage } from './payment-page.tsx';

beforeEach(() => {
  localStorage.clear();
  resetDetectedCurrency();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const geo = (currency: string) => ({
  'GET /api/geo': () => ({ body: { country: 'XX', currency } }),
});

describe('PaymentPage', () => {
  it('sends the user to the plan chooser when no plan was passed', async () => {
    mockApi({ ...signedIn, ...geo('USD'), 'GET /api/subscription': () => ({ body: status() }) });
    render(atPath('/payment', <PaymentPage />));
    await screen.findByText('Plan chooser');
  });

  it('summarises the chosen plan with the payment button', async () => {
    mockApi({ ...signedIn, ...geo('EUR'), 'GET /api/subscription': () => ({ body: status() }) });
    render(atPath('/payment', <PaymentPage />, { planId: 'elite' }));
    await screen.findByRole('heading', { level: 1, name: 'Subscribe to Elite' });
    await screen.findByText('≈ €21.15');
    expect(screen.getByText('Charged as $22.99 (USD) each week')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
  });

  it("shows 'Subscribed' when that plan is already active", async () => {
    mockApi({
      ...signedIn,
      ...geo('USD'),
      'GET /api/subscription': () => ({ body: activeStatus({ plan: 'Elite', planId: 'elite' }) }),
    });
    render(atPath('/payment', <PaymentPage />, { planId: 'elite' }));
    const button = await screen.findByRole('button', { name: 'Subscribed' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('PaymentPage for a user on another plan', () => {
  it('sends them to the plan chooser to change plan instead of paying again', async () => {
    mockApi({
      ...signedIn,
      ...geo('USD'),
      'GET /api/subscription': () => ({ body: activeStatus() }),
    });
    render(atPath('/payment', <PaymentPage />, { planId: 'elite' }));
    const link = await screen.findByRole('link', { name: 'Change plan' });
    expect(link.getAttribute('href')).toBe('/subscription-plans');
    expect(screen.getByText(/You're on the Pro plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  });
});
