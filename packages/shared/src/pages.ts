import type { AdvertisedBook } from './advertising.js';
import type { NotificationSummary, Profile } from './bookings.js';
import type { Category } from './categories.js';
import type { Listing, ListingDetail } from './listings.js';
import type { PublicConfig } from './users.js';
import type { WishlistIds } from './wishlist.js';

/** The home page's Just listed, the newest books on sale: the search (GET /api/search) that finds them. */
export const JUST_LISTED_ADDRESS = 'sort=newest&limit=6';

/** The signed-in user as the web app keeps it (from GET /api/auth/get-session). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** What the person chose at sign-up ("I want to buy" / "I want to sell"); every account buys. */
  role: 'buyer' | 'seller';
  /** Whether the person sells: chose to at sign-up, or pressed Start selling since. */
  sells: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
}

/**
 * What the server hands the web app's renderer for a page load: the answers the screen's queries
 * would otherwise fetch once its code has run. The same data goes to the browser with the page.
 */
export interface PageData {
  session: SessionUser | null;
  categories?: Category[];
  /** The home page's Advertised Items, as GET /api/advertised answers them. */
  advertised?: AdvertisedBook[];
  /** The home page's Just listed: the newest books on sale, as GET /api/search?{JUST_LISTED_ADDRESS} answers them. */
  justListed?: Listing[];
  /** A book's page (/book/:id), as GET /api/products/:id answers it. */
  book?: ListingDetail;
  /** A person's profile (/users/:id), as GET /api/profiles/:id answers it. */
  profile?: Profile;
  /** The first page of a category, as GET /api/categories/:id answers it. */
  categoryBooks?: { categoryId: string; books: Listing[]; total: number; nextCursor?: string };
  /** The first page of a search (/search), as GET /api/search answers it with its headers. */
  search?: SearchPageData;
  /** The server's set-up, as GET /api/config answers it (the email notice of a signed-in page reads it). */
  config?: PublicConfig;
  /** A signed-in person's bell, as GET /api/notifications/summary answers it. */
  notifications?: NotificationSummary;
  /** A buyer's saved books, as GET /api/wishlist/ids answers them (the hearts on the cards). */
  wishlistIds?: WishlistIds;
}

/** The first page of a search, for the address's words, filters and order (`address`: searchAddressOf). */
export interface SearchPageData {
  address: string;
  books: Listing[];
  /** How many books match: counted (up to SEARCH_COUNT_MAX), or the server's estimate. */
  total: number;
  /** More books match than were counted ("1,000+"). */
  moreThanCounted: boolean;
  /** The total is the server's estimate ("about 27,000"). */
  estimated: boolean;
  /** The words searched for instead of misspelt ones. */
  corrected?: string;
  nextCursor?: string;
}

/** A page rendered on the server: the markup of the app's root and the data to hydrate it with. */
export interface RenderedPage {
  /** Elements for the document's <head> (preloads of the images drawn). */
  head: string;
  html: string;
  /** JSON, safe to put inside a <script type="application/json"> element. */
  state: string;
}

/** The web app's server entry (apps/web/src/entry-server.tsx); null when the page is not rendered. */
export type RenderPage = (url: string, data: PageData) => Promise<RenderedPage | null>;
