import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useElementWidth } from './use-element-width.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useElementWidth', () => {
  it('keeps measuring the border box when the element resizes (padding included)', () => {
    let notify: (() => void) | null = null;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: (entries: { contentRect: { width: number } }[]) => void) {
          // what the browser reports: the content box, without the element's padding
          notify = () => cb([{ contentRect: { width: 300 } }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const el = document.createElement('div');
    el.getBoundingClientRect = () => ({ width: 400 }) as DOMRect;
    const ref = { current: el };
    const { result } = renderHook(() => useElementWidth(ref));
    expect(result.current).toBe(400);
    el.getBoundingClientRect = () => ({ width: 420 }) as DOMRect;
    act(() => notify?.());
    expect(result.current).toBe(420);
  });
});
