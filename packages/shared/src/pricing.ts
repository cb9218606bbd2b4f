import { z } from './zod-in-browsers.js';
import { isbnField } from './isbn.js';

/** From how many sales in the past year the suggestion shows what copies sold for. */
export const PRICE_SUGGESTION_MIN_SALES = 3;

/**
 * GET /api/price-suggestion: the book by its ISBN, or by its title and author when it has none
 * (both then, compared without case or surrounding spaces).
 */
export const priceSuggestionQuerySchema = z
  .object({
    isbn: isbnField.optional(),
    title: z
      .string()
      .trim()
      .min(1, 'title must not be empty')
      .max(200, 'title must be at most 200 characters')
      .optional(),
    author: z.string().trim().max(200, 'author must be at most 200 characters').optional(),
  })
  .refine((query) => query.isbn !== undefined || query.title !== undefined, {
    message: 'Give an isbn, or a title (and its author)',
  });

/**
 * What copies of the book sold for here (completed bookings in the past year): the middle half of
 * the prices (25th to 75th percentile) and the median, from PRICE_SUGGESTION_MIN_SALES sales on
 * (null before); and the lowest price of a copy on sale now (null when none is).
 */
export const priceSuggestionSchema = z.object({
  sales: z
    .object({
      count: z.number().int(),
      low: z.number(),
      median: z.number(),
      high: z.number(),
    })
    .nullable(),
  onSaleFrom: z.number().nullable(),
});
export type PriceSuggestion = z.infer<typeof priceSuggestionSchema>;
