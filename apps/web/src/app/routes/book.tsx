import { Suspense, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Listing } from '@second-shelf/shared';
import { RequireAuth } from '../../components/guards.js';
import { LazyBookingModal } from '../../features/bookings/components/lazy-booking-modal.js';
import { LoadingScreen } from '../../components/loading-screen.js';
import { NotFound } from '../../components/not-found.js';
import { ApiError } from '../../lib/api-client.js';
import { useUser } from '../../lib/auth.js';
import { useBook } from '../../features/catalog/api/get-book.js';
import { BookDetails, BookNow } from '../../features/catalog/components/book-details.js';
import { MoreFromSeller } from '../../features/catalog/components/more-from-seller.js';
import { ReportButton } from '../../features/reports/components/report-button.js';
import { heartsFor } from '../../features/wishlist/components/hearts.js';
import type { Viewer } from '../../features/catalog/components/book-card.js';

function BookScreen({
  id,
  viewer,
  onBook,
  saveButtonOf,
}: {
  id: string;
  viewer: Viewer;
  onBook: (book: Listing) => void;
  /** A buyer's heart for a book (the wishlist's); none for anyone else. */
  saveButtonOf: ((book: Listing) => ReactNode) | undefined;
}) {
  const book = useBook(id);
  if (book.isPending) return <LoadingScreen />;
  if (book.isError) {
    // A book that is not there, or not the viewer's to see (hidden by its seller).
    if (book.error instanceof ApiError && book.error.status === 404) return <NotFound />;
    return (
      <p role="alert" className="px-4 py-12 text-center text-red-800">
        The book could not be loaded. Please try again later.
      </p>
    );
  }
  return (
    <>
      <BookDetails book={book.data}>
        <BookNow book={book.data} viewer={viewer} onBook={onBook} />
        {saveButtonOf?.(book.data)}
        {viewer && viewer.id !== book.data.seller_id && (
          <ReportButton target={{ kind: 'book', productId: book.data._id, name: book.data.book_name }} />
        )}
      </BookDetails>
      <MoreFromSeller book={book.data} viewer={viewer} onBook={onBook} saveButtonOf={saveButtonOf} />
    </>
  );
}

/**
 * A book's page (/book/:id), for signed-in people: the book (catalog) with the row of what the viewer
 * can do with it (Book Now, a buyer's heart, Report), the seller's other books, and "Book Now"
 * opening the booking form (bookings).
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: user } = useUser();
  const [selected, setSelected] = useState<Listing | null>(null);
  return (
    <RequireAuth>
      <BookScreen
        key={id}
        id={id}
        viewer={user ?? null}
        onBook={setSelected}
        saveButtonOf={heartsFor(user)}
      />
      {selected && user && (
        <Suspense>
          <LazyBookingModal book={selected} user={user} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </RequireAuth>
  );
}
