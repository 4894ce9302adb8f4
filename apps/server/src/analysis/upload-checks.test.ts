import { describe, expect, it } from 'vitest';
import { readingSize } from './upload-checks.ts';

describe('the size a screenshot is read at', () => {
  it('is the upload itself up to the limit', () => {
    expect(readingSize(1920, 1080, 8_294_400)).toEqual({ pixels: 1920 * 1080 });
  });
  it('shrinks a larger screenshot, keeping its shape, to the limit', () => {
    const { pixels, maxSide } = readingSize(6300, 6300, 8_294_400);
    expect(maxSide).toBe(2880);
    expect(pixels).toBeLessThanOrEqual(8_294_400);
    expect(readingSize(5120, 2880, 8_294_400).maxSide).toBe(3840);
  });
});
