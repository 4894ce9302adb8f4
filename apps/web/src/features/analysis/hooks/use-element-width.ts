import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The element's laid-out width: its border box as drawn, unless a transform scales it (a chart
 * pinch-zoomed in the full-size view), when the width before the transform is the one wanted.
 */
function widthOf(el: HTMLElement): number {
  const drawn = el.getBoundingClientRect().width;
  const laid = el.offsetWidth;
  return laid > 0 && Math.abs(drawn - laid) > 1 ? laid : drawn;
}

/** The rendered width of an element in CSS pixels, kept current as it resizes. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(widthOf(el));
    if (typeof ResizeObserver === 'undefined') return;
    // the border box, as measured above: a padded element (the tag margin beside a chart) must
    // not change width between the first measure and the next
    const ro = new ResizeObserver(() => setWidth(widthOf(el)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}
