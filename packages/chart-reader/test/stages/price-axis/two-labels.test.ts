import { describe, expect, it } from 'vitest';
import { plausibleTwoLabels } from '../../../src/stages/price-axis/two-labels.ts';

const label = (text: string, height = 9) => ({ value: Number(text), text, height });

describe('two labels alone as a price scale', () => {
  it('takes two labels written alike, or a label and the last price’s pill', () => {
    expect(plausibleTwoLabels(label('80.0'), label('60.0'))).toBe(true);
    expect(plausibleTwoLabels(label('132800'), label('132450'))).toBe(true);
    expect(plausibleTwoLabels(label('0.0030000'), label('0.0027543'))).toBe(true);
  });

  it('refuses a headline’s letters read as digits beside a label', () => {
    expect(plausibleTwoLabels(label('22200'), label('21.5'))).toBe(false);
    expect(plausibleTwoLabels(label('12.75'), label('0.02'))).toBe(false);
    expect(plausibleTwoLabels(label('8'), label('1'))).toBe(false);
    expect(plausibleTwoLabels(label('9', 10), label('8', 6))).toBe(false);
  });
});
