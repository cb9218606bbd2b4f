import { lazy, Suspense, type ReactNode } from 'react';
import type { Listing } from '@second-shelf/shared';
import { AfterHydration } from '../../../components/after-hydration.js';
import type { SessionUser } from '../../../lib/auth.js';

// A buyer's hearts come once the page is drawn: they wait for the saved ids anyway, and a chunk a
// screen imported statically would be named in the first page's JavaScript (its preload list).
const WishlistButton = lazy(() =>
  import('./wishlist-button.js').then((module) => ({ default: module.WishlistButton })),
);

/**
 * The heart of each book card, drawn after hydration: a signed-in person's saves the book (not their
 * own); a visitor's calls `signInFirst` (to sign in, then save it). None while the session is unknown.
 */
export function heartsFor(
  user: SessionUser | null | undefined,
  signInFirst: (book: Listing) => void,
): ((book: Listing) => ReactNode) | undefined {
  if (user === undefined) return undefined;
  return (book) => (
    <AfterHydration>
      <Suspense>
        <WishlistButton book={book} viewer={user} signInFirst={() => signInFirst(book)} />
      </Suspense>
    </AfterHydration>
  );
}
