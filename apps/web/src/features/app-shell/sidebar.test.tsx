import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { PlanId } from '@candlelens/contracts';
import { SidebarNav } from './sidebar.tsx';

function renderFor(planId: PlanId) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            isActive: true,
            plan: planId === 'basic' ? 'Basic' : 'Elite',
            planId,
            status: 'active',
            provider: 'sandbox',
            startDate: null,
            currentPeriodStart: null,
            currentPeriodEnd: null,
            cancelAtPeriodEnd: false,
            pendingPlanId: null,
            credits: 7500,
          }),
        ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app']}>
        <SidebarNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sidebar', () => {
  it('marks the tools a Basic plan does not include, with the plan that opens each', async () => {
    renderFor('basic');
    await waitFor(() => expect(screen.getAllByTestId('plan-lock')).toHaveLength(3));
    // what a screen reader hears: the tool's name, then that it is locked and which plan opens it
    for (const name of ['Key Levels Analysis', 'Trend Analysis'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    for (const [tool, plan] of [
      ['Pattern Recognition', 'Pro'],
      ['Indicator Analysis', 'Pro'],
      ['Price Prediction', 'Elite'],
    ] as const) {
      const link = screen.getByRole('link', { name: `${tool}, locked, in the ${plan} plan` });
      // what the eye sees: a lock and the plan's name
      const lock = within(link).getByTestId('plan-lock');
      expect(lock.querySelector('svg')).toBeTruthy();
      expect(within(lock).getByText(plan).getAttribute('aria-hidden')).toBe('true');
    }
    expect(
      screen
        .getByRole('link', { name: 'Price Prediction, locked, in the Elite plan' })
        .getAttribute('href'),
    ).toBe('/app/analysis/prediction');
    expect(screen.getAllByTestId('plan-lock').map((l) => l.getAttribute('title'))).toEqual([
      'Included in the Pro plan',
      'Included in the Pro plan',
      'Included in the Elite plan',
    ]);
  });

  it('marks nothing for an Elite plan', async () => {
    renderFor('elite');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await screen.findByRole('link', { name: 'Price Prediction' });
    expect(screen.queryAllByTestId('plan-lock')).toHaveLength(0);
  });
});
