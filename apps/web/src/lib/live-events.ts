import { useEffect } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent, Message } from '@second-shelf/shared';
import { apiConfig } from './api-client.js';
import type { Page } from './paged-list.js';
import {
  allIncomingBookingsKey,
  allMyOrdersKey,
  allMyListingsKey,
  allNotificationsKey,
  bookingKey,
  bookingMessagesKey,
} from './query-keys.js';

/** A booking's thread as the query cache holds it: pages of the API's list, newest first. */
export type ThreadData = InfiniteData<Page<Message>, string | undefined>;

/**
 * Puts a message in its booking's thread, once: the sender's own answer and the live stream both
 * bring it, in either order. A thread not loaded yet is only marked stale, so that a read already
 * under way (which may have started before the message) is done again.
 */
export function addMessageToThread(queryClient: QueryClient, message: Message): void {
  const key = bookingMessagesKey(message.bookingId);
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

const EVENT_TYPES = ['message', 'booking', 'notifications'] as const;

function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<LiveEvent> | null;
    return event && EVENT_TYPES.includes(event.type as LiveEvent['type']) ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}

function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'message':
      addMessageToThread(queryClient, event.message);
      return;
    case 'booking':
      // The booking's page, and every list that shows its state (only the ones on screen are read).
      void queryClient.invalidateQueries({ queryKey: bookingKey(event.bookingId), exact: true });
      void queryClient.invalidateQueries({ queryKey: allMyOrdersKey });
      void queryClient.invalidateQueries({ queryKey: allIncomingBookingsKey });
      void queryClient.invalidateQueries({ queryKey: allMyListingsKey });
      return;
    case 'notifications':
      void queryClient.invalidateQueries({ queryKey: allNotificationsKey });
      return;
  }
}

export interface LiveEventsOptions {
  /** Watch this booking too: its messages and its changes of state. Without it: the person's notifications only. */
  bookingId?: string;
  /** Open the stream only while true (signed in; the booking loaded and the viewer one of its parties). */
  enabled?: boolean;
}

/**
 * The server's live updates (GET /api/events, server-sent events) kept in the query cache while the
 * calling component is mounted: a `message` is added to its thread, a `booking` change reads the
 * booking (and the lists) again, `notifications` reads the bell again. After a reconnection, what
 * may have been missed meanwhile is read again. The stream is closed on unmount.
 *
 * The booking's page: `useLiveEvents({ bookingId, enabled: booking.data !== undefined })`.
 * The notifications bell (in the navigation, on every page): `useLiveEvents({ enabled: Boolean(user) })`,
 * without a booking; the stream then carries only `notifications` events. Both may be open at
 * once on a booking's page (two streams): each event is applied by the cache, which lets nothing
 * happen twice (a message already in its thread is not added again; invalidations merge).
 */
export function useLiveEvents({ bookingId, enabled = true }: LiveEventsOptions = {}): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // jsdom and very old browsers have no EventSource: the page still works, updated on each read.
    if (!enabled || typeof EventSource === 'undefined') return;
    const url = `${apiConfig.baseUrl}/api/events${bookingId ? `?booking=${encodeURIComponent(bookingId)}` : ''}`;
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
        if (bookingId) {
          void queryClient.invalidateQueries({ queryKey: bookingKey(bookingId), exact: true });
          void queryClient.invalidateQueries({ queryKey: bookingMessagesKey(bookingId) });
        }
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
  }, [queryClient, bookingId, enabled]);
}
