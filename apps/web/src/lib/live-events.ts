import { useEffect } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  BookingDetail,
  BookingStanding,
  LiveEvent,
  Message,
  NotificationSummary,
} from '@second-shelf/shared';
import { apiConfig } from './api-client.js';
import type { Page } from './paged-list.js';
import { allNotificationsKey, notificationSummaryKey } from './query-keys.js';
import {
  allIncomingBookingsKey,
  allMyOrdersKey,
  allMyListingsKey,
  bookingChangeKey,
  bookingKey,
  notificationListKey,
} from './account-keys.js';
import { allConversationsKey, conversationMessagesKey } from './conversation-keys.js';

/** A conversation's thread as the query cache holds it: pages of the API's list, newest first. */
export type ThreadData = InfiniteData<Page<Message>, string | undefined>;

/**
 * Puts a message in its conversation's thread, once: the sender's own answer and the live stream both
 * bring it, in either order. A thread not loaded yet is only marked stale, so that a read already
 * under way (which may have started before the message) is done again.
 */
export function addMessageToThread(queryClient: QueryClient, message: Message): void {
  const key = conversationMessagesKey(message.conversationId);
  const thread = queryClient.getQueryData<ThreadData>(key);
  if (!thread?.pages[0]) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  if (thread.pages.some((page) => page.items.some((item) => item._id === message._id))) return;
  const [newest, ...older] = thread.pages;
  queryClient.setQueryData<ThreadData>(key, {
    ...thread,
    pages: [{ ...newest, items: [message, ...newest.items], total: newest.total + 1 }, ...older],
  });
}

/** After a failed stream the browser gives up (an answer other than 200): try again, less often each time. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;

const EVENT_TYPES = ['message', 'conversation', 'booking', 'notifications'] as const;

/**
 * The event an event's data holds, or null for none this page knows. What an event carries and this
 * page cannot read (a count that is not one, a standing without its payment) is left out: the page
 * then reads that data again, as it does for an event of an older server. A standing's other fields
 * are only compared with the page's, so one of another shape makes the page read the booking again.
 */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let event: Partial<Record<string, unknown>> | null;
  try {
    event = JSON.parse(data) as Partial<Record<string, unknown>> | null;
  } catch {
    return null;
  }
  const has = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null;
  if (!has(event) || !EVENT_TYPES.includes(event.type as LiveEvent['type'])) return null;
  if (
    event.type === 'message'
      ? !has(event.message)
      : event.type === 'booking'
        ? typeof event.bookingId !== 'string'
        : event.type === 'conversation' && typeof event.conversationId !== 'string'
  )
    return null;
  if (!has(event.standing) || !has(event.standing.payment)) delete event.standing;
  if (!Number.isSafeInteger(event.unread) || (event.unread as number) < 0) delete event.unread;
  return event as LiveEvent;
}

/** Whether the booking's page in the cache already shows where the booking stands. */
function showsStanding(booking: BookingDetail, standing: BookingStanding): boolean {
  return (
    booking.state === standing.state &&
    booking.history.at(-1)?.at === standing.stateChangedAt &&
    booking.payment.method === standing.payment.method &&
    (booking.payment.status === 'paid') === standing.payment.paid
  );
}

/** Whether the query is being read now: the read may have begun before the change. */
const reading = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.isFetching({ queryKey, exact: true }) > 0;

/** Whether this page is changing the booking now: the change's answer, on its way, is its page. */
function changing(queryClient: QueryClient, bookingId: string): boolean {
  return (
    queryClient.isMutating({
      mutationKey: bookingChangeKey,
      predicate: (mutation) => (mutation.state.variables as { id?: unknown } | undefined)?.id === bookingId,
    }) > 0
  );
}

/**
 * The booking's page is the viewer's own (its history, what they may do now): the server writes it.
 * A page that shows the change already (the answer to this viewer's own action) is not read again;
 * the event of this viewer's own change may come before its answer, so it waits for the answer.
 */
