import { describe, expect, it } from 'vitest';
import { lastCloseLine } from './corpus-run.ts';

describe('the last-close figure of a corpus run', () => {
  it('counts the charts whose last close is read within 0.5% of the range, over those read with prices', () => {
    const line = lastCloseLine([
      { lastCloseErrPct: 0.12 },
      { lastCloseErrPct: 0.5 },
      { lastCloseErrPct: 2.16 },
      { lastCloseErrPct: null },
    ]);
    expect(line).toBe('last close within 0.5% of the range: 2/3 charts read with prices');
  });
});
