import { z } from './zod-in-browsers.js';
import { listingSchema } from './listings.js';

/**
 * How many books one person may keep saved: the hearts read every saved id at once
 * (GET /api/wishlist/ids), so the list has to stay small enough to send whole.
 */
export const WISHLIST_MAX = 500;
/** How many "Tell me when another copy is listed" one person may keep: their list is sent whole. */
export const COPY_ALERTS_MAX = 100;

const productId = z
  .string({ message: 'productId is required' })
  .trim()
  .min(1, 'productId is required')
  .max(64, 'productId must be at most 64 characters');

/** PUT and DELETE /api/wishlist/:productId. */
export const wishlistParamsSchema = z.object({ productId });

/**
 * A saved book as /mywishlist shows it: the book as it is now (its status says whether it is on
 * sale, booked, sold or hidden by its seller), the price it had when it was saved, and the alert for
 * another copy of it, when one is set.
 */
export const wishlistItemSchema = listingSchema.extend({
  savedPrice: z.number(),
  savedAt: z.string(),
  /** The person's "Tell me when another copy is listed" for this book (its ISBN, or title and author). */
  alertId: z.string().nullable(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Every saved book's id, for the hearts on the cards (at most WISHLIST_MAX, the latest first). */
export const wishlistIdsSchema = z.object({ productIds: z.array(z.string()) });
export type WishlistIds = z.infer<typeof wishlistIdsSchema>;

/** POST /api/alerts: the alert is made from this book's ISBN, or from its title and author. */
export const createCopyAlertSchema = z.object({ productId });
export type CreateCopyAlertInput = z.input<typeof createCopyAlertSchema>;

/** "Tell me when another copy is listed", as the person asked it. */
export const copyAlertSchema = z.object({
  _id: z.string(),
  /** ISBN-13: any copy listed with it matches. Null: a copy with the same title and author does. */
  isbn: z.string().nullable(),
  bookName: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type CopyAlert = z.infer<typeof copyAlertSchema>;
