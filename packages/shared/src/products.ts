import { z } from 'zod';
import { CATEGORY_IDS, CATEGORY_NAMES } from './categories.js';
import { numberInput } from './common.js';

export const PRODUCT_CONDITIONS = ['excellent', 'good', 'fair'] as const;
export const PRODUCT_STATUSES = ['available', 'booked', 'sold'] as const;

export const PRICE_MAX = 1_000_000;
export const USED_YEARS_MAX = 200;
export const BOOK_NAME_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 120;

const money = (label: string) =>
  numberInput(label)
    .pipe(
      z.number().min(0, `${label} cannot be negative`).max(PRICE_MAX, `${label} must be at most $1,000,000`),
    )
    .transform((value) => Math.round(value * 100) / 100);

/**
 * A picture is either one of ours (a path) or an https address given by the seller: the pages'
 * Content-Security-Policy shows pictures from this site and from https only, so an http:// one
 * could never show.
 */
export const imageUrlSchema = z
  .string({ message: 'Image url is required' })
  .trim()
  .min(1, 'Image url is required')
  .max(2048, 'Image url must be at most 2048 characters')
  .refine(
    (value) => !/^http:\/\//i.test(value),
    'Image url must use https://: browsers block http:// pictures on these pages',
  )
  .refine(
    (value) =>
      /^http:\/\//i.test(value) || /^\/[^/\\\s][^\s]*$/.test(value) || /^https:\/\/[^\s]+$/i.test(value),
    'Image url must start with https:// or / and contain no spaces',
  );

/**
 * The add-item form of spec 3/5. `seller_name`, `seller_email` and `posted_time` are accepted
 * for compatibility but the server takes them from the session and its own clock.
 */
export const addProductSchema = z.object({
  category_id: z.enum(CATEGORY_IDS, { message: 'Category id must be 1, 2 or 3' }),
  category_name: z.enum(CATEGORY_NAMES, { message: 'Please choose a category name' }),
  book_name: z
    .string({ message: 'Book name is required' })
    .trim()
    .min(1, 'Book name is required')
    .max(BOOK_NAME_MAX_LENGTH, `Book name must be at most ${BOOK_NAME_MAX_LENGTH} characters`),
  image_url: imageUrlSchema,
  original_price: money('Original price'),
  resell_price: money('Resell price'),
  used: numberInput('Used for').pipe(
    z
      .number()
      .min(0, 'Used for cannot be negative')
      .max(USED_YEARS_MAX, `Used for must be at most ${USED_YEARS_MAX} years`),
  ),
  location: z
    .string({ message: 'Location is required' })
    .trim()
    .min(1, 'Location is required')
    .max(LOCATION_MAX_LENGTH, `Location must be at most ${LOCATION_MAX_LENGTH} characters`),
  product_condition: z.enum(PRODUCT_CONDITIONS, { message: 'Condition must be excellent, good or fair' }),
  posted_time: z
    .string({ message: 'Posted time must be text' })
    .max(64, 'Posted time must be at most 64 characters')
    .optional(),
  seller_name: z
    .string({ message: 'Seller name must be text' })
    .max(200, 'Seller name must be at most 200 characters')
    .optional(),
  seller_email: z
    .string({ message: 'Seller email must be text' })
    .max(254, 'Seller email must be at most 254 characters')
    .optional(),
});
export type AddProductInput = z.input<typeof addProductSchema>;

/** A book as the catalogue, the seller and the booking modal see it. */
export const productSchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  book_name: z.string(),
  image_url: z.string(),
  original_price: z.number(),
  resell_price: z.number(),
  used: z.number(),
  location: z.string(),
  product_condition: z.enum(PRODUCT_CONDITIONS),
  posted_time: z.string(),
  seller_name: z.string(),
  seller_email: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  /** The seller's profile (/users/:id) and their reviews so far (average null before the first). */
  seller_id: z.string(),
  seller_rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type Product = z.infer<typeof productSchema>;

/** A listing in its seller's My Products: with the booking it is in (open or completed), if any. */
export const myProductSchema = productSchema.extend({ bookingId: z.string().nullable() });
export type MyProduct = z.infer<typeof myProductSchema>;
