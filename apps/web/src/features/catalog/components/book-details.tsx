import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Listing, ListingDetail } from '@second-shelf/shared';
import { CONDITION_NOTE_LABELS } from '@second-shelf/shared/listing-terms';
import { RatingSummary } from '../../../components/star-rating.js';
import { VerifiedTick } from '../../../components/verified-tick.js';
import { formatDate, formatPrice } from '../../../lib/format.js';
import { BookGallery } from './book-gallery.js';
import type { Viewer } from './book-card.js';
import { BookMeta } from './book-meta.js';

const STATUS_LABELS: Record<Listing['status'], string> = {
  available: 'On sale',
  booked: 'Booked',
  sold: 'Sold',
  hidden: 'Hidden: buyers do not see it',
  held: 'Held: on sale once the seller confirms their email',
};

const STATUS_STYLES: Record<Listing['status'], string> = {
  available: 'bg-emerald-100 text-emerald-900',
  booked: 'bg-amber-100 text-amber-900',
  sold: 'bg-stone-200 text-stone-900',
  hidden: 'bg-stone-100 text-stone-700 ring-1 ring-stone-300',
  held: 'bg-sky-100 text-sky-900',
};

const FORMAT_LABELS: Record<Listing['format'], string> = {
  paperback: 'Paperback',
  hardcover: 'Hardcover',
  other: 'Other',
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-bold tracking-wide text-stone-600 uppercase">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * What the viewer can do about a copy on sale: anyone else books it ("Book Now"), its seller manages
 * it. Nothing once it is not on sale: its state says why.
 */
export function BookNow({
  book,
  viewer,
  onBook,
}: {
  book: Listing;
  viewer: Viewer;
  onBook: (book: Listing) => void;
}) {
  if (viewer?.id === book.seller_id) {
    return (
      <Link to="/myproducts" className="btn-secondary">
        Your book: manage it in My Products
      </Link>
    );
  }
  if (book.status !== 'available') return null;
  return (
    <button type="button" className="btn-primary" onClick={() => onBook(book)}>
      Book Now
    </button>
  );
}

/** The viewer's own open booking of the copy, where Book Now was: "Requested · View booking". */
export function YourBooking({ book }: { book: ListingDetail }) {
  const booking = book.viewer_booking;
  if (!booking) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 font-semibold text-stone-900">
      <span>{booking.state === 'requested' ? 'Requested' : 'Accepted'}</span>
      <span aria-hidden="true">·</span>
      <Link to={`/bookings/${encodeURIComponent(booking._id)}`} className="btn-primary">
        View booking
      </Link>
    </p>
  );
}

/**
 * A book's page: every photo, every field, the state, the seller with their rating, and `children`,
 * the row of what the viewer can do with the book, which the screen composes (Book Now and the
 * other features' buttons).
 */
export function BookDetails({ book, children }: { book: ListingDetail; children: ReactNode }) {
  const photos = book.photos.length > 0 ? book.photos : [book.image_url];
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[20rem_minmax(0,1fr)]">
      <BookMeta book={book} />
      <BookGallery title={book.book_name} photos={photos} />
      <div className="flex min-w-0 flex-col items-start gap-4">
        <div>
          <Link
            to={`/category/${encodeURIComponent(book.category_id)}`}
            className="inline-flex min-h-11 items-center text-sm font-bold tracking-widest text-brand uppercase hover:underline"
          >
            {book.category_name}
          </Link>
          <h1 className="font-serif text-3xl font-bold break-words text-stone-900">{book.book_name}</h1>
          {book.author && <p className="text-lg text-stone-700">by {book.author}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-3xl font-bold text-brand-dark">
            <span className="sr-only">Resell price: </span>
            {formatPrice(book.resell_price)}
          </p>
          <span className={`rounded-full px-3 py-0.5 text-sm font-bold ${STATUS_STYLES[book.status]}`}>
            <span className="sr-only">State: </span>
            {STATUS_LABELS[book.status]}
            {book.sold_at && (
              <>
                {' on '}
                <time dateTime={book.sold_at}>{formatDate(book.sold_at)}</time>
              </>
            )}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-3">{children}</div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
          <span>
            Seller:{' '}
            <Link
              to={`/users/${encodeURIComponent(book.seller_id)}`}
              className="font-semibold text-brand-dark underline"
            >
              {book.seller_name}
            </Link>
            {book.seller_verified && <VerifiedTick className="ml-1 size-4" />}
          </span>
          <RatingSummary average={book.seller_rating.average} count={book.seller_rating.count} />
        </p>
        <dl className="grid w-full gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term="Condition">
            <span className="capitalize">{book.product_condition}</span>
          </Detail>
          <Detail term="Format">{FORMAT_LABELS[book.format]}</Detail>
          <Detail term="Language">{book.language}</Detail>
          <Detail term="ISBN">{book.isbn ?? 'Not given'}</Detail>
          <Detail term="Category">
            <Link
              to={`/category/${encodeURIComponent(book.category_id)}`}
              className="inline-flex min-h-11 items-center text-brand-dark underline"
            >
              {book.category_name}
            </Link>
          </Detail>
          <Detail term="Location">{book.location}</Detail>
          {book.publisher && <Detail term="Publisher">{book.publisher}</Detail>}
          {book.published_year !== null && <Detail term="Year">{book.published_year}</Detail>}
          {book.used > 0 && (
            <Detail term="Used">
              {book.used} {book.used === 1 ? 'year' : 'years'}
            </Detail>
          )}
          {book.original_price > 0 && (
            <Detail term="Original price">{formatPrice(book.original_price)}</Detail>
          )}
          <Detail term="Resell price">{formatPrice(book.resell_price)}</Detail>
          <Detail term="Posted">
            <time dateTime={book.posted_time}>{book.posted_time}</time>
          </Detail>
        </dl>
        {book.condition_notes.length > 0 && (
          <section aria-labelledby="book-condition-notes" className="w-full">
            <h2 id="book-condition-notes" className="mb-2 font-serif text-xl font-bold text-stone-900">
              What to know about this copy
            </h2>
            <ul className="flex flex-wrap gap-2">
              {book.condition_notes.map((note) => (
                <li
                  key={note}
                  className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
                >
                  {CONDITION_NOTE_LABELS[note]}
                </li>
              ))}
            </ul>
          </section>
        )}
        {book.description && (
          <section aria-labelledby="book-description" className="w-full">
            <h2 id="book-description" className="mb-2 font-serif text-xl font-bold text-stone-900">
              About this copy
            </h2>
            <p className="break-words whitespace-pre-line text-stone-800">{book.description}</p>
          </section>
        )}
      </div>
    </article>
  );
}
