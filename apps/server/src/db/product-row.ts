import { sql } from 'drizzle-orm';
import type { Product } from '@second-shelf/shared';
import { products, user } from './schema.js';
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
export const productColumns = {
  _id: products.id,
  seq: products.seq,
  category_id: products.categoryId,
  category_name: products.categoryName,
  book_name: products.bookName,
  image_url: products.imageUrl,
  original_price: products.originalPrice,
  resell_price: products.resellPrice,
  used: products.used,
  location: products.location,
  product_condition: products.productCondition,
  posted_time: products.postedTime,
  seller_name: products.sellerName,
  seller_email: products.sellerEmail,
  status: products.status,
  author: products.author,
  isbn: products.isbn,
  format: products.format,
  language: products.language,
  seller_id: products.sellerId,
  seller_verified:
    sql<boolean>`coalesce((select ${user.verifiedAt} is not null from ${user} where ${user.id} = ${products.sellerId}), false)`.as(
      'seller_verified',
    ),
};

export type ProductRow = Product & { seq: number };

/** A book read with user-rating.ts's ratingColumns (user_ratings left joined on its seller), as served. */
export function withSellerRating<T extends { rating_count: unknown; rating_total: unknown }>(
  row: T,
): Omit<T, 'rating_count' | 'rating_total'> & { seller_rating: Product['seller_rating'] } {
  const { rating_count, rating_total, ...book } = row;
  return { ...book, seller_rating: ratingOf(rating_count, rating_total) };
}
