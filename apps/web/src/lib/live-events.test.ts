import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail, BookingStanding, NotificationSummary } from '@second-shelf/shared';
import { applyLiveEvent, parseLiveEvent } from './live-events.js';
import { notificationSummaryKey } from './query-keys.js';
import { bookingChangeKey, bookingKey, notificationListKey } from './account-keys.js';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/**
 * A query on screen (an observer), its data fresh for good: it is read again only when invalidated.
 * `read` counts its reads, and answers `next`.
 */
function onScreen<T>(queryClient: QueryClient, queryKey: readonly unknown[], data: T | undefined, next: T) {
  const read = vi.fn(async () => next);
  if (data !== undefined) queryClient.setQueryData(queryKey, data);
  const observer = new QueryObserver(queryClient, { queryKey, queryFn: read, staleTime: Infinity });
  const stop = observer.subscribe(() => undefined);
  return { read, stop };
}

function newClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const accepted: BookingStanding = {
  state: 'accepted',
  stateChangedAt: '2026-11-27T18:24:04.123Z',
  payment: { method: null, paid: false },
};

function detail(state: BookingDetail['state'], at: string): BookingDetail {
  return {
    _id: 'b1',
    productId: 'p1',
    conversationId: 'c1',
    image_url: '',
    productName: 'A Book',
    productPrice: 5,
    buyer: { id: 'u1', name: 'Bea', rating: { average: null, count: 0 } },
    seller: { id: 'u2', name: 'Sami', email: 'sami@example.com', rating: { average: null, count: 0 } },
    meetingLocation: 'Gate',
    phoneNumber: '0123456',
    createdAt: '2026-11-27T10:00:00.000Z',
    state,
    expiresAt: null,
    history: [{ state, actorName: 'Sami', reason: null, at }],
    payment: { method: null, status: 'none' },
    viewerRole: 'buyer',
    actions: [],
    payWith: [],
    reviews: [],
    blocked: false,
    canReview: false,
  };
}

describe('a live event applied to the query cache', () => {
  it("writes the unread count into the bell's summary, without reading it", async () => {
    const queryClient = newClient();
    const summary = onScreen<NotificationSummary>(
      queryClient,
      notificationSummaryKey,
      { unread: 1 },
      { unread: 9 },
    );
    await settle();
    applyLiveEvent(queryClient, { type: 'notifications', unread: 2 });
    await settle();
    expect(queryClient.getQueryData(notificationSummaryKey)).toEqual({ unread: 2 });
    expect(summary.read).not.toHaveBeenCalled();
    summary.stop();
  });

  it('reads the count when the event has none, or the page had not read it yet', async () => {
    const queryClient = newClient();
    const summary = onScreen<NotificationSummary>(
      queryClient,
      notificationSummaryKey,
      { unread: 1 },
      { unread: 3 },
    );
    await settle();
    applyLiveEvent(queryClient, { type: 'notifications' });
    await vi.waitFor(() => expect(queryClient.getQueryData(notificationSummaryKey)).toEqual({ unread: 3 }));
    expect(summary.read).toHaveBeenCalledTimes(1);
    summary.stop();

    const fresh = newClient();
    applyLiveEvent(fresh, { type: 'notifications', unread: 4 });
    expect(fresh.getQueryData(notificationSummaryKey)).toBeUndefined();
    expect(fresh.getQueryState(notificationSummaryKey)).toBeUndefined();
  });

  it("reads the bell's open list again, which the count does not tell", async () => {
    const queryClient = newClient();
    const list = onScreen(
      queryClient,
      notificationListKey,
      { pages: [], pageParams: [] },
      { pages: [], pageParams: [] },
    );
    await settle();
    applyLiveEvent(queryClient, { type: 'notifications', unread: 1 });
    await vi.waitFor(() => expect(list.read).toHaveBeenCalledTimes(1));
    list.stop();
  });

  it("leaves a booking's page that shows the change already, and reads one that does not", async () => {
    const queryClient = newClient();
    const shown = detail('accepted', accepted.stateChangedAt);
    const page = onScreen(queryClient, bookingKey('b1'), shown, shown);
    await settle();
    applyLiveEvent(queryClient, { type: 'booking', bookingId: 'b1', standing: accepted });
    await settle();
    expect(page.read).not.toHaveBeenCalled();

    // Paid since: the page is read again (its buttons and history are the server's to write).
    applyLiveEvent(queryClient, {
      type: 'booking',
      bookingId: 'b1',
      standing: { ...accepted, payment: { method: 'cash', paid: true } },
    });
    await vi.waitFor(() => expect(page.read).toHaveBeenCalledTimes(1));
    // An event without a standing (the stream came back): read again.
    applyLiveEvent(queryClient, { type: 'booking', bookingId: 'b1' });
    await vi.waitFor(() => expect(page.read).toHaveBeenCalledTimes(2));
    page.stop();

    const other = newClient();
    const older = onScreen(other, bookingKey('b1'), detail('requested', '2026-11-27T10:00:00.000Z'), shown);
    await settle();
    applyLiveEvent(other, { type: 'booking', bookingId: 'b1', standing: accepted });
    await vi.waitFor(() => expect(other.getQueryData(bookingKey('b1'))).toEqual(shown));
    expect(older.read).toHaveBeenCalledTimes(1);
    older.stop();
  });
});

