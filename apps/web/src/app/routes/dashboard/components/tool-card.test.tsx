import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ANALYSIS_TOOLS, type PlanId } from '@candlelens/contracts';
import { ToolCard } from './tool-card.tsx';

function renderCards(planId: PlanId) {
  render(
    <MemoryRouter>
      {ANALYSIS_TOOLS.map((t) => (
        <ToolCard key={t.type} tool={t} planId={planId} />
      ))}
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the dashboard tool cards', () => {
  it('lock the tools a Basic plan does not include and name the plan that opens each', () => {
    renderCards('basic');
    const locked = screen
      .getAllByTestId('tool-card')
      .filter((card) => within(card).queryByTestId('plan-lock'))
      .map((card) => card.querySelector('p')?.firstChild?.textContent);
    expect(locked).toEqual(['Pattern Recognition', 'Indicator Analysis', 'Price Prediction']);
    expect(screen.getByRole('link', { name: /^Key Levels Analysis Support/ })).toBeTruthy();
    const pattern = screen.getByRole('link', {
      name: /^Pattern Recognition, locked, in the Pro plan Candlestick/,
    });
    expect(within(pattern).getByText('Pro')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /^Price Prediction, locked, in the Elite plan/ }),
    ).toBeTruthy();
  });

  it('lock only Price Prediction for a Pro plan', () => {
    renderCards('pro');
    expect(screen.getAllByTestId('plan-lock')).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: /^Price Prediction, locked, in the Elite plan/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Pattern Recognition Candlestick/ })).toBeTruthy();
  });
});
