import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AnalysisListItem } from '@candlelens/contracts';
import { analysisFixture, listItemOf } from '@/testing/analysis-fixture.ts';
import { HistoryRoute } from './history-route.tsx';

// The candle re-plot draws on a canvas, which the test DOM does not have.
vi.mock('@/features/analysis/components/candles-replot.tsx', () => ({
  CandlesReplot: () => null,
}));

const record = analysisFixture();
const spy = listItemOf(record, { symbol: 'SPY', timeframe: '1D', priceDecimals: 2 });
const eurusd = listItemOf(analysisFixture({ id: 'a2', type: 'trend' }), {
  symbol: 'EURUSD',
  timeframe: '1h',
  lastClose: 1.08637,
  priceDecimals: 5,
});
const FILTERS = {
  symbols: [
    { symbol: 'EURUSD', count: 1 },
    { symbol: 'SPY', count: 1 },
  ],
  types: [
    { type: 'key-levels', count: 1 },
    { type: 'trend', count: 1 },
  ],
};

/** The server as far as the page asks it: the list filtered as the query says. */
function answer(url: string): Response {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/api/analyses/filters') return new Response(JSON.stringify(FILTERS));
  if (u.pathname === '/api/analyses') {
    const symbol = u.searchParams.get('symbol');
    const items: AnalysisListItem[] = [eurusd, spy].filter(
      (i) => !symbol || i.symbol?.toLowerCase() === symbol.toLowerCase(),
    );
    return new Response(JSON.stringify({ items, nextCursor: null }));
  }
  if (u.pathname === `/api/analyses/${record.id}`) return new Response(JSON.stringify(record));
  return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/app/history', element: <HistoryRoute /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const listUrls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((u) => u.startsWith('/api/analyses?'));

describe('/app/history', () => {
  it('opens an entry into its full analysis, with the levels drawn at their prices', async () => {
    renderAt('/app/history');
    const card = await screen.findByRole('article', { name: /^SPY · 1D, Key Levels Analysis/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Show Analysis' }));
    await screen.findByRole('heading', { name: 'Chart Analysis' });
    expect(screen.getByRole('heading', { name: 'Key Levels' })).toBeTruthy();
    const lines = screen.getAllByTestId('level-line');
    expect(lines.map((l) => [l.getAttribute('data-price'), l.getAttribute('y1')])).toEqual([
      ['212', '176'],
      ['190', '220'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Hide Analysis' }));
    expect(screen.queryByRole('heading', { name: 'Chart Analysis' })).toBeNull();
  });

  it('filters by symbol on the server and keeps the filter in the address', async () => {
    const router = renderAt('/app/history');
    await screen.findAllByTestId('history-card');
    expect(screen.getByRole('status').textContent).toBe('2 analyses');
    const symbol = screen.getByRole('combobox', { name: 'Symbol' });
    await waitFor(() =>
      expect(
        within(symbol)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All symbols', 'EURUSD (1)', 'SPY (1)']),
    );
    fireEvent.change(symbol, { target: { value: 'SPY' } });
    await waitFor(() => expect(screen.getAllByTestId('history-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?symbol=SPY');
    expect(listUrls().at(-1)).toBe('/api/analyses?since=7d&limit=12&symbol=SPY');
    expect(screen.getByTestId('history-symbol').textContent).toBe('SPY1D');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByTestId('history-card')).toHaveLength(2));
    expect(router.state.location.search).toBe('');
  });

  it('opens a linked view with its filters, and reaches older analyses on request', async () => {
    const router = renderAt('/app/history?symbol=spy&tool=trend&period=all');
    await screen.findAllByTestId('history-card');
    expect(listUrls()[0]).toBe('/api/analyses?since=all&limit=12&symbol=spy&type=trend');
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe(
      'all',
    );
    expect((screen.getByRole('combobox', { name: 'Tool' }) as HTMLSelectElement).value).toBe(
      'trend',
    );
    expect(screen.getByText('View all your chart analyses, newest first')).toBeTruthy();

    await router.navigate('/app/history');
    await screen.findByText('View your chart analyses from the past 7 days');
    fireEvent.click(await screen.findByRole('link', { name: 'Show older analyses' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=all'));
  });
});
