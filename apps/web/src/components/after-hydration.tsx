import { startTransition, useEffect, useState, type ReactNode } from 'react';

// Whether what is drawn now may differ from the server's page: never on the server; in the browser,
// except while it hydrates a page the server drew (main.tsx calls hydrationStarts before).
let hydrated = typeof window !== 'undefined';

/** The browser is about to hydrate a page drawn on the server: draw what the server drew. */
export function hydrationStarts(): void {
  hydrated = false;
}

/**
 * False while the server's page is hydrated, then true. The change comes as a transition, so that
 * what it draws (a card's heart for each book, the bell, the search box) is drawn in slices that let
 * the browser answer in between, not in one long task right after hydration (a synchronous change,
 * as `useSyncExternalStore` makes it, took 43-67 ms on a category page here: four times as long on
 * the phone Lighthouse simulates).
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!isHydrated) startTransition(() => setHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}

/**
 * Draws its children in the browser only, after a page drawn on the server is hydrated (at once on
 * a page the browser draws alone), as the navigation's bell is: for what the server's page does not
 * carry, such as a person's saved books, which would otherwise be guessed wrong and then corrected.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
