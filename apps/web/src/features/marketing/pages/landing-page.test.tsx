import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SELECTED_PLAN_KEY } from '@/lib/selected-plan.ts';
import { LandingPage } from './landing-page.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answer to GET /api/subscription. */
function answerSubscription(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function renderLanding() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/signin" element={<p>Sign-in page</p>} />
        <Route path="/payment" element={<p>Payment page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it("has one h1 and a 'Get Started' link to /signup", () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const links = screen.getAllByRole('link', { name: 'Get Started' });
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((a) => a.getAttribute('href') === '/signup')).toBe(true);
  });

  it('explains how it works in two steps', () => {
    renderLanding();
    const steps = within(screen.getByRole('region', { name: 'Two steps, one screenshot' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(2);
    expect(steps.getByRole('heading', { name: /Upload a screenshot/ })).toBeTruthy();
    expect(
      steps.getByRole('heading', { name: /Get the analysis drawn on your chart/ }),
    ).toBeTruthy();
  });

  it('remembers the plan a visitor picks and sends them to sign in', async () => {
    answerSubscription(401, { message: 'Not authenticated' });
    renderLanding();
    const pricing = document.getElementById('pricing');
    expect(pricing).not.toBeNull();
    const elite = within(pricing!).getByRole('article', { name: 'Elite' });
    fireEvent.click(within(elite).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(localStorage.getItem(SELECTED_PLAN_KEY)).toBe('elite');
  });

  it('sends a signed-in user without a plan to the payment page', async () => {
    answerSubscription(200, { isActive: false, plan: 'Free', credits: 0 });
    renderLanding();
    const pro = within(document.getElementById('pricing')!).getByRole('article', { name: 'Pro' });
    fireEvent.click(within(pro).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(localStorage.getItem(SELECTED_PLAN_KEY)).toBeNull();
  });
});
