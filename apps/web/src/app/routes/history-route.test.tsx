import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { analysisFixture, listItemOf } from '@/testing/analysis-fixture.ts';
import { HistoryRoute } from './history-route.tsx';

// The candle re-plot draws on a canvas, which the test DOM does not have.
vi.mock('@/features/analysis/components/candles-replot.tsx', () => ({
  CandlesReplot: () => null,
}));

const record = analysisFixture();

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/analyses?')
        ? new Response(JSON.stringify({ items: [listItemOf(record)], nextCursor: null }))
        : url === `/api/analyses/${record.id}`
          ? new Response(JSON.stringify(record), { status: 200 })
          : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/app/history', () => {
  it('opens an entry into its full analysis, with the levels drawn at their prices', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <HistoryRoute />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show Analysis' }));
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
});
