import { z } from './zod-in-browsers.js';
import { CATEGORY_IDS, CATEGORY_NAMES } from './categories.js';
import { numberInput } from './common.js';
import { isbnField, isbnProblem, toIsbn13 } from './isbn.js';
import { pictureAddressProblem } from './picture-address.js';
import { lineText, paragraphText } from './user-text.js';
import {
  LISTING_CONDITIONS,
  LISTING_STATUSES,
  BOOK_FORMATS,
  BOOK_LANGUAGES,
  CONDITION_NOTES,
  PRICE_MAX,
  PUBLISHER_MAX_LENGTH,
  PUBLISHED_YEAR_MIN,
  USED_YEARS_MAX,
  BOOK_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  AUTHOR_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  PHOTOS_MAX,
} from './listing-terms.js';

export * from './listing-terms.js';

/**
 * An amount of money: whole cents, so 0.001 is refused rather than stored as 0. A number read from
 * decimal text (19.99 is 1998.9999999999998 cents) is let off by a millionth of a cent.
 */
export const moneyInput = (label: string) =>
  numberInput(label)
    .pipe(
      z
        .number()
        .min(0, `${label} cannot be negative`)
        .max(PRICE_MAX, `${label} must be at most $1,000,000`)
        .refine(
          (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
          `${label} must be in whole cents (at most two decimals)`,
        ),
    )
    .transform((value) => Math.round(value * 100) / 100);

/**
 * A picture is either one of ours (an uploaded photo's or a shipped picture's path) or an https
 * address given by the seller (pictureAddressProblem): the pages' Content-Security-Policy shows
 * pictures from this site and from https only, and no other path of this site is a picture. The
 * server holds addresses on its own origin to the same rule (it knows the origin).
 */
export const imageUrlSchema = z
  .string({ message: 'Image url is required' })
  .trim()
  .min(1, { message: 'Image url is required', abort: true })
  .max(2048, { message: 'Image url must be at most 2048 characters', abort: true })
  .superRefine((value, context) => {
    const problem = pictureAddressProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const bookName = lineText('Book name', BOOK_NAME_MAX_LENGTH, { required: true });
const author = lineText('Author', AUTHOR_MAX_LENGTH, { required: true });

/** An ISBN-10 or ISBN-13 as typed, stored as ISBN-13; empty for none (null). */
const isbn = z
  .string({ message: 'ISBN must be text' })
  .max(40, 'ISBN must be 10 or 13 digits (hyphens and spaces are fine)')
  .nullable()
  .transform((value, context) => {
    if (value === null || value.trim() === '') return null;
    const problem = isbnProblem(value);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return toIsbn13(value);
  });

/** Plain text: shown as text, never as markup; line breaks are kept. */
const description = paragraphText('Description', DESCRIPTION_MAX_LENGTH);

const format = z.enum(BOOK_FORMATS, { message: 'Format must be paperback, hardcover or other' });
const language = z.enum(BOOK_LANGUAGES, { message: 'Please choose a language from the list' });

/** Uploaded photos (POST /api/photos) in the order shown, the cover first. */
const photoIds = z
  .array(z.uuid({ message: 'Photo ids must be the ids given by the upload' }), {
    message: 'Photo ids must be a list',
  })
  .max(PHOTOS_MAX, `A listing has at most ${PHOTOS_MAX} photos`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each photo can be used once');

const location = lineText('Location', LOCATION_MAX_LENGTH, { required: true });

const used = numberInput('Used for').pipe(
  z
    .number()
    .min(0, 'Used for cannot be negative')
    .max(USED_YEARS_MAX, `Used for must be at most ${USED_YEARS_MAX} years`),
);

const condition = z.enum(LISTING_CONDITIONS, { message: 'Condition must be excellent, good or fair' });

const conditionNotes = z
  .array(
    z.enum(CONDITION_NOTES, {
      message: `Condition notes must be among: ${CONDITION_NOTES.join(', ')}`,
    }),
    { message: 'Condition notes must be a list' },
  )
  .refine((notes) => new Set(notes).size === notes.length, 'Each condition note can be ticked once');

const publisher = lineText('Publisher', PUBLISHER_MAX_LENGTH);

/** Left blank (or out, or null): none. */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The edition's year: from PUBLISHED_YEAR_MIN to next year (a book announced ahead); null for none. */
const publishedYear = z.preprocess(
  (value) => (blank(value) ? null : value),
  numberInput('Year')
    .pipe(
      z
        .number()
        .int('Year must be a whole year')
        .min(PUBLISHED_YEAR_MIN, `Year must be ${PUBLISHED_YEAR_MIN} or later`)
        .refine((year) => year <= new Date().getUTCFullYear() + 1, 'Year must be at most next year'),
    )
    .nullable(),
);

/** A number the seller may leave out: 0 then (the pages show nothing for it). */
const optionalAmount = <T extends z.ZodType<number, unknown>>(schema: T) =>
  schema.optional().transform((value) => value ?? 0);

const needsAPicture = (listing: { image_url?: string | undefined; photo_ids?: string[] | undefined }) =>
  (listing.photo_ids?.length ?? 0) > 0 || (listing.image_url ?? '') !== '';

/**
 * The add-item form of the contract, with the book's own data. `seller_name`, `seller_email` and
 * `posted_time` are accepted for compatibility but the server takes them from the session and its
 * own clock. A listing shows uploaded photos (`photo_ids`, its `image_url` becomes the cover's
 * address) or the picture at `image_url`.
 */
export const addListingSchema = z
  .object({
    category_id: z.enum(CATEGORY_IDS, { message: 'Category id must be 1, 2 or 3' }),
    category_name: z.enum(CATEGORY_NAMES, { message: 'Please choose a category name' }),
    book_name: bookName,
    author,
    isbn: isbn.optional().transform((value) => value ?? null),
    publisher: publisher.default(''),
    published_year: publishedYear.optional().transform((value) => value ?? null),
    description: description.default(''),
    format: format.default('paperback'),
    language: language.default('English'),
    photo_ids: photoIds.default([]),
    image_url: imageUrlSchema.optional(),
    original_price: optionalAmount(moneyInput('Original price')),
    resell_price: moneyInput('Resell price'),
    used: optionalAmount(used),
    location,
    product_condition: condition,
    condition_notes: conditionNotes.default([]),
    /** The seller's draft this listing finishes: it is gone once the listing is made. */
    draft_id: z.uuid({ message: 'Draft id must be a draft’s id' }).optional(),
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
  })
  .refine(needsAPicture, { message: 'Add a photo, or give an image url', path: ['image_url'] });
export type AddListingInput = z.input<typeof addListingSchema>;

/**
 * A seller's change to their listing (PATCH /api/products/:id): any of these fields, the others
 * kept. `photo_ids` replaces the photos (the first becomes the cover); an empty list with an
 * `image_url` goes back to a picture by address.
 */
export const editListingSchema = z
  .object({
    book_name: bookName,
    author,
    isbn,
    publisher,
    published_year: publishedYear,
    description,
    format,
    language,
    photo_ids: photoIds,
    image_url: imageUrlSchema,
    original_price: moneyInput('Original price'),
    resell_price: moneyInput('Resell price'),
    used,
    location,
    product_condition: condition,
    condition_notes: conditionNotes,
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Nothing to change: send at least one field')
  .refine((change) => change.photo_ids === undefined || needsAPicture(change), {
    message: 'Add a photo, or give an image url',
    path: ['photo_ids'],
  });
export type EditListingInput = z.input<typeof editListingSchema>;

/** Hide a listing (not on sale, kept) or show it again. */
export const listingVisibilitySchema = z.object({
  hidden: z.boolean({ message: 'hidden must be true or false' }),
});

/** A book as the catalogue, the seller and the booking modal see it. */
export const listingSchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  book_name: z.string(),
  image_url: z.string(),
  /** 0 when the seller did not say. */
  original_price: z.number(),
  resell_price: z.number(),
  /** Years; 0 when the seller did not say. */
  used: z.number(),
  location: z.string(),
  product_condition: z.enum(LISTING_CONDITIONS),
  posted_time: z.string(),
  seller_name: z.string(),
  /** Only for the listing's seller and admins: nobody else reads a seller's email off the catalogue. */
  seller_email: z.string().optional(),
  status: z.enum(LISTING_STATUSES),
  /** Empty on listings made before authors were asked for. */
  author: z.string(),
  /** ISBN-13, or null. */
  isbn: z.string().nullable(),
  format: z.enum(BOOK_FORMATS),
  language: z.string(),
  /** What the seller ticked of CONDITION_NOTES. */
  condition_notes: z.array(z.enum(CONDITION_NOTES)),
  /** The seller's profile (/users/:id) and their reviews so far (average null before the first). */
  seller_id: z.string(),
  seller_rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Whether an admin has verified the seller (the blue tick). */
  seller_verified: z.boolean(),
});
export type Listing = z.infer<typeof listingSchema>;

/**
 * A listing in its seller's My Products: with the booking it is in (open or completed), if any, and
 * until when it is advertised (an ISO time; null when it never was or the seller stopped it).
 */
export const myListingSchema = listingSchema.extend({
  bookingId: z.string().nullable(),
  advertised_until: z.string().nullable(),
});
export type MyListing = z.infer<typeof myListingSchema>;

/** How many of the seller's other books on sale a book's page shows. */
export const MORE_FROM_SELLER_MAX = 6;

/**
 * One book with everything about it: its description, every photo's address (the cover first) and
 * the seller's other books on sale, newest first (at most MORE_FROM_SELLER_MAX).
 */
export const listingDetailSchema = listingSchema.extend({
  /** The edition's publisher ('' when not given) and year (null). */
  publisher: z.string(),
  published_year: z.number().int().nullable(),
  description: z.string(),
  photos: z.array(z.string()),
  /** When the copy was marked as sold (its booking's Mark as sold); null unless it is sold. */
  sold_at: z.string().nullable(),
  /** The viewer's own open booking of this copy (its page: "Requested · View booking"); else null. */
  viewer_booking: z.object({ _id: z.string(), state: z.enum(['requested', 'accepted']) }).nullable(),
  more_from_seller: z.array(listingSchema),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** How many drafts a seller keeps at once: a pile of books, not a second catalogue (one page). */
export const DRAFTS_MAX = 100;

/**
 * A book put into Drafts (POST /api/drafts), scanned or typed by its ISBN, with what is known of it
 * (Fill from ISBN's facts); the rest is given when it is listed.
 */
export const newDraftSchema = z.object({
  isbn: isbnField.transform((value) => toIsbn13(value) ?? value),
  book_name: lineText('Book name', BOOK_NAME_MAX_LENGTH).default(''),
  author: lineText('Author', AUTHOR_MAX_LENGTH).default(''),
  publisher: publisher.default(''),
  published_year: publishedYear.optional().transform((value) => value ?? null),
  format: format.nullable().default(null),
  language: language.nullable().default(null),
});
export type NewDraftInput = z.input<typeof newDraftSchema>;

/** A seller's draft, as My Products' Drafts lists it. */
export const draftSchema = z.object({
  _id: z.string(),
  isbn: z.string(),
  book_name: z.string(),
  author: z.string(),
  publisher: z.string(),
  published_year: z.number().int().nullable(),
  format: z.enum(BOOK_FORMATS).nullable(),
  language: z.string().nullable(),
  createdAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
