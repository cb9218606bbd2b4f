import { sql } from 'drizzle-orm';
import type { Listing } from '@second-shelf/shared';
import { listings, user } from './schema.js';
import { ratingOf } from './user-rating.js';

/**
 * The columns a book is served with, named as the specification names them, and its seller's id
 * (their profile). The seller's rating comes from user_ratings, joined: see withSellerRating.
 *
 * Whether the seller is verified is read from their user row by its primary key, in the list of
 * every read that serves books (the category page's statement, search, My Products, a book's page,
 * and any list made later from these columns), so that no read can serve a book without it. A
 * scalar subquery, not EXISTS: the planner could turn an EXISTS into a hashed scan of every user.
 */
export const listingColumns = {
  _id: listings.id,
  seq: listings.seq,
  category_id: listings.categoryId,
  category_name: listings.categoryName,
  book_name: listings.bookName,
  image_url: listings.imageUrl,
  original_price: listings.originalPrice,
  resell_price: listings.resellPrice,
  used: listings.used,
  location: listings.location,
  product_condition: listings.productCondition,
  posted_time: listings.postedTime,
  seller_name: listings.sellerName,
  seller_email: listings.sellerEmail,
  status: listings.status,
  author: listings.author,
  isbn: listings.isbn,
  format: listings.format,
  language: listings.language,
  condition_notes: listings.conditionNotes,
  seller_id: listings.sellerId,
  seller_verified:
    sql<boolean>`coalesce((select ${user.verifiedAt} is not null from ${user} where ${user.id} = ${listings.sellerId}), false)`.as(
      'seller_verified',
    ),
};

export type ListingRow = Listing & { seq: number };

/** A book read with user-rating.ts's ratingColumns (user_ratings left joined on its seller), as served. */
export function withSellerRating<T extends { rating_count: unknown; rating_total: unknown }>(
  row: T,
): Omit<T, 'rating_count' | 'rating_total'> & { seller_rating: Listing['seller_rating'] } {
  const { rating_count, rating_total, ...book } = row;
  return { ...book, seller_rating: ratingOf(rating_count, rating_total) };
}

/** A book without its seller's email. */
export function withoutContact<T extends Listing>(book: T): Omit<T, 'seller_email'> {
  const { seller_email: _email, ...rest } = book;
  return rest;
}

/**
 * A book as `viewer` sees it: its seller's email only for the seller and admins. Anyone else meets
 * the seller through a booking, whose contact details a block hides (booking-row.ts), so that a
 * blocked person cannot read an email off the catalogue either.
 */
export function contactFor(viewer: { id: string; isAdmin: boolean } | null) {
  return <T extends Listing>(book: T): T | Omit<T, 'seller_email'> =>
    viewer && (viewer.isAdmin || book.seller_id === viewer.id) ? book : withoutContact(book);
}
