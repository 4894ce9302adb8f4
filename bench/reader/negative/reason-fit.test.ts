import { describe, expect, it } from 'vitest';
import { MIN_ACCEPTED_CANDLES, REASONS, fewCandlesReason } from '@candlelens/chart-reader';
import { NEGATIVE_CLASSES } from './negative-plan.ts';
import { FITTING, reasonFits, reasonKind } from './reason-fit.ts';

describe('reasons that fit the picture', () => {
  it('tells every reason the reader gives apart by its words', () => {
    const kinds = Object.entries(REASONS).map(([key, text]) => [key, reasonKind(text)]);
    for (const [key, kind] of kinds) expect(kind, key).toBe(key);
    expect(reasonKind(fewCandlesReason(5))).toBe('fewCandles');
    expect(reasonKind(fewCandlesReason(1, true))).toBe('fewCandles');
    expect(reasonKind('something else')).toBe('other');
    expect(MIN_ACCEPTED_CANDLES).toBeGreaterThan(5);
  });

  it('names the fitting reasons of every class, and a sign-in page is not too small to read', () => {
    for (const cls of NEGATIVE_CLASSES) expect(FITTING[cls].length, cls).toBeGreaterThan(0);
    expect(reasonFits('form', REASONS.notCandles)).toBe(true);
    expect(reasonFits('form', REASONS.tooSmall)).toBe(false);
    expect(reasonFits('form', REASONS.noAxis)).toBe(false);
    expect(reasonFits('preview', REASONS.tooSmall)).toBe(true);
    expect(reasonFits('drawdown-chart', fewCandlesReason(14))).toBe(false);
  });
});
