import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current as the window changes. Where the browser cannot
 * say (the server's render, a test's document without matchMedia), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const canAsk = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (listener) => {
      if (!canAsk) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => (canAsk ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
