import type { Notification } from '@second-shelf/shared';

/**
 * What a notification says, in a sentence naming who did what to which book. The actor is null
 * when the server made the change (an expiry) or the person's account is gone.
 */
export function notificationText({ kind, actorName, bookName }: Notification): string {
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
    case 'sold':
      return `${bookName} is sold`;
    case 'message':
      return `New message from ${actor} about ${bookName}`;
    case 'review':
      return `${actor} reviewed you`;
  }
}
