// What a listing is made of, without zod: its conditions, statuses, formats, languages and limits.
// The catalogue's pages (book cards, a book's details, the search filters) import this alone
// (@second-shelf/shared/listing-terms), so that they load no schema code; listings.ts makes the
// schemas from it.
export const LISTING_CONDITIONS = ['excellent', 'good', 'fair'] as const;
/**
 * 'hidden': kept by its seller, not on sale, shown again at will. 'held': waiting for its seller to
 * confirm their email (when the server sends mail), then on sale.
 */
export const LISTING_STATUSES = ['available', 'booked', 'sold', 'hidden', 'held'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** A listing only its seller (and admins) can see: hidden by them, or held for their email. */
export const sellerOnly = (status: ListingStatus) => status === 'hidden' || status === 'held';
export const BOOK_FORMATS = ['paperback', 'hardcover', 'other'] as const;
/** The languages a listing can be in: a fixed list, so that listings can be filtered by it. */
export const BOOK_LANGUAGES = [
  'English',
  'Arabic',
  'Bengali',
  'Chinese',
  'French',
  'German',
  'Hindi',
  'Italian',
  'Japanese',
  'Korean',
  'Portuguese',
  'Russian',
  'Spanish',
  'Turkish',
  'Urdu',
  'Other',
] as const;

/**
 * What book buyers ask about a copy, ticked by its seller under its condition: shown on the book's
 * page and on the desktop card.
 */
export const CONDITION_NOTES = [
  'notes_or_highlighting',
  'spine_creases',
  'dust_jacket',
  'ex_library',
  'signed_or_first_printing',
] as const;
export type ConditionNote = (typeof CONDITION_NOTES)[number];
export const CONDITION_NOTE_LABELS: Record<ConditionNote, string> = {
  notes_or_highlighting: 'Notes or highlighting',
  spine_creases: 'Spine creases',
  dust_jacket: 'Dust jacket present',
  ex_library: 'Ex-library',
  signed_or_first_printing: 'Signed or first printing',
};

export const PRICE_MAX = 1_000_000;
export const PUBLISHER_MAX_LENGTH = 200;
/** The earliest year a printed book's edition is taken from (Gutenberg's Bible, about 1455). */
export const PUBLISHED_YEAR_MIN = 1450;
export const USED_YEARS_MAX = 200;
export const BOOK_NAME_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 120;
export const AUTHOR_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** Photos per listing; the first is the cover. */
export const PHOTOS_MAX = 5;
