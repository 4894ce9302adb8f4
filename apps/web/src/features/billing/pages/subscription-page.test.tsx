import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { activeStatus, atPath, mockApi, signedIn, status } from '@/testing/mock-api.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole('region', { name });
const ledger = {
  'GET /api/credits/ledger': () => ({
    body: {
      entries: [
        {
          id: '2',
          createdAt: '2026-11-21T09:00:00Z',
          kind: 'spend',
          delta: -100,
          balanceAfter: 14_900,
          reason: 'Key levels analysis',
          reference: 'a1',
        },
        {
          id: '1',
          createdAt: '2026-11-20T10:00:00Z',
          kind: 'grant',
          delta: 15_000,
          balanceAfter: 15_000,
          reason: 'Pro plan activated',
          reference: 'sub_1',
        },
      ],
    },
  }),
};

describe('SubscriptionPage', () => {
  it('shows the defaults when there is no plan', async () => {
    mockApi({
      ...signedIn,
      'GET /api/subscription': () => ({ body: status() }),
      'GET /api/credits/ledger': () => ({ body: { entries: [] } }),
    });
    render(atPath('/app/subscription', <SubscriptionPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription & Credits' })).toBeTruthy();
    await screen.findByText('No Active Subscription');
    const plan = within(section('Current Plan'));
    expect(plan.getByText('Plan Type').nextElementSibling?.textContent).toBe('Free');
    expect(plan.queryByText('Start Date')).toBeNull();
    expect(
      within(section('Available Credits')).getByText('Remaining Analysis Credits'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Your Plan' }).getAttribute('href')).toBe(
      '/subscription-plans',
    );
  });

  it('shows an active plan with its dates, credits, features and the credit history', async () => {
    mockApi({ ...signedIn, 'GET /api/subscription': () => ({ body: activeStatus() }), ...ledger });
    render(atPath('/app/subscription', <SubscriptionPage />));
    await screen.findByText('Active');
    const plan = within(section('Current Plan'));
    expect(plan.getByText('Plan Type').nextElementSibling?.textContent).toBe('Pro');
    expect(plan.getByText('Start Date')).toBeTruthy();
    expect(plan.getByText('Renews on')).toBeTruthy();
    expect(screen.getByTestId('remaining-credits').textContent).toBe('15,000');
    const features = within(section('Plan Features'));
    expect(features.getByText('Advanced pattern recognition').closest('li')?.dataset.included).toBe(
      'true',
    );
    expect(features.getByText('Advanced price prediction').closest('li')?.dataset.included).toBe(
      'false',
    );
    const history = within(await screen.findByRole('list', { name: 'Credit history' }));
    const rows = history.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('−100');
    expect(rows[0]?.textContent).toContain('Balance 14,900');
    expect(rows[1]?.textContent).toContain('+15,000');
    expect(screen.getByRole('link', { name: 'Upgrade Your Plan' })).toBeTruthy();
  });

  it('hides the upgrade link on Elite', async () => {
    mockApi({
      ...signedIn,
      'GET /api/subscription': () => ({ body: activeStatus({ plan: 'Elite', planId: 'elite' }) }),
      ...ledger,
    });
    render(atPath('/app/subscription', <SubscriptionPage />));
    await screen.findByText('Active');
    expect(screen.queryByRole('link', { name: 'Upgrade Your Plan' })).toBeNull();
  });

  it('cancels at the period end after a confirmation', async () => {
    const api = mockApi({
      ...signedIn,
      'GET /api/subscription': () => ({ body: activeStatus() }),
      'POST /api/subscriptions/cancel': () => ({ body: activeStatus({ cancelAtPeriodEnd: true }) }),
      ...ledger,
    });
    render(atPath('/app/subscription', <SubscriptionPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.count('POST /api/subscriptions/cancel')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel at period end' }),
    );
    await screen.findByText('Ends on');
    expect(api.count('POST /api/subscriptions/cancel')).toBe(1);
    expect(screen.queryByText('Renews on')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
  });

  it('shows the error messages in red boxes when loading fails', async () => {
    mockApi({
      ...signedIn,
      'GET /api/subscription': () => ({ status: 500, body: { message: 'x' } }),
      'GET /api/credits/ledger': () => ({ status: 500, body: { message: 'x' } }),
    });
    render(atPath('/app/subscription', <SubscriptionPage />));
    await screen.findByText('Failed to load subscription information');
    expect(within(section('Available Credits')).getByRole('alert').textContent).toBe(
      'Failed to fetch credits',
    );
    expect(within(section('Credit History')).getByRole('alert').textContent).toBe(
      'Failed to fetch credits',
    );
  });
});
