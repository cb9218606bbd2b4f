// What a notification says and where it leads, without zod: the bell imports it alone
// (@second-shelf/shared/notification-text), and the server's emails say the same sentence.
import type { Notification } from './bookings.js';
import { formatPrice } from './money.js';

/**
 * What a notification says, in a sentence naming who did what to which book. The actor is null
 * when the server made the change (an expiry) or the person's account is gone.
 */
export function notificationText({
  kind,
  actorName,
  bookName,
  price,
  copies = 1,
}: Pick<Notification, 'kind' | 'actorName' | 'bookName' | 'price'> &
  Partial<Pick<Notification, 'copies'>>): string {
  const actor = actorName ?? 'Someone';
  switch (kind) {
    case 'requested':
      return `${actor} booked ${bookName}`;
    case 'accepted':
      return `${actor} accepted your booking of ${bookName}`;
    case 'declined':
      return `${actor} declined your booking of ${bookName}`;
    case 'cancelled':
      return actorName
        ? `${actorName} cancelled the booking of ${bookName}`
        : `The booking of ${bookName} was cancelled`;
    case 'expired':
      return `The booking of ${bookName} expired`;
    case 'expiring':
      return `The booking of ${bookName} expires tomorrow`;
    case 'sold':
      return `${bookName} is sold`;
    case 'message':
      return `New message from ${actor} about ${bookName}`;
    case 'review':
      return `${actor} reviewed you`;
    case 'price_cut':
      return price === null ? `${bookName} is cheaper now` : `${bookName} is now ${formatPrice(price)}`;
    case 'copy_listed':
      return copies > 1
        ? `${copies} more copies of ${bookName} are on sale`
        : `Another copy of ${bookName} is on sale`;
    case 'listing_removed':
      return `An admin removed your listing of ${bookName}`;
  }
}

/** Where a notification leads: its booking's page, its conversation, or the book's (home when the listing is gone). */
export function notificationLink({
  bookingId,
  conversationId,
  productId,
}: Pick<Notification, 'bookingId' | 'productId'> & Partial<Pick<Notification, 'conversationId'>>): string {
  if (bookingId !== null) return `/bookings/${encodeURIComponent(bookingId)}`;
  if (conversationId) return `/messages/${encodeURIComponent(conversationId)}`;
  if (productId !== null) return `/book/${encodeURIComponent(productId)}`;
  return '/';
}
