import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout.tsx';
import { ContactPage } from './contact-page.tsx';
import { FeaturesPage } from './features-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { RefundPage } from './refund-page.tsx';
import { ShippingDeliveryPage } from './shipping-delivery-page.tsx';
import { SubscriptionInfoPage } from './subscription-info-page.tsx';
import { TermsPage } from './terms-page.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The server's answer to the header's session check. */
function stubSession(user: { id: string; email: string; name: string } | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(user ? { user, session: {} } : null))),
  );
}

function show(page: ReactElement) {
  render(
    <MemoryRouter initialEntries={['/page']}>
      <Routes>
        <Route path="/page" element={page} />
        <Route path="/signin" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const h1s = screen.getAllByRole('heading', { level: 1 });
  expect(h1s).toHaveLength(1);
  return { title: h1s[0]!.textContent, text: document.body.textContent ?? '' };
}

describe('public pages', () => {
  it('terms state the 18+ rule, no financial advice and weekly renewal', () => {
    const { title, text } = show(<TermsPage />);
    expect(title).toBe('Terms of Service');
    expect(text).toContain('You must be 18 years of age or older to use CandleLens.');
    expect(text).toContain(
      'Nothing on CandleLens is financial, investment, tax or trading advice.',
    );
    expect(text).toContain('Plans renew automatically every week');
    expect(screen.getByRole('heading', { name: 'Acceptable use' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Limitation of liability' })).toBeTruthy();
  });

  it('refund policy gives every rule of the policy', () => {
    const { text } = show(<RefundPage />);
    for (const rule of [
      'All payments are non-refundable.',
      'Cancel by contacting support before the next billing cycle.',
      'Plans auto-renew every week.',
      'Downgrades take effect at the end of the billing cycle; upgrades are immediate.',
    ]) {
      expect(text).toContain(rule);
    }
  });

  it('contact page gives the address, support hours and response time', () => {
    const { text } = show(<ContactPage />);
    expect(screen.getByRole('link', { name: 'support@candlelens.app' })).toBeTruthy();
    expect(text).toContain('Monday to Friday');
    expect(text).toContain('9:00 to 17:00 IST');
    expect(text).toContain('24 to 48 hours');
    expect(text).toContain('business days');
  });

  it('privacy policy covers the session cookie, the 7-day history and no selling', () => {
    const { text } = show(<PrivacyPage />);
    expect(text).toContain('a single session cookie');
    expect(text).toContain('past 7 days');
    expect(text).toContain('We do not sell your personal data');
  });

  it('shipping page says access is immediate and nothing is shipped', () => {
    const { text } = show(<ShippingDeliveryPage />);
    expect(text).toContain('nothing is shipped');
    expect(text).toContain('Access is delivered immediately online');
    expect(text).toContain('your credits appear at once');
  });

  it('features page describes each kind of analysis', () => {
    show(<FeaturesPage />);
    for (const name of ['Key levels', 'Trend', 'Indicators', 'Price prediction', 'History']) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeTruthy();
    }
  });

  it('subscription page shows every plan per week and remembers a chosen plan', async () => {
    show(<SubscriptionInfoPage />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const c of cards) expect(within(c).getByText('per week')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/per month/i);
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Basic' })).getByRole('button', {
        name: 'Get Started',
      }),
    );
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(localStorage.getItem('selectedPlan')).toBe('basic');
  });
});

describe('site navigation', () => {
  it('opens and closes the mobile menu', async () => {
    stubSession(null);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="/" element={<p>Home</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(document.getElementById('mobile-menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect((await within(menu).findByRole('link', { name: 'Sign Up' })).getAttribute('href')).toBe(
      '/signup',
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('offers the dashboard instead of Sign In to a signed-in user', async () => {
    stubSession({ id: 'u1', email: 'tara@example.com', name: 'Tara Trader' });
    render(
      <MemoryRouter initialEntries={['/']}>
        <SiteLayout />
      </MemoryRouter>,
    );
    const account = screen.getByTestId('site-account');
    expect(
      (await within(account).findByRole('link', { name: 'Go to Dashboard' })).getAttribute('href'),
    ).toBe('/app');
    expect(within(account).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('links every footer page', () => {
    render(
      <MemoryRouter>
        <SiteLayout />
      </MemoryRouter>,
    );
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/about',
        '/terms',
        '/subscription',
        '/privacy',
        '/refund',
        '/shipping-delivery',
        '/contact',
      ]),
    );
  });
});
