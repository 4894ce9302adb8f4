import { describe, expect, it } from 'vitest';
import { bandOf, calibrate } from './calibration.ts';

describe('verdict calibration', () => {
  it('puts each confidence in its band, 1 in the last', () => {
    expect([0, 0.49, 0.5, 0.69, 0.7, 0.84, 0.85, 1].map(bandOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('counts refusals, acceptable refusals and the acceptable share per band', () => {
    const c = calibrate([
      { accepted: true, confidence: 0.9, acceptable: true },
      { accepted: true, confidence: 0.95, acceptable: false },
      { accepted: true, confidence: 0.6, acceptable: true },
      { accepted: false, confidence: 0.2, acceptable: true },
      { accepted: null, confidence: null, acceptable: false },
    ]);
    expect(c).toMatchObject({
      charts: 5,
      accepted: 3,
      refused: 2,
      refusedAcceptable: 1,
      acceptedUnacceptable: 1,
    });
    expect(c.bands[3]).toMatchObject({ accepted: 2, acceptable: 1, rate: 0.5 });
    expect(c.bands[1]).toMatchObject({ accepted: 1, acceptable: 1, rate: 1 });
    expect(Number.isNaN(c.bands[0]?.rate)).toBe(true);
  });

  it('counts apart the charts refused, rightly, for showing fewer candles than the analysis needs', () => {
    const c = calibrate([
      { accepted: false, confidence: 0, acceptable: true, fewShown: true },
      { accepted: false, confidence: 0, acceptable: true },
      { accepted: true, confidence: 0.9, acceptable: true },
    ]);
    expect(c).toMatchObject({ charts: 3, refused: 2, refusedAcceptable: 2, refusedFew: 1 });
  });
});