describe("a booking's live event on the page that made the change", () => {
  it('waits for the change to answer, whose answer is the page as it now is', async () => {
    const queryClient = newClient();
    const after = detail('accepted', accepted.stateChangedAt);
    const page = onScreen(
      queryClient,
      bookingKey('b1'),
      detail('requested', '2026-11-27T10:00:00.000Z'),
      after,
    );
    await settle();
    let answer: (booking: BookingDetail) => void = () => undefined;
    const change = new MutationObserver(queryClient, {
      mutationKey: bookingChangeKey,
      mutationFn: (_change: { id: string }) => new Promise<BookingDetail>((resolve) => (answer = resolve)),
      onSuccess: (booking) => queryClient.setQueryData(bookingKey('b1'), booking),
    });
    const accepting = change.mutate({ id: 'b1' });
    // The change's event comes first (sent at commit, before the answer is written).
    applyLiveEvent(queryClient, { type: 'booking', bookingId: 'b1', standing: accepted });
    await settle();
    answer(after);
    await accepting;
    await settle();
    expect(queryClient.getQueryData(bookingKey('b1'))).toEqual(after);
    expect(page.read).not.toHaveBeenCalled();
    page.stop();
  });
});

describe('a live event read from the stream', () => {
  it('keeps what it can read and leaves out what it cannot', () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'notifications', unread: 3 }))).toEqual({
      type: 'notifications',
      unread: 3,
    });
    expect(parseLiveEvent(JSON.stringify({ type: 'notifications', unread: -1 }))).toEqual({
      type: 'notifications',
    });
    expect(parseLiveEvent(JSON.stringify({ type: 'notifications', unread: '3' }))).toEqual({
      type: 'notifications',
    });
    expect(parseLiveEvent(JSON.stringify({ type: 'booking', bookingId: 'b1', standing: accepted }))).toEqual({
      type: 'booking',
      bookingId: 'b1',
      standing: accepted,
    });
    expect(
      parseLiveEvent(JSON.stringify({ type: 'booking', bookingId: 'b1', standing: { state: 'accepted' } })),
    ).toEqual({ type: 'booking', bookingId: 'b1' });
    for (const data of [
      '',
      'null',
      '[]',
      '{"type":"booking"}',
      '{"type":"message"}',
      '{"type":"other"}',
      42,
    ]) {
      expect(parseLiveEvent(data), String(data)).toBeNull();
    }
  });
});
