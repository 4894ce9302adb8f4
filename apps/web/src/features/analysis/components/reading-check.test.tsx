import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReadingPreview } from '@candlelens/contracts';
import { analysisFixture, previewFixture } from '@/testing/analysis-fixture.ts';
import { AnalysisUpload } from './analysis-upload.tsx';

// The reading is shown before anything is charged: a clear one is analysed at once, any other
// waits for the trader to confirm or fix it (by keyboard here), and "not a chart" costs nothing.

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });
const analysis = analysisFixture();

interface Call {
  key: string;
  form?: Record<string, string>;
  json?: unknown;
}

/** Answers the upload box's calls: the first reading, re-readings with marks, the analysis. */
function server(first: ReadingPreview, fixed?: (hints: unknown) => ReadingPreview) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const call: Call = { key };
      if (init?.body instanceof FormData)
        call.form = Object.fromEntries(
          [...init.body.entries()].filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>;
      else if (typeof init?.body === 'string') call.json = JSON.parse(init.body);
      calls.push(call);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (key === 'POST /api/readings') return json(first, 201);
      if (key === `POST /api/readings/${first.id}/hints`) return json(fixed!(call.json));
      if (key === `DELETE /api/readings/${first.id}`) return new Response(null, { status: 204 });
      if (key === 'POST /api/analyses') return json({ analysis, credits: 29_900 }, 201);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return { calls, count: (k: string) => calls.filter((c) => c.key === k).length };
}

function renderUpload() {
  const onResult = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AnalysisUpload
          type="trend"
          progressText="Analyzing market trends..."
          onResult={onResult}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Chart screenshot file'), { target: { files: [png()] } });
  return { onResult };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:chart');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reading check', () => {
  it('analyses a reading that looks right at once, with no extra step, charging through its id', async () => {
    const api = server(
      previewFixture({ verdict: 'looks-right', verdictText: 'Looks right', confidence: 0.9 }),
    );
    const { onResult } = renderUpload();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(analysis));
    expect(api.calls.find((c) => c.key === 'POST /api/analyses')!.form).toEqual({
      type: 'trend',
      reading: previewFixture().id,
    });
  });

  it('shows a doubtful reading and charges nothing until the trader says it looks right', async () => {
    const api = server(previewFixture());
    const { onResult } = renderUpload();
    const verdict = await screen.findByTestId('reading-verdict');
    expect(verdict.textContent).toContain('Please check the marked parts');
    expect(verdict.textContent).toContain('price axis');
    expect(screen.getByTestId('reading-candle-count').textContent).toBe('40 found');
    expect(screen.getByTestId('reading-last').textContent).toMatch(
      /^O \d+\.\d\d H .* C .*2026-11-20$/,
    );
    expect(screen.getAllByText('250.00').length).toBeGreaterThan(0); // a label's value, drawn
    expect(api.count('POST /api/analyses')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: /Looks right, analyse/ }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(analysis));
    expect(api.count('POST /api/analyses')).toBe(1);
  });

  it('fixes the prices with two heights by keyboard, reads again for free, then charges once', async () => {
    const api = server(previewFixture(), (hints) =>
      previewFixture({ hints: hints as ReadingPreview['hints'], verdictText: 'Fixed reading' }),
    );
    const { onResult } = renderUpload();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark two prices' }));
    const first = screen.getByRole('slider', { name: /Height 1/ });
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-valuenow')).toBe('100');
    for (let i = 0; i < 20; i++) fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(first, { key: 'ArrowUp', shiftKey: true });
    expect(first.getAttribute('aria-valuenow')).toBe('110');
    fireEvent.keyDown(first, { key: 'Enter' });
    const price1 = screen.getByLabelText('Price at height 1') as HTMLInputElement;
    expect(document.activeElement).toBe(price1);
    expect(price1.value).toBe('245.00'); // filled in from the labels read
    fireEvent.change(price1, { target: { value: '245.50' } });
    fireEvent.keyDown(price1, { key: 'Enter' });
    const second = screen.getByRole('slider', { name: /Height 2/ });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('Price at height 2'), { key: 'Enter' });

    await screen.findByText('Fixed reading');
    expect(api.calls.find((c) => c.key.endsWith('/hints'))!.json).toEqual({
      axis: [
        { y: 110, price: 245.5, text: '245.50' },
        { y: 300, price: 150, text: '150.00' },
      ],
    });
    expect(screen.getByTestId('reading-marks').textContent).toBe('two prices');
    expect(api.count('POST /api/analyses')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /Looks right, analyse/ }));
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(api.count('POST /api/analyses')).toBe(1);
  });

  it('"This is not a candlestick chart" drops the reading and charges nothing', async () => {
    const api = server(
      previewFixture({
        accepted: false,
        verdict: 'refused',
        fixable: true,
        reason: 'No price axis could be read on this chart.',
        verdictText: 'No price axis could be read on this chart.',
      }),
    );
    renderUpload();
    expect((await screen.findByRole('alert')).textContent).toContain('No price axis could be read');
    expect(screen.queryByRole('button', { name: /Looks right/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark the price pane' })).toBeTruthy();
    expect(screen.getByTestId('no-charge-note').textContent).toMatch(/No credits were used/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'This is not a candlestick chart' }));
    });
    expect(screen.getByRole('status').textContent).toMatch(/Nothing was charged/);
    expect(api.count(`DELETE /api/readings/${previewFixture().id}`)).toBe(1);
    expect(api.count('POST /api/analyses')).toBe(0);
  });

  it('leaving the page with a reading to check drops it, and charges nothing', async () => {
    const api = server(previewFixture());
    renderUpload();
    await screen.findByTestId('reading-verdict');
    cleanup();
    await waitFor(() => expect(api.count(`DELETE /api/readings/${previewFixture().id}`)).toBe(1));
    expect(api.count('POST /api/analyses')).toBe(0);
  });

  it('says why a picture that is no chart at all was refused, as before, and keeps nothing', async () => {
    const api = server(
      previewFixture({
        accepted: false,
        verdict: 'refused',
        fixable: false,
        reason: 'No candlestick chart was found in this image.',
        verdictText: 'No candlestick chart was found in this image.',
        candles: [],
      }),
    );
    renderUpload();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No candlestick chart was found in this image.',
    );
    expect(screen.getByTestId('no-charge-note')).toBeTruthy();
    expect(screen.queryByTestId('reading-check')).toBeNull();
    await waitFor(() => expect(api.count(`DELETE /api/readings/${previewFixture().id}`)).toBe(1));
  });
});
