import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ReadingNotice } from './reading-notice.tsx';

afterEach(cleanup);

describe('ReadingNotice', () => {
  it('says nothing when the reading is sure', () => {
    render(<ReadingNotice reading={{ confidence: 0.93, uncertain: [] }} />);
    expect(screen.queryByTestId('reading-notice')).toBeNull();
    render(<ReadingNotice reading={{}} />);
    expect(screen.queryByTestId('reading-notice')).toBeNull();
  });

  it('names the parts that were hard to read', () => {
    render(
      <ReadingNotice reading={{ confidence: 0.9, uncertain: ['price axis', 'last candle'] }} />,
    );
    const note = screen.getByTestId('reading-notice');
    expect(note.textContent).toContain('price axis and last candle');
    expect(note.textContent).toMatch(/check those parts against your chart/);
    expect(note.getAttribute('role')).toBe('note');
  });

  it('explains a low confidence even without named parts', () => {
    render(<ReadingNotice reading={{ confidence: 0.35 }} />);
    expect(screen.getByTestId('reading-notice').textContent).toMatch(/less certain than usual/);
  });
});
