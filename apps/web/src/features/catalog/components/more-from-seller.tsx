import type { ReactNode } from 'react';
import type { Listing, ListingDetail } from '@second-shelf/shared';
import { BookCard, type Viewer } from './book-card.js';

/** A book page's "More from {seller}": the seller's other books on sale, as cards; none, nothing. */
export function MoreFromSeller({
  book,
  viewer,
  onBook,
  saveButtonOf,
}: {
  book: ListingDetail;
  viewer: Viewer;
  onBook: (book: Listing) => void;
  /** The screen's heart for each card (the wishlist's). */
  saveButtonOf?: (book: Listing) => ReactNode;
}) {
  if (book.more_from_seller.length === 0) return null;
  return (
    <section aria-labelledby="more-from-seller" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="more-from-seller" className="mb-6 font-serif text-2xl font-bold text-stone-900">
        More from {book.seller_name}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {book.more_from_seller.map((other) => (
          <li key={other._id}>
            <BookCard book={other} viewer={viewer} onBook={onBook} saveButton={saveButtonOf?.(other)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
