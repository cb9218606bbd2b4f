import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgedSchema,
  addListingSchema,
  deletedSchema,
  editListingSchema,
  emailQuerySchema,
  idParamsSchema,
  insertedSchema,
  myListingSchema,
  pageQuerySchema,
  listingDetailSchema,
} from '@second-shelf/shared';
import { assertOwnEmail, viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { sendPage } from '../../lib/pagination.js';
import { LIMITS } from '../../lib/rate-limit.js';
import type { PhotosRepository } from '../photos/repository.js';
import { assertPictureAddress } from './picture-address.js';
import { changeListing } from '../../use-cases/change-listing.js';
import { listBook } from '../../use-cases/list-book.js';
import { removeListing } from '../../use-cases/remove-listing.js';
import { createListingsRepository, type BookData, type ListingChange } from './repository.js';

type EditListingOutput = z.output<typeof editListingSchema>;

/** The book's data of a body (the API's names), the fields it gives only. */
function listingOf(body: EditListingOutput): Partial<BookData> {
  const data: Partial<BookData> = {
    bookName: body.book_name,
    author: body.author,
    isbn: body.isbn,
    description: body.description,
    format: body.format,
    language: body.language,
    publisher: body.publisher,
    publishedYear: body.published_year,
    originalPrice: body.original_price,
    resellPrice: body.resell_price,
    used: body.used,
    location: body.location,
    productCondition: body.product_condition,
    conditionNotes: body.condition_notes,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** Today's date as the listing's posted time, e.g. "2026-11-22". */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export const listingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  photos: PhotosRepository;
  /** With mail set up, a seller's new listings wait for their confirmed email. */
  holdUnconfirmed: boolean;
  /** The site's own origins, where a picture's address may name only a picture. */
  siteOrigins: readonly string[];
}> = async (app, { db, photos, holdUnconfirmed, siteOrigins }) => {
  const repository = createListingsRepository(db);

  /** The listing's seller (or, with `orAdmin`, an admin) may act on it: 404 when it is gone, else 403. */
  async function assertSeller(id: string, viewer: { id: string; isAdmin: boolean }, orAdmin = false) {
    const owner = await repository.findOwner(id);
    if (owner === undefined) throw new AppError('PRODUCT_NOT_FOUND');
    if (owner !== viewer.id && !(orAdmin && viewer.isAdmin)) throw new AppError('FORBIDDEN');
  }

  app.post(
    '/api/addproduct',
    {
      config: {
        errors: ['CATEGORY_NOT_FOUND', 'DRAFT_NOT_FOUND', 'IMAGE_URL_NOT_A_PICTURE', 'PHOTO_NOT_FOUND'],
        access: 'seller',
        limit: LIMITS.listingWritePerPerson,
      },
      schema: {
        summary:
          "Lists a book for sale, with its photos (ids from POST /api/photos, the cover first) or a picture's address; seller name and email come from the session",
        body: addListingSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const seller = viewerOf(request);
      const body = request.body;
      assertPictureAddress(body.image_url, siteOrigins);
      const insertedId = await listBook(db, {
        sellerId: seller.id,
        sellerName: seller.name,
        sellerEmail: seller.email,
        categoryId: body.category_id,
        ...(listingOf(body) as Required<BookData>),
        photoIds: body.photo_ids,
        imageUrl: body.image_url,
        postedTime: today(),
        holdUntilEmailConfirmed: holdUnconfirmed,
        draftId: body.draft_id,
      });
      if (!insertedId) throw new AppError('CATEGORY_NOT_FOUND');
      return reply.status(201).send({ acknowledged: true, insertedId });
    },
  );

  app.get(
    '/api/myproducts',
    {
      config: { errors: ['NOT_YOUR_ACCOUNT'], access: 'seller' },
      schema: {
        summary: "The signed-in seller's listings, newest first, each with the booking it is in; paginated",
        querystring: pageQuerySchema.extend(emailQuerySchema.shape),
        response: { 200: z.array(myListingSchema) },
      },
    },
    async (request, reply) => {
      const seller = assertOwnEmail(request, request.query.email);
      return sendPage(request, reply, (page) => repository.listBySeller(seller.id, page));
    },
  );

  app.get(
    '/api/products/:id',
    {
      config: { errors: ['PRODUCT_NOT_FOUND'], access: 'anyone' },
      schema: {
        summary:
          "One book with its description, every photo and the seller's other books on sale; a hidden listing is seen by its seller and admins only",
        description: "Visitors too. Only the listing's seller and admins read its seller's email.",
        params: idParamsSchema,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => {
      const book = await repository.visibleDetail(request.params.id, request.viewer);
      if (!book) throw new AppError('PRODUCT_NOT_FOUND');
      return book;
    },
  );

  app.patch(
    '/api/products/:id',
    {
      config: {
        errors: [
          'IMAGE_URL_NOT_A_PICTURE',
          'IMAGE_URL_WITH_PHOTOS',
          'LISTING_LOCKED',
          'PHOTO_NOT_FOUND',
          'PRODUCT_NOT_FOUND',
        ],
        access: 'seller',
        limit: LIMITS.listingWritePerPerson,
      },
      schema: {
        summary:
          'Changes a listing (its seller only): any of its fields, photo_ids replacing the photos; refused while a booking of it is open or once sold',
        params: idParamsSchema,
        body: editListingSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      const seller = viewerOf(request);
      const body = request.body;
      assertPictureAddress(body.image_url, siteOrigins);
      const change: ListingChange = listingOf(body);
      if (body.photo_ids !== undefined) change.photoIds = body.photo_ids;
      if (body.image_url !== undefined) change.imageUrl = body.image_url;
      const { deletedPhotos } = await changeListing(db, request.params.id, seller.id, change);
      await photos.forget(deletedPhotos);
      return { acknowledged: true };
    },
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/api/products/:id/${action}`,
      {
        config: {
          access: 'seller',
          errors: ['PRODUCT_NOT_FOUND', hidden ? 'LISTING_LOCKED' : 'LISTING_HELD'],
        },
        schema: {
          summary: hidden
            ? 'Hides a listing on sale: off the catalogue, kept in My Products'
            : 'Puts a hidden listing back on sale',
          params: idParamsSchema,
          response: { 200: acknowledgedSchema },
        },
      },
      async (request) => {
        const seller = viewerOf(request);
        await assertSeller(request.params.id, seller);
        const outcome = await repository.setHidden(request.params.id, seller.id, hidden);
        if (outcome === 'held') throw new AppError('LISTING_HELD');
        if (outcome === 'locked') throw new AppError('LISTING_LOCKED');
        return { acknowledged: true };
      },
    );
  }

  app.delete(
    '/api/products/:id',
    {
      config: { errors: ['FORBIDDEN', 'PRODUCT_NOT_FOUND'], access: 'signed-in' },
      schema: {
        summary: 'Removes a listing with its photos (its seller or an admin)',
        params: idParamsSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await assertSeller(request.params.id, viewer, true);
      const { deletedCount, deletedPhotos } = await removeListing(db, request.params.id, viewer);
      await photos.forget(deletedPhotos);
      return { acknowledged: true, deletedCount };
    },
  );
};
