import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type Notification } from './bookings.js';
import { notificationLink, notificationText } from './notification-text.js';

const of = (kind: Notification['kind'], actorName: string | null = 'Rina'): Notification => ({
  _id: '1',
  bookingId: 'b1',
  conversationId: 'c1',
  productId: null,
  kind,
  actorName,
  bookName: 'The Paper Knight',
  price: null,
  copies: 1,
  read: false,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('notificationText', () => {
  it('says who did what to which book, for every kind', () => {
    expect(NOTIFICATION_KINDS.map((kind) => notificationText(of(kind)))).toEqual([
      'Rina booked The Paper Knight',
      'Rina accepted your booking of The Paper Knight',
      'Rina declined your booking of The Paper Knight',
      'Rina cancelled the booking of The Paper Knight',
      'The booking of The Paper Knight expired',
      'The booking of The Paper Knight expires tomorrow',
      'The Paper Knight is sold',
      'New message from Rina about The Paper Knight',
      'Rina reviewed you',
      'The Paper Knight is cheaper now',
      'Another copy of The Paper Knight is on sale',
      'An admin removed your listing of The Paper Knight',
    ]);
    expect(notificationText({ ...of('price_cut', null), price: 7.5 })).toBe('The Paper Knight is now $7.50');
    // A day's copies for one alert are one notification, counting them.
    expect(notificationText({ ...of('copy_listed', null), copies: 3 })).toBe(
      '3 more copies of The Paper Knight are on sale',
    );
  });

  it('leads to the booking, a question’s conversation, or to the book, or home once the listing is gone', () => {
    expect(notificationLink(of('accepted'))).toBe('/bookings/b1');
    expect(notificationLink({ ...of('message'), bookingId: null })).toBe('/messages/c1');
    const aboutBook = { ...of('copy_listed', null), bookingId: null, conversationId: null };
    expect(notificationLink({ ...aboutBook, productId: 'p 1' })).toBe('/book/p%201');
    expect(notificationLink(aboutBook)).toBe('/');
  });

  it('does without a name when the server or a deleted account made the change', () => {
    expect(notificationText(of('cancelled', null))).toBe('The booking of The Paper Knight was cancelled');
    expect(notificationText(of('message', null))).toBe('New message from Someone about The Paper Knight');
  });
});
