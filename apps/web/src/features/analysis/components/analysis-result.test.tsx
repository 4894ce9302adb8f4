import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import { analysisFixture } from '@/testing/analysis-fixture.ts';
import { mockApi } from '@/testing/mock-api.tsx';
import { AnalysisResult } from './analysis-result.tsx';

// The candle re-plot draws on a canvas, which the test DOM does not have.
vi.mock('./candles-replot.tsx', () => ({ CandlesReplot: () => null }));

afterEach(cleanup);

/** The result with a query client (its risk plan asks the server for the chart's basis). */
function render(ui: ReactElement) {
  mockApi({});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('AnalysisResult', () => {
  it("renders the text as Markdown in the 'Chart Analysis' panel, without raw HTML", () => {
    render(
      <AnalysisResult
        analysis={analysisFixture({
          text: '## Key Levels\n\n- **R1 212.0** resistance\n\n<img src=x onerror="alert(1)">',
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Chart Analysis' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Key Levels' })).toBeTruthy();
    expect(screen.getByText('R1 212.0').tagName).toBe('STRONG');
    expect(screen.getByTestId('analysis-text').querySelector('img')).toBeNull();
  });

  it('says plainly when the price axis could not be read and labels levels in %', () => {
    const a = analysisFixture();
    a.reading = { ...a.reading, priceAxis: null, relativePrices: true };
    a.result.levels = [{ price: 62, kind: 'resistance', strength: 1, touches: 2, label: 'R1' }];
    render(<AnalysisResult analysis={a} />);
    expect(screen.getByTestId('relative-prices-notice').textContent).toMatch(
      /price scale could not be read/,
    );
    expect(screen.getByText('R1 62%')).toBeTruthy();
    // 62% of the way up the plot (top 20, bottom 380).
    expect(screen.getByTestId('level-line').getAttribute('y1')).toBe(String(380 - 0.62 * 360));
  });

  it('hides and shows the overlay', () => {
    render(<AnalysisResult analysis={analysisFixture()} />);
    expect(screen.getByTestId('chart-overlay')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide overlay' }));
    expect(screen.queryByTestId('chart-overlay')).toBeNull();
    expect(screen.getByRole('img', { name: /Your chart screenshot/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show overlay' }));
    expect(screen.getByTestId('chart-overlay')).toBeTruthy();
  });

  it("keeps every mark inside the reader's plot box, and the forecast fan inside its rows", () => {
    const a = analysisFixture();
    // A fan wide enough to reach above the plot's top (y 20) into the screenshot's top strip.
    a.result.forecast = {
      horizon: 2,
      probabilityUp: 0.6,
      path: [
        { index: 20, price: 240, p50: [220, 260], p80: [210, 280], p95: [200, 300] },
        { index: 21, price: 250, p50: [220, 280], p80: [210, 300], p95: [190, 320] },
      ],
    };
    render(<AnalysisResult analysis={a} />);
    const rect = (id: string) =>
      ['x', 'y', 'width', 'height'].map((k) => Number(screen.getByTestId(id).getAttribute(k)));
    const clipOf = (id: string) =>
      `url(#${screen.getByTestId(id).parentElement?.getAttribute('id') ?? 'missing'})`;
    // The plot box is left 0, top 20, right 540, bottom 380 on a 600 x 400 image.
    expect(rect('plot-clip')).toEqual([0, 20, 540, 360]);
    const marks = screen.getByTestId('overlay-marks');
    expect(marks.getAttribute('clip-path')).toBe(clipOf('plot-clip'));
    expect(marks.querySelectorAll('[data-testid="level-line"]')).toHaveLength(2);
    // The fan keeps to the plot's rows but may continue right, over the price axis.
    expect(rect('forecast-clip')).toEqual([0, 20, 600, 360]);
    const fan = screen.getByTestId('forecast-marks');
    expect(fan.getAttribute('clip-path')).toBe(clipOf('forecast-clip'));
    expect(fan.contains(screen.getByTestId('forecast-cone'))).toBe(true);
  });

  it('shows the reading notes discreetly', () => {
    const a = analysisFixture();
    a.reading = { ...a.reading, warnings: ['Some candles were partly hidden.'] };
    render(<AnalysisResult analysis={a} />);
    expect(screen.getByText('Reading notes (1)')).toBeTruthy();
  });

  it('puts the level tags in a margin right of the screenshot, never over the candles', () => {
    render(<AnalysisResult analysis={analysisFixture()} />);
    const tags = screen.getAllByTestId('level-tag');
    expect(tags.map((t) => t.getAttribute('data-price'))).toEqual(['212', '190']);
    for (const tag of tags) {
      // The screenshot is 600 px wide: every tag starts right of it.
      expect(Number(tag.querySelector('rect')?.getAttribute('x'))).toBeGreaterThan(600);
    }
    expect(screen.getByText('R1 212.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Levels/ }));
    expect(screen.queryAllByTestId('level-tag')).toHaveLength(0);
  });

  it('draws the indicator lines, with a switch, and works without them', () => {
    const a = analysisFixture();
    a.result.indicatorLines = [
      { key: 'sma-20', label: 'SMA 20', values: a.reading.candles.map((c) => c.close) },
      { key: 'bb-upper', label: 'BB upper', values: a.reading.candles.map((c) => c.high + 4) },
    ];
    render(<AnalysisResult analysis={a} />);
    const lines = screen.getAllByTestId('indicator-line');
    expect(lines.map((l) => l.getAttribute('data-key'))).toEqual(['sma-20', 'bb-upper']);
    const toggle = screen.getByRole('button', { name: 'Indicators (SMA 20, BB upper)' });
    fireEvent.click(toggle);
    expect(screen.queryAllByTestId('indicator-line')).toHaveLength(0);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    cleanup();
    render(<AnalysisResult analysis={analysisFixture()} />);
    expect(screen.queryAllByTestId('indicator-line')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Indicators/ })).toBeNull();
  });

  it('opens the annotated chart full size, zoomable, with the same switches', async () => {
    render(<AnalysisResult analysis={analysisFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open full size' }));
    // the full-size view is loaded on demand: its module's first load, transformed cold on a busy
    // machine, can take longer than the 1 s findByRole waits by default
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your chart, full size' },
      { timeout: 10_000 },
    );
    const big = within(dialog).getByTestId('full-size-chart');
    expect(within(big).getByTestId('chart-overlay')).toBeTruthy();
    expect(within(big).getAllByTestId('level-line')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(await within(dialog).findByText('150%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide overlay' }));
    expect(within(big).queryByTestId('chart-overlay')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The switch is shared: the chart on the page is plain too.
    expect(screen.queryByTestId('chart-overlay')).toBeNull();
  });

  it('offers sharing to the owner only', () => {
    render(<AnalysisResult analysis={analysisFixture()} readOnly />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy text' })).toBeTruthy();
  });

  it('offers the candles as CSV, to the owner and on a shared page alike', () => {
    render(<AnalysisResult analysis={analysisFixture()} />);
    const own = screen.getByRole('link', { name: 'Download candles (CSV)' });
    expect(own.getAttribute('href')).toBe('/api/analyses/a1/candles.csv');
    expect(own.hasAttribute('download')).toBe(true);
    cleanup();
    render(
      <AnalysisResult
        analysis={analysisFixture({ candlesUrl: '/api/shared/tok/candles.csv' })}
        readOnly
      />,
    );
    expect(screen.getByRole('link', { name: 'Download candles (CSV)' }).getAttribute('href')).toBe(
      '/api/shared/tok/candles.csv',
    );
  });
});
