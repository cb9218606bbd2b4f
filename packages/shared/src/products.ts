import { z } from 'zod';
import { CATEGORY_IDS, CATEGORY_NAMES } from './categories.js';
import { numberInput } from './common.js';

export const PRODUCT_CONDITIONS = ['excellent', 'good', 'fair'] as const;
export const PRODUCT_STATUSES = ['available', 'booked', 'sold'] as const;

const money = (label: string) =>
  numberInput(label)
    .pipe(z.number().min(0, `${label} cannot be negative`).max(1_000_000, `${label} is too large`))
    .transform((value) => Math.round(value * 100) / 100);

/**
 * A picture is either one of ours (a path) or an https address given by the seller: the pages'
 * Content-Security-Policy shows pictures from this site and from https only, so an http:// one
 * could never show.
 */
export const imageUrlSchema = z
  .string()
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
  book_name: z.string().trim().min(1, 'Book name is required').max(200),
  image_url: imageUrlSchema,
  original_price: money('Original price'),
  resell_price: money('Resell price'),
  used: numberInput('Used for').pipe(
    z.number().min(0, 'Used for cannot be negative').max(200, 'Used for is too large'),
  ),
  location: z.string().trim().min(1, 'Location is required').max(120),
  product_condition: z.enum(PRODUCT_CONDITIONS, { message: 'Condition must be excellent, good or fair' }),
  posted_time: z.string().max(64).optional(),
  seller_name: z.string().max(200).optional(),
  seller_email: z.string().max(254).optional(),
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
});
export type Product = z.infer<typeof productSchema>;
