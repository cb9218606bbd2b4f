import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgedSchema,
  blockedPersonSchema,
  conversationSchema,
  conversationsSummarySchema,
  idParamsSchema,
  messageSchema,
  openConversationSchema,
  pageQuerySchema,
  sendMessageSchema,
} from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { sendPage } from '../../lib/pagination.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { blockPerson } from '../../use-cases/block-person.js';
import { createBlocks } from './blocks.js';
import { createConversations } from './conversations.js';
import { createMessagesRepository } from './repository.js';

const userIdParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/**
 * Messages: a buyer's conversation with a seller about one copy (asked before booking, continued on
 * each booking's page), the inbox of them all, reading one, and blocking.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createMessagesRepository(db);
  const conversations = createConversations(db);
  const blocks = createBlocks(db);

  app.get(
    '/api/bookings/:id/messages',
    {
      config: { errors: ['BOOKING_NOT_FOUND', 'NOT_A_PARTY'], access: 'signed-in' },
      schema: {
        summary:
          "The booking's thread (its buyer's conversation about the copy, questions before booking included), newest first, paginated; for its buyer and seller only",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const conversationId = await repository.conversationOfBooking(request.params.id, viewer.id);
      return sendPage(request, reply, (page) => repository.list(conversationId, viewer.id, page));
    },
  );

  app.post(
    '/api/bookings/:id/messages',
    {
      config: {
        errors: ['BOOKING_NOT_FOUND', 'NOT_A_PARTY', 'PARTY_GONE'],
        access: 'signed-in',
        limit: LIMITS.messagePerPerson,
      },
      schema: {
        summary: 'Sends a text message to the other side of the booking, who is notified',
        params: idParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const sender = viewerOf(request);
      const conversationId = await repository.conversationOfBooking(request.params.id, sender.id);
      const message = await repository.send({
        conversationId,
        bookingId: request.params.id,
        sender: { id: sender.id, name: sender.name },
        body: request.body.body,
      });
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/conversations',
    {
      config: {
        errors: ['BLOCKED', 'OWN_LISTING_MESSAGE', 'PRODUCT_NOT_FOUND'],
        access: 'signed-in',
        limit: LIMITS.messagePerPerson,
      },
      schema: {
        summary:
          "Message seller: the signed-in person's conversation about a copy, 201 when new, 200 with the same one when it exists; never about one's own listing, nor with someone either of you blocked",
        body: openConversationSchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id, isNew } = await conversations.open(request.body.productId, viewer.id);
      return reply.status(isNew ? 201 : 200).send(await conversations.find(id, viewer.id));
    },
  );

  app.get(
    '/api/conversations',
    {
      config: { access: 'signed-in' },
      schema: {
        summary:
          "Messages: the signed-in person's conversations and booking threads, the latest activity first, each with the book, the other person, the last message and whether it is unread; paginated",
        querystring: pageQuerySchema,
        response: { 200: z.array(conversationSchema) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return sendPage(request, reply, (page) => conversations.inbox(viewer.id, page));
    },
  );

  app.get(
    '/api/conversations/summary',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'How many of the signed-in person’s conversations hold a message they have not opened',
        response: { 200: conversationsSummarySchema },
      },
    },
    async (request) => ({ unread: await conversations.unreadCount(viewerOf(request).id) }),
  );

  app.get(
    '/api/conversations/:id',
    {
      config: { errors: ['CONVERSATION_NOT_FOUND', 'NOT_IN_CONVERSATION'], access: 'signed-in' },
      schema: {
        summary: 'One conversation, for its buyer and seller only',
        params: idParamsSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => conversations.find(request.params.id, viewerOf(request).id),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      config: { errors: ['CONVERSATION_NOT_FOUND', 'NOT_IN_CONVERSATION'], access: 'signed-in' },
      schema: {
        summary: "A conversation's messages, newest first, paginated; for its buyer and seller only",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return sendPage(request, reply, (page) => repository.list(request.params.id, viewer.id, page));
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      config: {
        errors: ['BLOCKED', 'CONVERSATION_NOT_FOUND', 'NOT_IN_CONVERSATION', 'PARTY_GONE'],
        access: 'signed-in',
        limit: LIMITS.messagePerPerson,
      },
      schema: {
        summary:
          'Sends a text message to the other side of the conversation, who is notified; refused once either blocked the other',
        params: idParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const sender = viewerOf(request);
      const message = await repository.send({
        conversationId: request.params.id,
        sender: { id: sender.id, name: sender.name },
        body: request.body.body,
      });
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      config: { errors: ['CONVERSATION_NOT_FOUND', 'NOT_IN_CONVERSATION'], access: 'signed-in' },
      schema: {
        summary:
          'Opened: the conversation is read, and its notifications (its messages’, its bookings’) too, on every open page of the person',
        params: idParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await conversations.markRead(request.params.id, viewerOf(request).id);
      return { acknowledged: true };
    },
  );

  app.get(
    '/api/blocks',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'The people the signed-in person blocked, the latest first',
        response: { 200: z.array(blockedPersonSchema) },
      },
    },
    async (request) => blocks.blockedBy(viewerOf(request).id),
  );

  app.put(
    '/api/blocks/:userId',
    {
      config: { errors: ['CANNOT_BLOCK_SELF', 'USER_NOT_FOUND'], access: 'signed-in' },
      schema: {
        summary:
          'Blocks a person: they can no longer message you, book your books or see your contact data, and you cannot book theirs; the open bookings between you are cancelled, and they are told. Again changes nothing',
        params: userIdParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await blockPerson(db, repository, viewerOf(request), request.params.userId);
      return { acknowledged: true };
    },
  );

  app.delete(
    '/api/blocks/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Unblocks a person; unblocking someone not blocked changes nothing',
        params: userIdParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await blocks.unblock(viewerOf(request).id, request.params.userId);
      return { acknowledged: true };
    },
  );
};
