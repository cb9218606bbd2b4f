import { describe, expect, it } from 'vitest';
import { CHANNELS, decodeChangeEvent, encodeChangeEvent, type ChangeEvent } from './change-events.js';

const EVERY_KIND: ChangeEvent[] = [
  { channel: 'viewer_changed', kind: 'session', sessionId: 'session-1' },
  { channel: 'viewer_changed', kind: 'user', userId: 'AbC123xyz' },
  { channel: 'catalog_changed', kind: 'categories' },
  { channel: 'photo_deleted', kind: 'photo', photoId: '0b6c1c9e-2f9a-4c55-9d38-0f5bd0e1b6a1' },
  { channel: 'booking_live', kind: 'message', conversationId: 'demo:talk:1', messageId: 'message-9' },
  {
    channel: 'booking_live',
    kind: 'booking',
    bookingId: 'booking-1',
    standing: {
      state: 'accepted',
      stateChangedAt: '2026-11-27T18:24:04.123Z',
      payment: { method: null, paid: false },
    },
  },
  { channel: 'booking_live', kind: 'notifications', userId: 'user-1' },
  { channel: 'listings_changed', kind: 'category', categoryId: '3' },
  { channel: 'listings_changed', kind: 'seller', sellerId: 'demo-seller-2' },
  { channel: 'listings_changed', kind: 'every-listing' },
];

describe('the change-feed events', () => {
  it('decode what they encode, every kind on its own channel', () => {
    for (const event of EVERY_KIND) {
      const { channel, payload } = encodeChangeEvent(event);
      expect(channel).toBe(event.channel);
      expect(decodeChangeEvent(channel, payload)).toEqual(event);
    }
    expect(new Set(EVERY_KIND.map((event) => event.channel))).toEqual(new Set(CHANNELS));
  });

  it("read a booking's time as PostgreSQL writes it in JSON, as the API writes times", () => {
    const payload = `b:${JSON.stringify({
      id: 'booking-1',
      state: 'completed',
      stateChangedAt: '2026-11-27T20:24:04.123456+02:00',
      paymentMethod: 'cash',
      paid: true,
    })}`;
    expect(decodeChangeEvent('booking_live', payload)).toEqual({
      channel: 'booking_live',
      kind: 'booking',
      bookingId: 'booking-1',
      standing: {
        state: 'completed',
        stateChangedAt: '2026-11-27T18:24:04.123Z',
        payment: { method: 'cash', paid: true },
      },
    });
  });

  it('refuse a payload no trigger writes', () => {
    const booking = {
      id: 'b1',
      state: 'accepted',
      stateChangedAt: '2026-11-27T18:24:04Z',
      paymentMethod: null,
      paid: false,
    };
    const refused: [ChangeEvent['channel'], string][] = [
      ['viewer_changed', ''],
      ['viewer_changed', '*'],
      ['viewer_changed', 's:'],
      ['viewer_changed', 'x:abc'],
      ['viewer_changed', 'u:two\nlines'],
      ['viewer_changed', `u:${'x'.repeat(256)}`],
      ['catalog_changed', 'categories'],
      ['photo_deleted', ''],
      ['booking_live', ''],
      ['booking_live', 'q:abc'],
      ['listings_changed', ''],
      ['listings_changed', 'c:'],
      ['listings_changed', 'u:seller-1'],
      ['listings_changed', '**'],
      ['listings_changed', `s:${'x'.repeat(256)}`],
      ['booking_live', 'n:'],
      ['booking_live', 'm:no-message-id'],
      ['booking_live', 'm::message'],
      ['booking_live', 'm:booking:'],
      ['booking_live', 'b:booking-1'],
      ['booking_live', 'b:{"id":'],
      ['booking_live', 'b:null'],
      ['booking_live', `b:${JSON.stringify({ ...booking, state: 'lost' })}`],
      ['booking_live', `b:${JSON.stringify({ ...booking, stateChangedAt: 'yesterday' })}`],
      ['booking_live', `b:${JSON.stringify({ ...booking, paymentMethod: 'barter' })}`],
      ['booking_live', `b:${JSON.stringify({ ...booking, paid: 'yes' })}`],
      ['booking_live', `b:${JSON.stringify({ ...booking, id: '' })}`],
    ];
    for (const [channel, payload] of refused) {
      expect(decodeChangeEvent(channel, payload), `${channel} ${payload}`).toBeUndefined();
    }
    // A channel this code does not know (a newer trigger's) has no events either.
    expect(decodeChangeEvent('listing_changed' as ChangeEvent['channel'], 'x')).toBeUndefined();
  });
});
