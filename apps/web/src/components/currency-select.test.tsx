import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CURRENCY_KEY, resetDetectedCurrency, useDisplayCurrency } from '@/lib/display-currency.ts';
import { mockApi } from '@/testing/mock-api.tsx';
import { ApproximatePriceNote, CurrencySelect } from '@/components/currency-select.tsx';

beforeEach(() => {
  localStorage.clear();
  resetDetectedCurrency();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ProPrice() {
  const { label } = useDisplayCurrency();
  return <p data-testid="price">{label(12.99)}</p>;
}

function Screen() {
  return (
    <>
      <CurrencySelect />
      <ProPrice />
      <ApproximatePriceNote />
    </>
  );
}

const price = () => screen.getByTestId('price').textContent;
const select = () => screen.getByLabelText('Currency') as HTMLSelectElement;

describe('display currency', () => {
  it('shows prices in the currency detected for the country, marked approximate', async () => {
    const api = mockApi({ 'GET /api/geo': () => ({ body: { country: 'IN', currency: 'INR' } }) });
    render(<Screen />);
    await screen.findByText('≈ ₹1,079.73');
    expect(select().value).toBe('INR');
    expect(screen.getByText(/Prices in Indian rupees \(INR\) are approximate/)).toBeTruthy();
    expect(screen.getByText(/charged in US dollars/)).toBeTruthy();
    expect(api.count('GET /api/geo')).toBe(1);
  });

  it('shows US dollars, exact and without a note, when detection fails', async () => {
    const api = mockApi({ 'GET /api/geo': () => ({ status: 500, body: { message: 'x' } }) });
    render(<Screen />);
    await vi.waitFor(() => expect(api.count('GET /api/geo')).toBe(1));
    expect(price()).toBe('$12.99');
    expect(screen.queryByText(/approximate/)).toBeNull();
  });

  it('lets the user change the currency and remembers the choice over the detected one', async () => {
    mockApi({ 'GET /api/geo': () => ({ body: { country: 'IN', currency: 'INR' } }) });
    render(<Screen />);
    await screen.findByText('≈ ₹1,079.73');
    fireEvent.change(select(), { target: { value: 'GBP' } });
    expect(price()).toBe('≈ £10.26');
    expect(localStorage.getItem(CURRENCY_KEY)).toBe('GBP');
    fireEvent.change(select(), { target: { value: 'USD' } });
    expect(price()).toBe('$12.99');

    cleanup();
    render(<Screen />);
    expect(price()).toBe('$12.99');
    expect(select().value).toBe('USD');
  });

  it('offers every currency of the price table', () => {
    mockApi({ 'GET /api/geo': () => ({ body: { country: 'US', currency: 'USD' } }) });
    render(<Screen />);
    const codes = [...select().options].map((o) => o.value);
    expect(codes).toEqual(['USD', 'INR', 'EUR', 'GBP', 'AUD', 'CAD']);
  });
});
