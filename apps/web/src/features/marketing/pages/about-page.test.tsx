import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AboutPage } from './about-page.tsx';

afterEach(cleanup);

describe('AboutPage', () => {
  it('shows its effective date and the five sections in order', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('28/12/2024')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our Story',
      'Our Mission',
      'What We Do',
      'Subscription Plans',
      'Contact Us',
    ]);
  });

  it('lists the plans per week and the support address', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    const plans = screen.getByRole('region', { name: 'Subscription Plans' });
    expect(plans.textContent).toContain('$6.99 per week');
    expect(plans.textContent).toContain('$12.99 per week');
    expect(plans.textContent).toContain('$22.99 per week');
    expect(screen.getByRole('link', { name: 'support@candlelens.app' }).getAttribute('href')).toBe(
      'mailto:support@candlelens.app',
    );
  });
});
