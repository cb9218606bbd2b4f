import type { FastifyReply } from 'fastify';
import type { BookingStanding, Message } from '@second-shelf/shared';
import type { ChangeEventOf } from '../db/change-events.js';
import type { ChangeFeed } from '../db/change-feed.js';
import { EventStream, eventData } from './event-stream.js';

export interface LiveSettings {
  /** A comment line on every stream this often, so that no proxy closes an idle one (nginx: 35 s). */
  heartbeatMs: number;
  /** How long a browser waits before reconnecting a stream that ended. */
  retryMs: number;
  /** Open streams one person may hold on one instance; the next one is refused (429). */
  maxStreamsPerPerson: number;
  /** What a stream may have written and not yet sent before it is dropped (event-stream.ts). */
  maxBufferedBytes: number;
  /** How long closing the server waits for streams to finish before cutting them. */
  closeWaitMs: number;
}

export const LIVE_SETTINGS: LiveSettings = {
  heartbeatMs: 30_000,
  retryMs: 3_000,
  maxStreamsPerPerson: 10,
  maxBufferedBytes: 256 * 1024,
  closeWaitMs: 1_000,
};

/** Who a stream is for: the person, the session it was opened with, and what its page shows. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
  /** The booking whose state the page shows (`?booking=`), if any. */
  bookingId?: string;
  /** The conversation whose messages the page shows: a booking's, or one asked before booking. */
  conversationId?: string;
}

interface Watcher extends StreamOwner {
  stream: EventStream;
}

/** "Read the count again": when it could not be read here, or changes may have been missed. */
const NOTIFICATIONS_EVENT = eventData({ type: 'notifications' });
/** "Read the conversation's messages again". */
const conversationEvent = (conversationId: string) => eventData({ type: 'conversation', conversationId });
/** Without `standing`: "read the booking again". */
const bookingEvent = (bookingId: string, standing?: BookingStanding) =>
  eventData({ type: 'booking', bookingId, ...(standing ? { standing } : {}) });

/** Keeps a map from a key to the watchers under it, without empty sets. */
function addTo(index: Map<string, Set<Watcher>>, key: string, watcher: Watcher): void {
  const set = index.get(key);
  if (set) set.add(watcher);
  else index.set(key, new Set([watcher]));
}

function removeFrom(index: Map<string, Set<Watcher>>, key: string, watcher: Watcher): void {
  const set = index.get(key);
  set?.delete(watcher);
  if (set?.size === 0) index.delete(key);
}

/**
 * The open live-update streams of this instance (GET /api/events) and what feeds them: the
 * 'booking_live' channel of the change feed, which every instance hears at commit whichever instance
 * made the change (db/change-events.ts says what each event holds).
 *
 * - A new message is read from the database once per instance, and only when a stream here watches
 *   its thread; the same frame goes to every such stream. A booking's change carries where it
 *   stands, as its trigger wrote it. A thread's events are delivered in the order they were
 *   committed.
 * - A person's notifications changed: their unread count is read once per instance, and only while
 *   a stream of theirs is open here; changes that come while it is read are counted by one more
 *   read after it, so the last count sent is never older than the last change.
 * - Delivering an event reads nothing else: who may watch what was checked when the stream opened.
 *   A stream ends instead when its session or its person changes (sign-out, account deleted, role
 *   changed, the session's daily refresh), as the 'viewer_changed' channel reports: the browser
 *   reconnects, and the access check runs again.
 * - When the feed loses its connection, changes may have been missed, sign-outs included: every
 *   stream ends, and each page reads everything again when it reconnects (spread over a few
 *   seconds). A stream asked for while the feed is down ends at once, to be asked for again later.
 */
