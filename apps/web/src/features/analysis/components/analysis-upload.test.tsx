import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AnalysisUpload } from './analysis-upload.tsx';

const REASON = 'This looks like a line chart; CandleLens reads candlestick charts';
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });

function renderUpload(onResult = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AnalysisUpload type="quick" progressText="Analyzing your chart..." onResult={onResult} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onResult, client };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnalysisUpload', () => {
  it('shows why a screenshot that is not a candlestick chart was refused, and that it cost nothing', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: REASON }), { status: 422 })),
    );
    const { onResult, client } = renderUpload();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.change(screen.getByLabelText('Chart screenshot file'), {
      target: { files: [png()] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(REASON);
    expect(screen.getByTestId('no-charge-note').textContent).toMatch(/No credits were used/);
    expect(screen.getByTestId('no-charge-note').textContent).toMatch(/not kept in your history/);
    expect(onResult).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    // The box takes the next screenshot straight away.
    expect(screen.getByRole('button', { name: /^Upload a chart screenshot/ })).toBeTruthy();
  });

  it('offers an upgrade, not a no-charge note, when credits run out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message:
                'Insufficient credits. Please upgrade your plan to continue analyzing charts.',
            }),
            { status: 402 },
          ),
      ),
    );
    renderUpload();
    fireEvent.change(screen.getByLabelText('Chart screenshot file'), {
      target: { files: [png()] },
    });
    expect(await screen.findByRole('link', { name: 'Upgrade Plan' })).toBeTruthy();
    expect(screen.queryByTestId('no-charge-note')).toBeNull();
  });
});
