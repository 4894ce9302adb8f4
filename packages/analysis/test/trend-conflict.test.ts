import { describe, expect, it } from 'vitest';
import { structureConflict } from '../src/text-trend.ts';

describe('the trend text', () => {
  it('names swings that run against the direction of the closes', () => {
    const up = structureConflict({
      direction: 'up',
      structure: 'lower highs and lower lows',
      window: 50,
    });
    expect(up).toContain('runs against the up direction above');
    expect(up).toContain('last 50 bars');
    expect(
      structureConflict({
        direction: 'down',
        structure: 'higher highs and higher lows',
        window: 40,
      }),
    ).toContain('against the down direction');
  });

  it('says nothing more when the swings agree, or are mixed beside sideways closes', () => {
    expect(
      structureConflict({ direction: 'up', structure: 'higher highs and higher lows', window: 50 }),
    ).toBe('');
    expect(structureConflict({ direction: 'sideways', structure: 'mixed', window: 50 })).toBe('');
  });

  it('says why the closes read as sideways beside swings that step one way', () => {
    const text = structureConflict({
      direction: 'sideways',
      structure: 'higher highs and higher lows',
      window: 50,
    });
    expect(text).toContain('the closes of the last 50 bars still read as sideways');
    expect(text).toContain('the last two highs and lows');
  });
});