function refreshBooking(queryClient: QueryClient, bookingId: string, standing: BookingStanding | undefined) {
  if (standing && changing(queryClient, bookingId)) {
    const mutations = queryClient.getMutationCache();
    const stop = mutations.subscribe(() => {
      if (changing(queryClient, bookingId)) return;
      stop();
      refreshBooking(queryClient, bookingId, standing);
    });
    return;
  }
  const key = bookingKey(bookingId);
  const shown = queryClient.getQueryData<BookingDetail>(key);
  if (!standing || !shown || !showsStanding(shown, standing) || reading(queryClient, key)) {
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/**
 * Applies one live event to the query cache. What the event carries is written in when the cache
 * holds what it changes; otherwise that data is marked stale, and read again if on screen. Data
 * being read at that moment is read again too: the read may have begun before the change.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'message':
      addMessageToThread(queryClient, event.message);
      return;
    case 'conversation':
      void queryClient.invalidateQueries({ queryKey: conversationMessagesKey(event.conversationId) });
      return;
    case 'booking': {
      // Every list that shows its state: they group bookings by state and show the copy's status,
      // which the event does not tell (only the ones on screen are read; a booking's page shows none).
      void queryClient.invalidateQueries({ queryKey: allMyOrdersKey });
      void queryClient.invalidateQueries({ queryKey: allIncomingBookingsKey });
      void queryClient.invalidateQueries({ queryKey: allMyListingsKey });
      refreshBooking(queryClient, event.bookingId, event.standing);
      return;
    }
    case 'notifications':
      // The bell's list is read again only while it is open; a new message is a notification too,
      // so Messages' count and list are read again (the list only while on screen).
      void queryClient.invalidateQueries({ queryKey: notificationListKey });
      void queryClient.invalidateQueries({ queryKey: allConversationsKey });
      if (
        event.unread !== undefined &&
        queryClient.getQueryData(notificationSummaryKey) !== undefined &&
        !reading(queryClient, notificationSummaryKey)
      ) {
        queryClient.setQueryData<NotificationSummary>(notificationSummaryKey, { unread: event.unread });
      } else {
        void queryClient.invalidateQueries({ queryKey: notificationSummaryKey });
      }
      return;
  }
}

export interface LiveEventsOptions {
  /** Watch this booking too: its messages and its changes of state. Without it: the person's notifications only. */
  bookingId?: string;
  /** The conversation a booking's page, or a conversation's page, shows: its new messages. */
  conversationId?: string;
  /** Open the stream only while true (signed in; the booking loaded and the viewer one of its parties). */
  enabled?: boolean;
}

/**
 * The server's live updates (GET /api/events, server-sent events) kept in the query cache while the
 * calling component is mounted (`applyLiveEvent`): a `message` is added to its thread, a `booking`
 * change reads the booking again unless its page shows the change already (and marks the lists
 * stale), `notifications` writes the bell's count. After a reconnection, what may have been missed
 * meanwhile is read again. The stream is closed on unmount.
 *
 * The booking's page: `useLiveEvents({ bookingId, enabled: booking.data !== undefined })`.
 * The notifications bell (in the navigation, on every page): `useLiveEvents({ enabled: Boolean(user) })`,
 * without a booking; the stream then carries only `notifications` events. Both may be open at
 * once on a booking's page (two streams): each event is applied by the cache, which lets nothing
 * happen twice (a message already in its thread is not added again; invalidations merge).
 */
export function useLiveEvents({ bookingId, conversationId, enabled = true }: LiveEventsOptions = {}): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // jsdom and very old browsers have no EventSource: the page still works, updated on each read.
    if (!enabled || typeof EventSource === 'undefined') return;
    const watched = bookingId
      ? `?booking=${encodeURIComponent(bookingId)}`
      : conversationId
        ? `?conversation=${encodeURIComponent(conversationId)}`
        : '';
    const url = `${apiConfig.baseUrl}/api/events${watched}`;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryMs = RETRY_FIRST_MS;
    let hasOpened = false;

    const onEvent = (event: MessageEvent) => {
      const live = parseLiveEvent(event.data);
      if (live) applyLiveEvent(queryClient, live);
    };
    const onOpen = () => {
      retryMs = RETRY_FIRST_MS;
      if (hasOpened) {
        // A reconnection: whatever happened while the stream was down was not pushed.
        void queryClient.invalidateQueries({ queryKey: allNotificationsKey });
        if (bookingId) void queryClient.invalidateQueries({ queryKey: bookingKey(bookingId), exact: true });
        if (conversationId)
          void queryClient.invalidateQueries({ queryKey: conversationMessagesKey(conversationId) });
      }
      hasOpened = true;
    };
    const connect = () => {
      source = new EventSource(url);
      // A LiveEvent in each event's data, whether sent as the default event or named for its type.
      for (const type of EVENT_TYPES) source.addEventListener(type, onEvent);
      source.addEventListener('open', onOpen);
      source.addEventListener('error', () => {
        // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up; so do we, for a while.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient, bookingId, conversationId, enabled]);
}
