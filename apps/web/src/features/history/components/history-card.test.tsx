import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { analysisFixture, listItemOf } from '@/testing/analysis-fixture.ts';
import { AnalysisById } from '@/features/analysis/components/analysis-by-id.tsx';
import { HistoryCard } from './history-card.tsx';

// The candle re-plot draws on a canvas, which the test DOM does not have.
vi.mock('@/features/analysis/components/candles-replot.tsx', () => ({
  CandlesReplot: () => null,
}));

const record = analysisFixture();

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HistoryCard item={listItemOf(record)} renderAnalysis={(id) => <AnalysisById id={id} />} />
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
    await screen.findByRole('heading', { name: 'Chart Analysis' });
    expect(screen.getByRole('heading', { name: 'Key Levels' })).toBeTruthy();
    const lines = screen.getAllByTestId('level-line');
    expect(lines.map((l) => [l.getAttribute('data-price'), l.getAttribute('y1')])).toEqual([
      ['212', '176'],
      ['190', '220'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Hide Analysis' }));
    expect(screen.queryByRole('heading', { name: 'Chart Analysis' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Show Analysis' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('asks before deleting', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this analysis?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Delete this analysis?')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
