import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/**
 * The element's box once the page stands still: a result is scrolled into view smoothly, so a
 * box measured during the scroll is where the element was, not where a finger will find it.
 */
export async function stillBox(
  locator: Locator,
  /** What the still box must show too (e.g. clear of a sticky header). */
  also: (box: { x: number; y: number; width: number; height: number }) => boolean = () => true,
) {
  let box = (await locator.boundingBox())!;
  await expect
    .poll(async () => {
      const now = (await locator.boundingBox())!;
      const still = now.x === box.x && now.y === box.y;
      box = now;
      return still && also(now);
    })
    .toBe(true);
  return box;
}
