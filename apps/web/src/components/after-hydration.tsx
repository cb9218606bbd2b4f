import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Draws its children in the browser only, after a page drawn on the server is hydrated (at once on
 * a page the browser draws alone), as the navigation's bell is: for what the server's page does not
 * carry, such as a person's saved books, which would otherwise be guessed wrong and then corrected.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const isBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return isBrowser ? children : null;
}
