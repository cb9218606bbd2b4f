import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/access.js';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/client.js';
import { createMessagesRepository } from '../features/messages/repository.js';
import { createNotificationsRepository } from '../features/notifications/repository.js';
import { AppError } from '../lib/errors.js';
import { createLiveHub, type LiveHub, type LiveSettings } from './hub.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers with a stream that lasts as long as its client stays (server-sent events):
     * `app.inject`, which waits for the end of an answer, cannot call it; tests use real HTTP.
     */
    stream?: boolean;
  }
  interface FastifyInstance {
    /** Every route declaring `config.stream`, as "METHOD /url" (tests that call every route skip them). */
    streamRoutes: Set<string>;
    /** This instance's live-update streams. */
    live: LiveHub;
  }
}

const liveQuerySchema = z.object({
  booking: z
    .string()
    .trim()
    .min(1, 'booking must be a booking id')
    .max(64, 'booking must be at most 64 characters')
    .optional(),
});

/**
 * GET /api/events: live updates as server-sent events (hub.ts says what is sent, and when a stream
 * ends). Written straight to Node's response: the reply is hijacked once the checks have passed, so
 * the handler is over (and holds no shutdown) while its stream goes on; closing the server ends
 * every stream first. Registers on the app itself, before any route that streams.
 */
export async function registerLiveUpdates(
  app: FastifyInstance,
  deps: { db: Db; changes: ChangeFeed; settings?: Partial<LiveSettings> },
): Promise<void> {
  const messages = createMessagesRepository(deps.db);
  const notifications = createNotificationsRepository(deps.db);
  const hub = createLiveHub({
    changes: deps.changes,
    loadMessage: (bookingId, messageId) => messages.byId(bookingId, messageId),
    unreadCount: (userId) => notifications.unreadCount(userId),
    log: app.log,
    settings: deps.settings,
  });
  await hub.ready;
  app.decorate('live', hub);

  app.decorate('streamRoutes', new Set<string>());
  app.addHook('onRoute', (route) => {
    if (route.config?.stream !== true) return;
    for (const method of [route.method].flat()) app.streamRoutes.add(`${method} ${route.url}`);
  });
  // Before the server stops listening: it waits for every connection, and a stream's would not end.
  app.addHook('preClose', () => hub.close());

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      config: { access: 'signed-in', stream: true },
      // A HEAD would open a stream that never sends its body nor ends.
      exposeHeadRoute: false,
      schema: {
        tags: ['bookings'],
        summary:
          "Live updates (text/event-stream of LiveEvent): the person's notifications changed, with their unread count; with ?booking=, that booking's new messages, and its changes with where it stands (its buyer and seller only)",
        querystring: liveQuerySchema,
        response: {
          200: z.string().describe('text/event-stream: a `data: <LiveEvent as JSON>` line per event'),
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const bookingId = request.query.booking;
      if (bookingId !== undefined) await messages.assertParty(bookingId, viewer.id);
      if (!hub.hasRoomFor(viewer.id)) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `You have ${hub.settings.maxStreamsPerPerson} pages with live updates open, the most one person may: close some and reload this one`,
          Math.ceil(hub.settings.retryMs / 1000),
        );
      }
      // What the hooks set on the reply (security headers, a refreshed session cookie) goes out too.
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
      }
      reply.hijack();
      hub.open(
        request.raw,
        reply.raw,
        { userId: viewer.id, sessionId: viewer.sessionId, bookingId },
        headers,
      );
    },
  );
}
