import { z } from './zod-in-browsers.js';
import { listingSchema } from './listings.js';

/** How many advertised books the home page shows: the latest promotions. */
export const ADVERTISED_MAX = 12;

/**
 * An advertised book as anyone may see it on the public home page: what its card shows, nothing
 * about the seller (their name, email and profile are for signed-in people). `image_url` is the
 * cover in the width a card shows (320 px) when it is an uploaded photo.
 */
export const advertisedBookSchema = listingSchema.pick({
  _id: true,
  category_id: true,
  category_name: true,
  book_name: true,
  author: true,
  image_url: true,
  original_price: true,
  resell_price: true,
  product_condition: true,
  location: true,
});
export type AdvertisedBook = z.infer<typeof advertisedBookSchema>;

/** The answer to ADVERTISE: until when (an ISO time) the listing is on the home page. */
export const advertisedUntilSchema = z.object({
  acknowledged: z.literal(true),
  advertised_until: z.string(),
});
export type AdvertisedUntil = z.infer<typeof advertisedUntilSchema>;