export function createLiveHub(deps: {
  changes: ChangeFeed;
  loadMessage: (conversationId: string, messageId: string) => Promise<Message | undefined>;
  /** The person's unread notifications, as GET /api/notifications/summary counts them. */
  unreadCount: (userId: string) => Promise<number>;
  log: { warn: (data: object, message: string) => void };
  settings?: Partial<LiveSettings>;
}) {
  const settings = { ...LIVE_SETTINGS, ...deps.settings };
  const all = new Set<Watcher>();
  const byUser = new Map<string, Set<Watcher>>();
  const bySession = new Map<string, Set<Watcher>>();
  const byBooking = new Map<string, Set<Watcher>>();
  const byConversation = new Map<string, Set<Watcher>>();
  let closing = false;

  const sendTo = (watchers: Iterable<Watcher> | undefined, data: string) => {
    for (const watcher of [...(watchers ?? [])]) watcher.stream.write(data);
  };
  const hasRoomFor = (userId: string) => (byUser.get(userId)?.size ?? 0) < settings.maxStreamsPerPerson;
  const heartbeatAll = () => {
    for (const watcher of [...all]) watcher.stream.heartbeat();
  };
  const endAll = (watchers: Iterable<Watcher> | undefined, retryMs?: () => number) => {
    for (const watcher of [...(watchers ?? [])]) watcher.stream.end(retryMs?.());
  };
  /** Reconnections after every stream ended at once, spread over the next few seconds. */
  const spreadRetry = () => settings.retryMs * (1 + 2 * Math.random());

  // Each booking's, and each conversation's, deliveries run one after another: a message read from
  // the database for one stream does not overtake an earlier one. A delivery that fails asks its
  // pages to read the booking, or the conversation, again (`onError`).
  const queues = new Map<string, Promise<void>>();
  function inOrder(key: string, task: () => Promise<void> | void, onError: () => void): void {
    const next = (queues.get(key) ?? Promise.resolve()).then(task).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'a live update could not be read; its pages read it again');
      onError();
    });
    queues.set(key, next);
    void next.then(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
  }

  // Whose unread count is being read, and whether another change came meanwhile.
  const counting = new Map<string, { again: boolean }>();
  async function tellUnread(userId: string): Promise<void> {
    const count = counting.get(userId);
    if (count) {
      count.again = true;
      return;
    }
    const state = { again: true };
    counting.set(userId, state);
    while (state.again && byUser.has(userId) && !closing) {
      state.again = false;
      let data = NOTIFICATIONS_EVENT;
      try {
        data = eventData({ type: 'notifications', unread: await deps.unreadCount(userId) });
      } catch (error) {
        deps.log.warn({ err: error }, 'an unread count could not be read; its pages read it again');
      }
      sendTo(byUser.get(userId), data);
    }
    counting.delete(userId);
  }

  function onBookingLive(event: ChangeEventOf<'booking_live'>): void {
    if (closing) return;
    switch (event.kind) {
      case 'notifications':
        if (byUser.has(event.userId)) void tellUnread(event.userId);
        return;
      case 'booking': {
        const { bookingId, standing } = event;
        if (byBooking.has(bookingId))
          inOrder(
            `b:${bookingId}`,
            () => sendTo(byBooking.get(bookingId), bookingEvent(bookingId, standing)),
            () => sendTo(byBooking.get(bookingId), bookingEvent(bookingId)),
          );
        return;
      }
      case 'message': {
        const { conversationId, messageId } = event;
        if (!byConversation.has(conversationId)) return;
        inOrder(
          `c:${conversationId}`,
          async () => {
            if (!byConversation.has(conversationId)) return;
            const message = await deps.loadMessage(conversationId, messageId);
            if (message) sendTo(byConversation.get(conversationId), eventData({ type: 'message', message }));
          },
          () => sendTo(byConversation.get(conversationId), conversationEvent(conversationId)),
        );
      }
    }
  }

  function onViewerChanged(event: ChangeEventOf<'viewer_changed'>): void {
    if (event.kind === 'session') endAll(bySession.get(event.sessionId));
    else endAll(byUser.get(event.userId));
  }

  const ready = Promise.all([
    deps.changes.subscribe('viewer_changed', {
      onChange: onViewerChanged,
      onReset: () => endAll(all, spreadRetry),
    }),
    deps.changes.subscribe('booking_live', {
      onChange: onBookingLive,
      // Reached only if the stream survived the reset above: its page reads everything again.
      onReset: () => {
        for (const watcher of [...all]) {
          watcher.stream.write(NOTIFICATIONS_EVENT);
          if (watcher.bookingId !== undefined) watcher.stream.write(bookingEvent(watcher.bookingId));
          if (watcher.conversationId !== undefined)
            watcher.stream.write(conversationEvent(watcher.conversationId));
        }
      },
    }),
  ]).then(() => undefined);

  // One timer for every stream (not one per stream, as @fastify/sse's heartbeat would be).
  const heartbeat = setInterval(heartbeatAll, settings.heartbeatMs);
  heartbeat.unref();

  return {
    /** Resolves once the hub hears the change feed. */
    ready,
    settings: settings as Readonly<LiveSettings>,

    /** Whether the person may open one more stream here. */
    hasRoomFor,

    /**
     * Answers the request with a stream for `owner` (the route has checked who may watch what, and
     * `reply.sse` is there: routes.ts). A client already gone gets nothing; a person who opened
     * their last allowed stream meanwhile gets one that ends at once, and asks again later.
     */
    open(reply: FastifyReply, owner: StreamOwner): void {
      if (reply.raw.destroyed || reply.raw.writableEnded || reply.request.raw.socket.destroyed) return;
      const watcher = { ...owner } as Watcher;
      watcher.stream = new EventStream(
        reply,
        {
          retryMs: settings.retryMs,
          maxBufferedBytes: settings.maxBufferedBytes,
          // A heartbeat resets the socket's idle timer: only a client that reads nothing is cut.
          idleTimeoutMs: 2 * settings.heartbeatMs + 5_000,
        },
        () => {
          all.delete(watcher);
          removeFrom(byUser, watcher.userId, watcher);
          removeFrom(bySession, watcher.sessionId, watcher);
          if (watcher.bookingId !== undefined) removeFrom(byBooking, watcher.bookingId, watcher);
          if (watcher.conversationId !== undefined)
            removeFrom(byConversation, watcher.conversationId, watcher);
        },
      );
      // Nothing it would be told can be trusted now, or the person's streams are all taken since the
      // route looked: the browser asks again in a moment.
      if (closing || !deps.changes.live || !hasRoomFor(owner.userId)) {
        watcher.stream.end();
        return;
      }
      all.add(watcher);
      addTo(byUser, watcher.userId, watcher);
      addTo(bySession, watcher.sessionId, watcher);
      if (watcher.bookingId !== undefined) addTo(byBooking, watcher.bookingId, watcher);
      if (watcher.conversationId !== undefined) addTo(byConversation, watcher.conversationId, watcher);
    },

    /** Open streams on this instance, in all or of one person. */
    count(userId?: string): number {
      return userId === undefined ? all.size : (byUser.get(userId)?.size ?? 0);
    },

    /** Sends the heartbeat now (the timer does every `heartbeatMs`). */
    heartbeat(): void {
      heartbeatAll();
    },

    /**
     * Ends every stream (the server is closing: the browsers reconnect, to another instance behind a
     * load balancer), and cuts those whose clients do not take the end within `closeWaitMs`.
     */
    async close(): Promise<void> {
      closing = true;
      clearInterval(heartbeat);
      const open = [...all];
      endAll(open, spreadRetry);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(open.map((watcher) => watcher.stream.done)),
        new Promise((resolve) => (timer = setTimeout(resolve, settings.closeWaitMs))),
      ]);
      clearTimeout(timer);
      for (const watcher of open) if (all.has(watcher)) watcher.stream.destroy();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
