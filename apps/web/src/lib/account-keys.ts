// The keys of the signed-in person's own pages (their orders, listings, bookings, the admins' lists,
// the bell's list): out of lib/query-keys.ts, which the first page's bundle carries whole.
import { allNotificationsKey } from './query-keys.js';

/** A buyer's bookings (My Orders), keyed by email as the contract has it. */
export const allMyOrdersKey = ['myorders'] as const;
export const myOrdersKey = (email: string) => [...allMyOrdersKey, email] as const;

/** A seller's listings (My Products). */
export const allMyListingsKey = ['myproducts'] as const;
export const myListingsKey = (email: string) => [...allMyListingsKey, email] as const;
/** A seller's Drafts (under My Products: listing one changes both). */
export const draftsKey = [...allMyListingsKey, 'drafts'] as const;

/** The contract's key 'allbuyers', for both admin lists; one role's list is `usersKey(role)`. */
export const allUsersKey = ['allbuyers'] as const;
export const usersKey = (role: 'buyer' | 'seller') => [...allUsersKey, role] as const;

/** A seller's incoming bookings (Bookings); one group of states is `incomingBookingsKey(states)`. */
export const allIncomingBookingsKey = ['bookings'] as const;
export const incomingBookingsKey = (states: string) =>
  [...allIncomingBookingsKey, 'incoming', states] as const;

/** Every booking's page, and one's. */
export const allBookingPagesKey = ['booking'] as const;
export const bookingKey = (id: string) => [...allBookingPagesKey, id] as const;
/** The mutation of a party's change to a booking (Accept, Decline, Mark as sold, Cancel), whose answer is its page. */
export const bookingChangeKey = ['booking-change'] as const;

/** The bell's list (its count is lib/query-keys.ts's notificationSummaryKey). */
export const notificationListKey = [...allNotificationsKey, 'list'] as const;
