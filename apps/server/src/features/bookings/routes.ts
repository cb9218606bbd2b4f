import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingDetailSchema,
  bookingListQuerySchema,
  cancelBookingSchema,
  createBookingSchema,
  deletedSchema,
  emailQuerySchema,
  idParamsSchema,
  incomingBookingSchema,
  insertedSchema,
  orderSchema,
  pageQuerySchema,
  type BookingAction,
} from '@second-shelf/shared';
import { assertOwnEmail, viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { sendPage } from '../../lib/pagination.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { limitOf } from '../../lib/route-limits.js';
import { createLifecycle } from './lifecycle.js';
import { createBookingsRepository, type BookingStatements } from './repository.js';

export interface BookingsRoutesOptions {
  db: Db;
  statements: BookingStatements;
  /** How long an accepted booking waits for the sale (config.bookingMeetMs). */
  bookingMeetMs: number;
  /** Whether the buyer may pay by card (Stripe's keys are set). */
  cardPayments: boolean;
}

/** A reason may come with any cancellation, and must once the booking is accepted; no body is none. */
const cancelBodySchema = cancelBookingSchema.nullish();

const SUMMARIES: Record<Exclude<BookingAction, 'cancel'>, string> = {
  accept: 'The seller accepts a requested booking; answers the booking after the change',
  decline: 'The seller declines a requested booking: the copy is on sale again',
  complete: 'Mark as sold: the seller records the sale of an accepted booking (and the cash received)',
};

export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (app, options) => {
  const { db, statements, cardPayments } = options;
  const repository = createBookingsRepository(db, statements);
  const lifecycle = createLifecycle(db, { bookingMeetMs: options.bookingMeetMs });

  app.post(
    '/api/bookings',
    {
      // The booking statement counts the limit itself: one round trip for all of a booking.
      config: {
        errors: [
          'BLOCKED',
          'BOOK_ALREADY_BOOKED',
          'OPEN_BOOKINGS_LIMIT',
          'OWN_LISTING_BOOKING',
          'PRODUCT_NOT_FOUND',
        ],
        access: 'buyer',
        limit: LIMITS.bookingPerAddress,
        limitCountedBy: 'handler',
      },
      schema: {
        summary: 'Books a copy: exactly one buyer gets it, the others get 409',
        body: createBookingSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const buyer = viewerOf(request);
      const insertedId = await repository.create(
        {
          buyerId: buyer.id,
          buyerName: buyer.name,
          buyerEmail: buyer.email,
          productId: request.body.productId,
          meetingLocation: request.body.meetingLocation,
          phoneNumber: request.body.phoneNumber,
        },
        limitOf(request),
      );
      return reply.status(201).send({ acknowledged: true, insertedId });
    },
  );

  app.get(
    '/api/myorders',
    {
      config: { errors: ['NOT_YOUR_ACCOUNT'], access: 'signed-in' },
      schema: {
        summary: "The signed-in buyer's bookings, newest first, each with its state; paginated",
        querystring: pageQuerySchema.extend(emailQuerySchema.shape),
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request, reply) => {
      const buyer = assertOwnEmail(request, request.query.email);
      return sendPage(request, reply, (page) => repository.listByBuyer(buyer.id, page));
    },
  );

  app.get(
    '/api/bookings',
    {
      config: { access: 'seller' },
      schema: {
        summary:
          "The signed-in seller's incoming bookings (`state` narrows to some states, e.g. requested,accepted), newest first, paginated",
        querystring: pageQuerySchema.extend(bookingListQuerySchema.shape),
        response: { 200: z.array(incomingBookingSchema) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, (page) =>
        repository.listBySeller(viewerOf(request).id, { states: request.query.state, ...page }),
      ),
  );

  app.get(
    '/api/bookings/:id',
    {
      // Both sides may read it: whether the viewer is one of them is the booking's to say.
      config: { errors: ['BOOKING_NOT_FOUND', 'NOT_A_PARTY'], access: 'signed-in' },
      schema: {
        summary: 'A booking, for its buyer or its seller: both parties, its history, what the viewer may do',
        params: idParamsSchema,
        response: { 200: bookingDetailSchema },
      },
    },
    async (request) => repository.detail(request.params.id, viewerOf(request).id, { cardPayments }),
  );

  for (const action of ['accept', 'decline', 'complete'] as const) {
    app.post(
      `/api/bookings/:id/${action}`,
      {
        config: {
          access: 'signed-in',
          errors: [
            'BOOKING_NOT_FOUND',
            'NOT_A_PARTY',
            // The buyer's side of a booking cannot take the seller's steps.
            'FORBIDDEN',
            'BOOKING_STATE_CHANGED',
            ...(action === 'accept' ? (['BLOCKED'] as const) : []),
            ...(action === 'complete' ? (['CARD_PAYMENT_PENDING'] as const) : []),
          ],
        },
        schema: {
          summary: SUMMARIES[action],
          params: idParamsSchema,
          response: { 200: bookingDetailSchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await lifecycle.act(request.params.id, action, viewer);
        return repository.detail(request.params.id, viewer.id, { cardPayments });
      },
    );
  }

  app.post(
    '/api/bookings/:id/cancel',
    {
      // The buyer, or the seller once accepted: the booking says which side the caller is on.
      config: {
        errors: ['BOOKING_NOT_FOUND', 'BOOKING_STATE_CHANGED', 'CANCEL_REASON_REQUIRED', 'NOT_A_PARTY'],
        access: 'signed-in',
      },
      schema: {
        summary:
          'Cancel booking: the buyer (requested or accepted) or the seller (accepted); a reason is required once accepted',
        params: idParamsSchema,
        body: cancelBodySchema,
        response: { 200: bookingDetailSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await lifecycle.act(request.params.id, 'cancel', viewer, request.body?.reason);
      return repository.detail(request.params.id, viewer.id, { cardPayments });
    },
  );

  app.delete(
    '/api/bookings/:id',
    {
      config: { errors: ['BOOKING_NOT_FOUND', 'BOOKING_STATE_CHANGED', 'NOT_A_PARTY'], access: 'buyer' },
      schema: {
        summary:
          'Remove Item: the buyer cancels their booking (kept in both histories); the copy is available again',
        params: idParamsSchema,
        body: cancelBodySchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      const buyer = viewerOf(request);
      await lifecycle.act(request.params.id, 'cancel', buyer, request.body?.reason);
      return { acknowledged: true, deletedCount: 1 };
    },
  );
};
