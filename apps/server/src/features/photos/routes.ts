import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_FILES,
  PHOTO_WIDTHS,
  uploadedPhotosSchema,
  type PhotoWidth,
} from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import { AppError } from '../../lib/errors.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { processPhotos } from './processing.js';
import type { PhotosRepository } from './repository.js';
import { ByteBudget } from './upload-budget.js';
import { discardRest, readPhotoParts } from './upload-parts.js';

/** The most photo bytes one upload can hold: five files of 20 MB. */
const MAX_UPLOAD_BYTES = PHOTO_UPLOAD_MAX_FILES * PHOTO_UPLOAD_MAX_BYTES;

/**
 * The photo bytes all uploads in the process may hold at once, while they are read and until their
 * photos are made: one full upload and a few phones' photos beside it. Past it the answer is 503.
 */
const UPLOAD_MEMORY_BYTES = 128 * 1024 * 1024;

/** Retry-After, in seconds, when the uploads in progress hold all of UPLOAD_MEMORY_BYTES. */
const UPLOADS_BUSY_RETRY_SECONDS = 5;

const uploadMemory = new ByteBudget(UPLOAD_MEMORY_BYTES);

const photoFileParams = z.object({
  // As the ids are made (randomUUID): lower-case hex, which is also how they are named on disk.
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'No such photo'),
  file: z
    .string()
    .regex(
      new RegExp(`^(${PHOTO_WIDTHS.join('|')})\\.webp$`),
      `file must be one of ${PHOTO_WIDTHS.join(', ')} followed by .webp`,
    ),
});

/**
 * A day in browsers and an hour in shared caches: a photo's bytes never change, but a removed one
 * (an offensive picture taken down) must be gone from every cache within a day, and from the
 * shared ones, which show it to everyone, within an hour; asking again costs a 304.
 */
const PHOTO_CACHING = 'public, max-age=86400, s-maxage=3600';

export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosRepository }> = async (app, { photos }) => {
  // Multipart bodies are read by this plugin's routes only; every other route keeps JSON.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: PHOTO_UPLOAD_MAX_BYTES,
      files: PHOTO_UPLOAD_MAX_FILES,
      parts: PHOTO_UPLOAD_MAX_FILES,
      fields: 0,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });

  app.post(
    '/api/photos',
    {
      config: {
        access: 'seller',
        limit: LIMITS.photoUploadPerPerson,
        errors: [
          'NO_PHOTO',
          'UNREADABLE_UPLOAD',
          'NOT_A_PHOTO',
          'HEIC_NOT_READABLE',
          'PHOTO_TOO_LARGE',
          'PHOTO_TOO_MANY_PIXELS',
          'TOO_MANY_PHOTOS',
          'UPLOAD_TOO_MANY_PIXELS',
          'PHOTO_QUEUE_FULL',
          'UPLOADS_BUSY',
        ],
        openApi: {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['photo'],
                  properties: {
                    photo: {
                      type: 'array',
                      minItems: 1,
                      maxItems: PHOTO_UPLOAD_MAX_FILES,
                      items: { type: 'string', format: 'binary' },
                      description: `One to ${PHOTO_UPLOAD_MAX_FILES} file parts named photo (JPEG, PNG, WebP, AVIF or HEIC), each at most ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
                    },
                  },
                },
                encoding: {
                  photo: { contentType: 'image/jpeg, image/png, image/webp, image/avif, image/heic' },
                },
              },
            },
          },
        },
      },
      schema: {
        summary:
          'Uploads one to five photos (multipart/form-data, each a file part, at most 20 MB): each is turned upright, stripped of all metadata and kept as WebP in three widths. Put their ids in a listing within a day.',
        response: { 201: uploadedPhotosSchema },
      },
    },
    async (request, reply) => {
      const owner = viewerOf(request);
      if (!request.isMultipart()) throw new AppError('NO_PHOTO');
      // An upload takes what its body declares (or the most it can hold) before reading a byte.
      const declared = Number(request.headers['content-length']);
      const bytes = declared > 0 ? Math.min(declared, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
      const giveBack = uploadMemory.take(bytes);
      // Node reads and drops a body no one reads, so that the client, still sending, gets the answer.
      if (giveBack === undefined) throw new AppError('UPLOADS_BUSY', undefined, UPLOADS_BUSY_RETRY_SECONDS);
      try {
        const files = await readPhotoParts(request);
        if (files.length === 0) throw new AppError('NO_PHOTO');
        // Every file is read before any is kept: one refused file keeps none of them.
        const processed = await processPhotos(owner.id, files);
        const uploaded = [];
        for (const photo of processed) uploaded.push(await photos.add(owner.id, photo));
        return reply.status(201).send({ photos: uploaded });
      } catch (error) {
        if (!request.raw.complete) discardRest(request.raw, MAX_UPLOAD_BYTES);
        throw error;
      } finally {
        giveBack();
      }
    },
  );

  app.get(
    '/api/photos/:id/:file',
    {
      config: {
        access: 'public',
        errors: ['NOT_FOUND'],
        openApi: {
          produces: { type: 'image/webp', schema: { type: 'string', format: 'binary' } },
          revalidates: true,
        },
      },
      schema: {
        summary:
          "A listing's photo at one width (WebP), cached for a day (an hour in shared caches); 404 once it is removed",
        params: photoFileParams,
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const width = Number.parseInt(file, 10) as PhotoWidth;
      const etag = `"${id}-${width}"`;
      // Any instance may show it, and other sites' pages too (a shared link's preview).
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const gone = () => {
        reply.header('cache-control', 'no-store');
        return new AppError('NOT_FOUND', 'No such photo');
      };
      if (request.headers['if-none-match'] === etag) {
        // A cache that holds a removed photo must not be told it is still good: the photo's row is
        // looked up, which reads none of its bytes.
        if (!(await photos.exists(id))) throw gone();
        return reply.header('cache-control', PHOTO_CACHING).header('etag', etag).status(304).send();
      }
      const data = await photos.read(id, width);
      if (data === null) throw gone();
      return reply.header('cache-control', PHOTO_CACHING).header('etag', etag).type('image/webp').send(data);
    },
  );
};
