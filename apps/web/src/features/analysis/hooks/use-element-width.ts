import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The rendered width of an element in CSS pixels, kept current as it resizes. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    // the border box, as measured above: a padded element (the tag margin beside a chart) must
    // not change width between the first measure and the next
    const ro = new ResizeObserver(() => setWidth(el.getBoundingClientRect().width));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}
