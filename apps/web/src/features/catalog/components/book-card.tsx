import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Listing, SessionUser } from '@second-shelf/shared';
import { CONDITION_NOTE_LABELS } from '@second-shelf/shared/listing-terms';
import { CARD_PHOTO_SIZES } from '@second-shelf/shared/photo-urls';
import { CoverImage } from '../../../components/cover-image.js';
import { VerifiedTick } from '../../../components/verified-tick.js';
import { formatPrice } from '../../../lib/format.js';

const CONDITION_STYLES: Record<Listing['product_condition'], string> = {
  excellent: 'bg-emerald-100 text-emerald-900',
  good: 'bg-sky-100 text-sky-900',
  fair: 'bg-amber-100 text-amber-900',
};

/**
 * How soon the cover loads: 'high' for the page's likely largest paint (fetched first), 'eager' for
 * the rest of the first screen, 'lazy' for covers further down, fetched as they are scrolled to.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** Who is looking: everyone books, but never their own books. */
export type Viewer = Pick<SessionUser, 'id'> | null;

/** The seller's reviews so far, beside their name: nothing before the first. */
function SellerRating({ rating }: { rating: Listing['seller_rating'] }) {
  if (rating.count === 0 || rating.average === null) return null;
  const average = rating.average.toFixed(1);
  return (
    <span className="ml-1 whitespace-nowrap text-amber-800">
      <span aria-hidden="true">
        ★ {average} ({rating.count})
      </span>
      <span className="sr-only">
        rated {average} out of 5 from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
      </span>
    </span>
  );
}

export function BookCard({
  book,
  viewer,
  onBook,
  imagePriority = 'lazy',
  saveButton,
}: {
  book: Listing;
  viewer: Viewer;
  onBook: (book: Listing) => void;
  imagePriority?: ImagePriority;
  /** The screen's heart for this book (the wishlist's), over the cover's corner. */
  saveButton?: ReactNode;
}) {
  return (
    // Every card of a row is as tall as the tallest: long titles are clamped to two lines, and long
    // words wrap instead of running out of the card.
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="relative">
        <CoverImage
          src={book.image_url}
          alt={`Cover of ${book.book_name}`}
          sizes={CARD_PHOTO_SIZES}
          width={300}
          height={450}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'high' ? 'high' : undefined}
          className="h-44 w-full bg-stone-100 object-contain p-2 sm:h-64"
        />
        <span
          className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-bold capitalize sm:top-3 sm:left-3 sm:px-3 sm:py-1 ${CONDITION_STYLES[book.product_condition]}`}
        >
          {book.product_condition}
        </span>
        {saveButton && <div className="absolute top-2 right-2">{saveButton}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {/* A long title is cut after two lines (the heading keeps it whole for screen readers). */}
        <h2 className="font-serif text-base leading-snug font-bold text-stone-900 sm:text-lg">
          {/* A 44 px target however short the title. */}
          <Link
            to={`/book/${encodeURIComponent(book._id)}`}
            className="-my-1 flex min-h-11 items-center hover:text-brand-dark hover:underline"
          >
            <span className="line-clamp-2">{book.book_name}</span>
          </Link>
        </h2>
        {book.author && <p className="-mt-1 line-clamp-1 text-sm text-stone-700">by {book.author}</p>}
        {/* Two cards a row on a phone: the cover, title, author, condition, price and heart; the
            other facts are on the book's page. */}
        <p className="hidden text-xs text-stone-600 sm:block">
          Posted <time dateTime={book.posted_time}>{book.posted_time}</time>
        </p>
        <dl className="hidden grid-cols-1 gap-1 text-sm text-stone-700 sm:grid">
          <div className="line-clamp-2">
            <dt className="inline font-semibold">Seller: </dt>
            <dd className="inline">
              <Link
                to={`/users/${encodeURIComponent(book.seller_id)}`}
                className="underline hover:text-brand-dark"
              >
                {book.seller_name}
              </Link>
              {book.seller_verified && <VerifiedTick className="ml-1 size-4" />}
              <SellerRating rating={book.seller_rating} />
            </dd>
          </div>
          <div>
            <dt className="sr-only">Location</dt>
            <dd className="line-clamp-2">{book.location}</dd>
          </div>
          {/* Not given by the seller (0): not shown. */}
          {book.used > 0 && (
            <div>
              <dt className="inline">Used: </dt>
              <dd className="inline">
                {book.used} {book.used === 1 ? 'year' : 'years'}
              </dd>
            </div>
          )}
          {book.original_price > 0 && (
            <div>
              <dt className="inline">Original price: </dt>
              <dd className="inline">{formatPrice(book.original_price)}</dd>
            </div>
          )}
          {/* What the seller noted of the copy: on the wider card only, the phone's stays short. */}
          {book.condition_notes.length > 0 && (
            <div>
              <dt className="sr-only">Condition notes: </dt>
              <dd className="text-xs font-semibold text-amber-900">
                {book.condition_notes.map((note) => CONDITION_NOTE_LABELS[note]).join(' · ')}
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-auto flex flex-col items-stretch gap-2 pt-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-3">
          <p className="text-xl font-bold text-brand-dark sm:text-2xl">
            <span className="sr-only">Resell price: </span>
            {formatPrice(book.resell_price)}
          </p>
          {viewer?.id === book.seller_id ? (
            <p className="font-semibold text-stone-700">Your book</p>
          ) : (
            // A saved book no longer on sale (the wishlist's cards) has nothing to book.
            book.status === 'available' && (
              <button type="button" className="btn-primary" onClick={() => onBook(book)}>
                Book Now
              </button>
            )
          )}
        </div>
      </div>
    </article>
  );
}
