import sseModule, { type SSEPluginOptions } from '@fastify/sse';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
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

/**
 * @fastify/sse's types say `export default`, its code `module.exports =`: Node's default import of it
 * is the plugin itself, which its types call the module.
 */
const fastifySse = sseModule as unknown as FastifyPluginAsync<SSEPluginOptions>;

const liveQuerySchema = z.object({
  booking: z
    .string()
    .trim()
    .min(1, 'booking must be a booking id')
    .max(64, 'booking must be at most 64 characters')
    .optional(),
  conversation: z
    .string()
    .trim()
    .min(1, 'conversation must be a conversation id')
    .max(64, 'conversation must be at most 64 characters')
    .optional(),
});

/**
 * GET /api/events: live updates as server-sent events (hub.ts says what is sent, and when a stream
 * ends), framed by @fastify/sse. Every check runs before the handler, in the route's preHandler, so
 * that a refusal is an ordinary JSON answer; the handler then opens the stream and returns, holding
 * no shutdown while its stream goes on; closing the server ends every stream first. Registers on
 * the app itself, before any route that streams.
 */
export async function registerLiveUpdates(
  app: FastifyInstance,
  deps: { db: Db; changes: ChangeFeed; settings?: Partial<LiveSettings> },
): Promise<void> {
  const messages = createMessagesRepository(deps.db);
  const notifications = createNotificationsRepository(deps.db);
  /** The conversation each request's stream watches, as its preHandler found it. */
  const watched = new WeakMap<FastifyRequest, string>();
  const hub = createLiveHub({
    changes: deps.changes,
    loadMessage: (conversationId, messageId) => messages.byId(conversationId, messageId),
    unreadCount: (userId) => notifications.unreadCount(userId),
    log: app.log,
    settings: deps.settings,
  });
  await hub.ready;
  app.decorate('live', hub);
  // Its heartbeat is a timer per stream: the hub's one timer writes every stream's (hub.ts).
  await app.register(fastifySse, { heartbeatInterval: 0 });

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
      config: {
        access: 'signed-in',
        stream: true,
        errors: [
          'EVENT_STREAM_ONLY',
          'TOO_MANY_REQUESTS',
          'BOOKING_NOT_FOUND',
          'NOT_A_PARTY',
          'CONVERSATION_NOT_FOUND',
          'NOT_IN_CONVERSATION',
        ],
        openApi: {
          produces: {
            type: 'text/event-stream',
            schema: {
              type: 'string',
              description:
                'A `data: <LiveEvent as JSON>` line and a blank line per event, for as long as the stream is open',
            },
          },
        },
      },
      sse: { heartbeat: false },
      // A HEAD would open a stream that never sends its body nor ends.
      exposeHeadRoute: false,
      schema: {
        summary:
          "Live updates (text/event-stream of LiveEvent): the person's notifications changed, with their unread count; with ?booking=, that booking's new messages (its conversation's), and its changes with where it stands (its buyer and seller only); with ?conversation=, that conversation's new messages (its two people only). Asked for with Accept: text/event-stream, as an EventSource does.",
        querystring: liveQuerySchema,
        response: {
          200: z.string().describe('text/event-stream: a `data: <LiveEvent as JSON>` line per event'),
        },
      },
      preHandler: async (request) => {
        const viewer = viewerOf(request);
        // What the page may watch, checked once: a booking of theirs (and its conversation), or a
        // conversation of theirs.
        if (request.query.booking !== undefined)
          watched.set(request, await messages.conversationOfBooking(request.query.booking, viewer.id));
        else if (request.query.conversation !== undefined) {
          await messages.assertParty(request.query.conversation, viewer.id);
          watched.set(request, request.query.conversation);
        }
        if (!hub.hasRoomFor(viewer.id)) {
          throw new AppError(
            'TOO_MANY_REQUESTS',
            `You have ${hub.settings.maxStreamsPerPerson} pages with live updates open, the most one person may: close some and reload this one`,
            Math.ceil(hub.settings.retryMs / 1000),
          );
        }
      },
    },
    async (request, reply) => {
      // @fastify/sse hands the handler `reply.sse` only for a request that accepts an event stream.
      if (!(reply as { sse?: unknown }).sse) throw new AppError('EVENT_STREAM_ONLY');
      const viewer = viewerOf(request);
      hub.open(reply, {
        userId: viewer.id,
        sessionId: viewer.sessionId,
        bookingId: request.query.booking,
        conversationId: watched.get(request),
      });
    },
  );
}
