import { useSyncExternalStore } from 'react';

// A phone or tablet: the main pointer is a finger and nothing hovers, so there is nothing to drop.
const QUERY = '(hover: none) and (pointer: coarse)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a touch screen without a mouse. */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
