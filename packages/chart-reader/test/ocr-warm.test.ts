import { afterAll, describe, expect, it } from 'vitest';
import {
  closeSharedLabelReader,
  sharedLabelReader,
  warmSharedLabelReader,
} from '../src/node/index.ts';
import { blank, text } from './raster.ts';

afterAll(closeSharedLabelReader);

describe('warming the shared label reader when a worker starts', () => {
  it('loads the engine once, and the reader it leaves reads labels', async () => {
    const ms = await warmSharedLabelReader();
    expect(Number.isFinite(ms)).toBe(true);
    const reader = await sharedLabelReader();
    // the same warm reader, not a second one
    expect(await sharedLabelReader()).toBe(reader);
    expect(reader.engine).toBe('paddle');
    const img = blank(90, 24, [255, 255, 255]);
    text(img, '1.0850', 6, 6, 12, [20, 20, 20]);
    const [read] = await reader.read([img]);
    expect(read!.text.trim()).toBe('1.0850');
  }, 60_000);
});
