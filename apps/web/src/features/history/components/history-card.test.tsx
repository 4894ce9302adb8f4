import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnalysisListItem } from '@candlelens/contracts';
import { analysisFixture, listItemOf } from '@/testing/analysis-fixture.ts';
import { HistoryCard } from './history-card.tsx';

// The card shows whatever the app gives it for the analysis (app/routes/history-route.tsx gives
// the full analysis, tested there); here a stand-in with the same heading.
const renderAnalysis = (id: string) => (
  <section aria-label={`Analysis ${id}`}>
    <h2>Chart Analysis</h2>
  </section>
);

const record = analysisFixture();

function renderCard(item: AnalysisListItem = listItemOf(record)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HistoryCard item={item} renderAnalysis={renderAnalysis} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === `/api/analyses/${record.id}`
        ? new Response(JSON.stringify(record), { status: 200 })
        : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HistoryCard', () => {
  it('shows the timestamp and the chart, and toggles the analysis open and closed', async () => {
    renderCard();
    expect(
      screen.getByRole('img', { name: 'Chart analyzed with Key Levels Analysis' }),
    ).toBeTruthy();
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(record.createdAt);
    expect(time?.textContent).toMatch(/2026/);
    expect(screen.queryByRole('heading', { name: 'Chart Analysis' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show Analysis' }));
    expect(screen.getByRole('region', { name: `Analysis ${record.id}` })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Hide Analysis' }).getAttribute('aria-expanded'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Hide Analysis' }));
    expect(screen.queryByRole('heading', { name: 'Chart Analysis' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Show Analysis' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('says which instrument and timeframe the chart showed, the tool and the last close', () => {
    renderCard(
      listItemOf(record, { symbol: 'SPY', timeframe: '1D', lastClose: 682.98, priceDecimals: 2 }),
    );
    const card = screen.getByRole('article', { name: /^SPY · 1D, Key Levels Analysis, .*2026/ });
    expect(card).toBeTruthy();
    expect(screen.getByTestId('history-last-close').textContent).toBe('Last close 682.98');
    cleanup();
    // the chart's own decimals, grouped as a trader reads them
    renderCard(
      listItemOf(record, {
        symbol: 'SPDR S&P 500 ETF Trust',
        timeframe: null,
        lastClose: 53000,
        priceDecimals: 2,
      }),
    );
    expect(screen.getByTestId('history-symbol').textContent).toBe('SPDR S&P 500 ETF Trust');
    expect(screen.getByTestId('history-last-close').textContent).toBe('Last close 53,000.00');
    cleanup();
    renderCard(listItemOf(record, { symbol: 'EURUSD', lastClose: 1.08637, priceDecimals: 5 }));
    expect(screen.getByTestId('history-last-close').textContent).toBe('Last close 1.08637');
  });

  it('says when the chart showed no symbol, and shows no price without a price axis', () => {
    renderCard(listItemOf(record, { symbol: null, timeframe: '4h', lastClose: null }));
    expect(screen.getByTestId('history-symbol').textContent).toBe('Symbol not shown4h');
    expect(
      screen.getByRole('article', { name: /^Symbol not shown · 4h, Key Levels/ }),
    ).toBeTruthy();
    expect(screen.queryByTestId('history-last-close')).toBeNull();
  });

  it('asks before deleting', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this analysis?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Delete this analysis?')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when the analysis is shared, in words a screen reader reads too', () => {
    renderCard();
    expect(screen.queryByTestId('shared-badge')).toBeNull();
    cleanup();
    renderCard({
      ...listItemOf(record),
      share: { token: 't'.repeat(43), url: 'https://x/shared/t', createdAt: record.createdAt },
    });
    expect(screen.getByTestId('shared-badge').textContent).toBe(
      'Shared: anyone with the link can view it',
    );
  });

  it('says when the trader checked the reading before paying', () => {
    renderCard();
    expect(screen.queryByTestId('checked-badge')).toBeNull();
    cleanup();
    renderCard({ ...listItemOf(record), readingChecked: true });
    expect(screen.getByTestId('checked-badge').textContent).toBe('reading checked by you');
  });
});
