import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isbnProblem, toIsbn13, uploadedPhotoSchema } from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import { AppError } from '../../lib/errors.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { processPhoto } from '../photos/processing.js';
import type { PhotosRepository } from '../photos/repository.js';
import type { BookLookup } from './lookup.js';

const isbnParams = z.object({
  isbn: z
    .string()
    .max(40, 'ISBN must be 10 or 13 digits (hyphens and spaces are fine)')
    .superRefine((value, context) => {
      const problem = isbnProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

const bookFactsSchema = z.object({
  isbn: z.string(),
  title: z.string(),
  author: z.string(),
  /** The cover, fetched and kept as an upload of the seller's, ready for photo_ids; null without one. */
  cover: uploadedPhotoSchema.nullable(),
});

export const bookMetadataRoutes: FastifyPluginAsyncZod<{
  lookup: BookLookup | undefined;
  photos: PhotosRepository;
}> = async (app, { lookup, photos }) => {
  app.get(
    '/api/isbn/:isbn',
    {
      config: { access: 'seller', limit: LIMITS.isbnLookupPerPerson },
      schema: {
        tags: ['seller'],
        summary:
          'Fill from ISBN: the title, author and cover the book metadata service (BOOK_METADATA_URL) knows; 404 when it is not set up or knows no such book',
        params: isbnParams,
        response: { 200: bookFactsSchema },
      },
    },
    async (request) => {
      if (!lookup) throw new AppError('BOOK_METADATA_OFF');
      const seller = viewerOf(request);
      const isbn = toIsbn13(request.params.isbn)!;
      const facts = await lookup.facts(isbn);
      if (!facts) throw new AppError('BOOK_METADATA_NOT_FOUND');
      let cover = null;
      const data = facts.coverUrl === null ? null : await lookup.cover(facts.coverUrl);
      if (data !== null) {
        try {
          cover = await photos.add(seller.id, await processPhoto(seller.id, data));
        } catch (error) {
          // A cover the service sent that is no photo is left out; the title and author still fill.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return { isbn, title: facts.title, author: facts.author, cover };
    },
  );
};
