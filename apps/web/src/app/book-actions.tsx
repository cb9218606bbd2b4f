import { Suspense, useState, type ReactNode } from 'react';
import type { Listing } from '@second-shelf/shared';
import { LazyBookingModal } from '../features/bookings/components/lazy-booking-modal.js';
import { heartsFor } from '../features/wishlist/components/hearts.js';
import { useUser } from '../lib/auth.js';
import { useSignInFirst } from '../lib/sign-in-first.js';

/**
 * What a screen of books lets its viewer do with each: Book Now opens the booking form for a
 * signed-in person, and asks a visitor to sign in first (back on the book's page, the form opens);
 * the hearts are a buyer's, or ask a visitor to sign in the same way. `modal` is the booking form,
 * to draw beside the books.
 */
export function useBookActions(): {
  onBook: (book: Listing) => void;
  saveButtonOf: ((book: Listing) => ReactNode) | undefined;
  /** Opens the booking form for a book (a signed-in person's), as after signing in to book it. */
  openBooking: (book: Listing) => void;
  modal: ReactNode;
} {
  const { data: user } = useUser();
  const [selected, setSelected] = useState<Listing | null>(null);
  const signInFirst = useSignInFirst();
  return {
    onBook: user ? setSelected : (book) => signInFirst('book', book),
    saveButtonOf: heartsFor(user, (book) => signInFirst('save', book)),
    openBooking: setSelected,
    modal: selected && user && (
      <Suspense>
        <LazyBookingModal book={selected} user={user} onClose={() => setSelected(null)} />
      </Suspense>
    ),
  };
}
