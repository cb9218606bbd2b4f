// The query keys of the first page and of what every page shares: a feature that changes data
// invalidates another feature's lists through these keys (and those of lib/account-keys.ts and
// lib/conversation-keys.ts, the signed-in pages' own), never by importing that feature. The first
// page's bundle carries every key of this file.

/** The Better Auth session behind the cookie. */
export const sessionKey = ['session'] as const;

/** The server's public set-up (which sign-in methods it offers). */
export const configKey = ['config'] as const;

/** Every role lookup; one role of one email is `roleKey(role, email)`. */
export const rolesKey = ['roles'] as const;
export const roleKey = (role: 'admin' | 'buyer' | 'seller', email: string) =>
  [...rolesKey, role, email] as const;

/** The contract's key 'categories'. */
export const categoriesKey = ['categories'] as const;

/**
 * Every list of books on sale, which a listing, a booking or a review changes: one category's are
 * `categoryBooksKey(id)`, one search's `searchKey(address)`.
 */
export const booksOnSaleKey = ['books-on-sale'] as const;
export const categoryBooksKey = (categoryId: string) => [...booksOnSaleKey, 'category', categoryId] as const;
export const searchKey = (search: string) => [...booksOnSaleKey, 'search', search] as const;
/** The home page's Advertised Items: books on sale, which a booking takes off at once. */
export const advertisedKey = [...booksOnSaleKey, 'advertised'] as const;
/** The home page's Just listed: the newest books on sale. */
export const justListedKey = [...booksOnSaleKey, 'just-listed'] as const;

// The wishlist's other keys are its own (features/wishlist/api), out of the first page's bundle,
// which carries every key of this file: its list of saved books sits under booksOnSaleKey, so that
// every change of books reaches it; its copy alerts change only through the wishlist itself.

/** A buyer's saved books' ids (the hearts), which a page the server drew arrives with. */
export const wishlistIdsKey = ['wishlist-ids'] as const;

/**
 * One book with its description, photos and its seller's other books on sale (its page, the listing
 * editor): a booking changes its state and the others, so it is one of the lists of books on sale.
 */
export const listingKey = (id: string) => [...booksOnSaleKey, 'product', id] as const;

/** The bell: the unread count, and the list. */
export const allNotificationsKey = ['notifications'] as const;
export const notificationSummaryKey = [...allNotificationsKey, 'summary'] as const;
/** A person's public profile (/users/:id). */
export const profileKey = (id: string) => ['profile', id] as const;
