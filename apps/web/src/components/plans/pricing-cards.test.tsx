import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PricingCards } from './pricing-cards.tsx';

afterEach(cleanup);

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('PricingCards', () => {
  it('shows the three weekly plans with their US dollar prices', () => {
    render(<PricingCards onSelect={() => {}} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    for (const [name, price] of [
      ['Basic', '$6.99'],
      ['Pro', '$12.99'],
      ['Elite', '$22.99'],
    ] as const) {
      const c = within(card(name));
      expect(c.getByRole('heading', { name })).toBeTruthy();
      expect(c.getByText(price)).toBeTruthy();
      expect(c.getByText('per week')).toBeTruthy();
    }
  });

  it('marks included and excluded features per plan', () => {
    render(<PricingCards onSelect={() => {}} />);
    const included = (name: string) =>
      within(card(name))
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('data-included') === 'true').length;
    expect(included('Basic')).toBe(5);
    expect(included('Pro')).toBe(7);
    expect(included('Elite')).toBe(9);
    expect(within(card('Basic')).getAllByText('(not included)', { exact: false })).toHaveLength(4);
  });

  it("calls onSelect with the plan id when a card's Get Started is pressed", () => {
    const onSelect = vi.fn();
    render(<PricingCards onSelect={onSelect} />);
    fireEvent.click(within(card('Pro')).getByRole('button', { name: 'Get Started' }));
    expect(onSelect).toHaveBeenCalledWith('pro');
    fireEvent.click(within(card('Elite')).getByRole('button', { name: 'Get Started' }));
    expect(onSelect).toHaveBeenLastCalledWith('elite');
  });

  it('shows prices through the given formatter and can swap a card button', () => {
    render(
      <PricingCards
        onSelect={() => {}}
        formatPrice={(usd) => `€${(usd * 0.92).toFixed(2)}`}
        renderAction={(plan) => (plan.id === 'basic' ? <button>Subscribe Now</button> : undefined)}
      />,
    );
    expect(within(card('Basic')).getByText('€6.43')).toBeTruthy();
    expect(within(card('Basic')).getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
    expect(within(card('Basic')).queryByRole('button', { name: 'Get Started' })).toBeNull();
    expect(within(card('Pro')).getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });
});
