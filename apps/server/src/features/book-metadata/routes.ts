import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOK_FORMATS, isbnField, toIsbn13, uploadedPhotoSchema } from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import { AppError } from '../../lib/errors.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { processPhoto } from '../photos/processing.js';
import type { PhotosRepository } from '../photos/repository.js';
import type { Db } from '../../db/client.js';
import { latestCopyOf } from './known-copies.js';
import type { BookLookup } from './lookup.js';

const isbnParams = z.object({ isbn: isbnField });

const bookFactsSchema = z.object({
  isbn: z.string(),
  title: z.string(),
  author: z.string(),
  /** The cover, fetched and kept as an upload of the seller's, ready for photo_ids; null without one. */
  cover: uploadedPhotoSchema.nullable(),
  /** As a copy listed here before had them; null when none was. */
  format: z.enum(BOOK_FORMATS).nullable(),
  language: z.string().nullable(),
  /** The service's, else the copy's; null when neither says. */
  publisher: z.string().nullable(),
  published_year: z.number().int().nullable(),
  /** The category the latest copy listed here was in; null when none was. */
  category_id: z.string().nullable(),
});

export const bookMetadataRoutes: FastifyPluginAsyncZod<{
  db: Db;
  lookup: BookLookup | undefined;
  photos: PhotosRepository;
}> = async (app, { db, lookup, photos }) => {
  app.get(
    '/api/isbn/:isbn',
    {
      config: {
        errors: ['BOOK_METADATA_NOT_FOUND', 'BOOK_METADATA_UNAVAILABLE'],
        access: 'seller',
        limit: LIMITS.isbnLookupPerPerson,
      },
      schema: {
        summary:
          'Fill from ISBN: the title, author, cover, publisher and year the book metadata service (BOOK_METADATA_URL) knows, and what copies listed here before say (title, author, format, language, publisher, year, category): with or without the service; 404 when neither knows the book',
        params: isbnParams,
        response: { 200: bookFactsSchema },
      },
    },
    async (request) => {
      const seller = viewerOf(request);
      const isbn = toIsbn13(request.params.isbn)!;
      const copy = await latestCopyOf(db, isbn);
      let facts = null;
      if (lookup) {
        try {
          facts = await lookup.facts(isbn);
        } catch (error) {
          // The service is down or slow: a copy listed here still fills the form.
          if (!copy || !(error instanceof AppError)) throw error;
        }
      }
      if (!facts && !copy) throw new AppError('BOOK_METADATA_NOT_FOUND');
      let cover = null;
      const data = facts?.coverUrl ? await lookup!.cover(facts.coverUrl) : null;
      if (data !== null) {
        try {
          cover = await photos.add(seller.id, await processPhoto(seller.id, data));
        } catch (error) {
          // A cover the service sent that is no photo is left out; the title and author still fill.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return {
        isbn,
        title: facts?.title ?? copy!.title,
        author: facts?.author || copy?.author || '',
        cover,
        format: copy?.format ?? null,
        language: copy?.language ?? null,
        publisher: facts?.publisher || copy?.publisher || null,
        published_year: facts?.publishedYear ?? copy?.publishedYear ?? null,
        category_id: copy?.categoryId ?? null,
      };
    },
  );
};
