import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { resetDetectedCurrency } from '@/lib/display-currency.ts';
import { activeStatus, atPath, mockApi, signedIn, status } from '@/testing/mock-api.tsx';
import { PlanChooserPage } from './plan-chooser-page.tsx';

beforeEach(() => {
  localStorage.clear();
  resetDetectedCurrency();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const geoUS = { 'GET /api/geo': () => ({ body: { country: 'US', currency: 'USD' } }) };
const card = (name: string) => screen.getByRole('article', { name });

describe('PlanChooserPage', () => {
  it('sends a signed-out user to sign in', async () => {
    mockApi({ 'GET /api/auth/get-session': () => ({ body: null }), ...geoUS });
    render(atPath('/subscription-plans', <PlanChooserPage />));
    await screen.findByText('Sign-in page');
  });

  it("welcomes the user and swaps a card's 'Get Started' for the payment button", async () => {
    mockApi({ ...signedIn, ...geoUS, 'GET /api/subscription': () => ({ body: status() }) });
    render(atPath('/subscription-plans', <PlanChooserPage />));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Tara Trader' });
    await screen.findByRole('article', { name: 'Basic' });
    expect(within(card('Basic')).getByText('$6.99')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(3);

    fireEvent.click(within(card('Elite')).getByRole('button', { name: 'Get Started' }));
    expect(within(card('Elite')).getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
    expect(within(card('Elite')).queryByRole('button', { name: 'Get Started' })).toBeNull();
    expect(within(card('Pro')).getByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Tara Trader/ })).toBeTruthy();
  });

  it('resumes the plan a visitor picked before signing in, and forgets it', async () => {
    localStorage.setItem('selectedPlan', 'pro');
    mockApi({ ...signedIn, ...geoUS, 'GET /api/subscription': () => ({ body: status() }) });
    render(atPath('/subscription-plans', <PlanChooserPage />));
    await screen.findByRole('article', { name: 'Pro' });
    expect(within(card('Pro')).getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
    expect(within(card('Basic')).getByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(localStorage.getItem('selectedPlan')).toBeNull();
  });

  it('shows rupee prices, marked approximate, for a user in India', async () => {
    mockApi({
      ...signedIn,
      'GET /api/geo': () => ({ body: { country: 'IN', currency: 'INR' } }),
      'GET /api/subscription': () => ({ body: status() }),
    });
    render(atPath('/subscription-plans', <PlanChooserPage />));
    await screen.findByText('₹1,079.73');
    expect(within(card('Basic')).getByText('₹581.01')).toBeTruthy();
    expect(within(card('Basic')).getByTitle('Approximate price').textContent).toBe('≈about');
    expect(screen.getByText(/charged in US dollars/)).toBeTruthy();
  });

  it('marks the current plan and offers the others as upgrade or downgrade', async () => {
    const api = mockApi({
      ...signedIn,
      ...geoUS,
      'GET /api/subscription': () => ({ body: activeStatus() }),
      'POST /api/subscriptions/change': () => ({
        body: {
          change: 'upgraded',
          subscription: activeStatus({ plan: 'Elite', planId: 'elite', credits: 28_500 }),
        },
      }),
    });
    render(atPath('/subscription-plans', <PlanChooserPage />));
    await screen.findByText('Current plan');
    expect(within(card('Pro')).getByText('Current plan')).toBeTruthy();
    const pro = within(card('Pro')).getByRole('button', { name: 'Subscribed' });
    expect((pro as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('Basic')).getByRole('button', { name: 'Downgrade' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();

    fireEvent.click(within(card('Elite')).getByRole('button', { name: 'Upgrade' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Elite?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to Elite' }));
    await screen.findByText("You're now on Elite. You have 28,500 credits to use this week.");
    expect(api.calls.find((c) => c.key === 'POST /api/subscriptions/change')?.body).toEqual({
      planId: 'elite',
    });
    expect(within(card('Elite')).getByRole('button', { name: 'Subscribed' })).toBeTruthy();
  });

  it('tells the new weekly price, marked approximate, and the credits before an upgrade', async () => {
    mockApi({
      ...signedIn,
      'GET /api/geo': () => ({ body: { country: 'IN', currency: 'INR' } }),
      // 1,500 of Pro's 15,000 credits already spent this week.
      'GET /api/subscription': () => ({ body: activeStatus({ credits: 13_500 }) }),
    });
    render(atPath('/subscription-plans', <PlanChooserPage />));
    await screen.findByText('Current plan');
    await within(card('Elite')).findByText('₹1,910.93');
    fireEvent.click(within(card('Elite')).getByRole('button', { name: 'Upgrade' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Elite?' });
    const summary = within(dialog).getByTestId('plan-change-summary');
    // The same price as Elite's card, in rupees and marked approximate like the cards.
    expect(summary.textContent).toContain('Elite price≈ about ₹1,910.93 per week');
    expect(summary.textContent).toContain('(Pro: ≈ about ₹1,079.73 per week)');
    // What is charged today: the price difference for the rest of the week, in rupees too.
    expect(within(dialog).getByTestId('charged-today').textContent).toMatch(
      /^Charged today≈ about ₹[\d,]+\.\d\d for the rest of this week on Elite/,
    );
    expect(within(summary).getAllByTitle('Approximate price')).toHaveLength(3);
    // Immediate: the new allowance less what this period already spent.
    const end = new Date('2026-11-27T10:00:00Z').toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    expect(summary.textContent).toContain(
      `28,500 credits to use until ${end}: the Elite allowance of 30,000 less the 1,500 already used this week.`,
    );
  });

  it('tells when a downgrade takes effect', async () => {
    mockApi({
      ...signedIn,
      ...geoUS,
      'GET /api/subscription': () => ({ body: activeStatus() }),
      'POST /api/subscriptions/change': () => ({
        body: {
          change: 'downgrade-scheduled',
          subscription: activeStatus({ pendingPlanId: 'basic' }),
        },
      }),
    });
    render(atPath('/subscription-plans', <PlanChooserPage />));
    await screen.findByText('Current plan');
    fireEvent.click(within(card('Basic')).getByRole('button', { name: 'Downgrade' }));
    const dialog = screen.getByRole('dialog', { name: 'Downgrade to Basic?' });
    const end = new Date('2026-11-27T10:00:00Z').toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    const summary = within(dialog).getByTestId('plan-change-summary');
    expect(summary.textContent).toContain(`Basic price$6.99 per week from ${end}`);
    expect(summary.textContent).toContain(
      `You keep your 15,000 credits until ${end}. Then 7,500 credits (75 analyses) each week.`,
    );
    expect(within(summary).queryByTitle('Approximate price')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade to Basic' }));
    await screen.findByText(`Your plan changes to Basic on ${end}. You keep Pro until then.`);
    expect(within(card('Basic')).getByText(`Starts ${end}`)).toBeTruthy();
  });
});
