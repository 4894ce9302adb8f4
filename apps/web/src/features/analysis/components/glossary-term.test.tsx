import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AnalysisMarkdown } from './analysis-markdown.tsx';

afterEach(cleanup);

describe('technical terms in the analysis text', () => {
  it('explains each term at its first use, on hover or tap', () => {
    render(
      <AnalysisMarkdown text={'- RSI 56.14: above 55.\n- The RSI again, and the ADX 13.65.'} />,
    );
    const terms = screen.getAllByTestId('glossary-term');
    // RSI once (its first use), ADX once
    expect(terms.map((t) => t.textContent)).toEqual(['RSI', 'ADX']);
    const rsi = terms[0] as HTMLElement;
    const tip = document.getElementById(rsi.getAttribute('aria-describedby') ?? '');
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toMatch(/Relative Strength Index/);
    // a tap opens it, a second tap closes it
    expect(rsi.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(rsi);
    expect(rsi.getAttribute('aria-expanded')).toBe('true');
    expect(tip?.className).toMatch(/\bblock\b/);
    fireEvent.click(rsi);
    expect(rsi.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves headings and plain words alone', () => {
    render(<AnalysisMarkdown text={'## Key Levels\n\nLast close 1.0627.'} />);
    expect(screen.queryByTestId('glossary-term')).toBeNull();
  });
});
