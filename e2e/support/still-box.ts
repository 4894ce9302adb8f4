import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/** Two animation frames in the element's page: whatever was laid out meanwhile is painted. */
function nextFrames(locator: Locator): Promise<void> {
  return locator.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * The element's box once the page stands still: a result is scrolled into view smoothly, so a
 * box measured during the scroll is where the element was, not where a finger will find it. Two
 * measures count as still only with frames painted between them (two measures in one frame
 * always agree), and only when neither the place nor the size moved.
 */
export async function stillBox(
  locator: Locator,
  /** What the still box must show too (e.g. clear of a sticky header). */
  also: (box: { x: number; y: number; width: number; height: number }) => boolean = () => true,
) {
  let box = (await locator.boundingBox())!;
  await expect
    .poll(async () => {
      await nextFrames(locator);
      const now = (await locator.boundingBox())!;
      const still =
        now.x === box.x && now.y === box.y && now.width === box.width && now.height === box.height;
      box = now;
      return still && also(now);
    })
    .toBe(true);
  return box;
}
