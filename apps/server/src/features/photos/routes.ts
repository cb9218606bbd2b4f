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
import { processPhoto } from './processing.js';
import type { PhotosRepository } from './repository.js';

/** What @fastify/multipart throws past its limits, as the API words it. */
const MULTIPART_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'PHOTO_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_PHOTOS',
  FST_PARTS_LIMIT: 'TOO_MANY_PHOTOS',
  FST_FIELDS_LIMIT: 'NO_PHOTO',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'NO_PHOTO',
};

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

/** A year: a photo's address never names other bytes (a changed photo is a new photo). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
      config: { access: 'seller', limit: LIMITS.photoUploadPerPerson },
      schema: {
        tags: ['seller'],
        summary:
          'Uploads one to five photos (multipart/form-data, each a file part, at most 20 MB): each is turned upright, stripped of all metadata and kept as WebP in three widths. Put their ids in a listing within a day.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPhotosSchema },
      },
    },
    async (request, reply) => {
      const owner = viewerOf(request);
      if (!request.isMultipart()) throw new AppError('NO_PHOTO');
      const files: Buffer[] = [];
      try {
        for await (const part of request.files()) files.push(await part.toBuffer());
      } catch (error) {
        // Reading the body only parses what arrived: whatever fails here is the request's.
        throw new AppError(MULTIPART_ERRORS[(error as { code?: string }).code ?? ''] ?? 'UNREADABLE_UPLOAD');
      }
      if (files.length === 0) throw new AppError('NO_PHOTO');
      // Every file is read before any is kept: one refused file keeps none of them.
      const processed = await Promise.all(files.map((file) => processPhoto(file)));
      const uploaded = [];
      for (const photo of processed) uploaded.push(await photos.add(owner.id, photo));
      return reply.status(201).send({ photos: uploaded });
    },
  );

  app.get(
    '/api/photos/:id/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "A listing's photo at one width (WebP), cached for a year: its address never changes",
        params: photoFileParams,
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const width = Number.parseInt(file, 10) as PhotoWidth;
      const etag = `"${id}-${width}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      // Any instance may show it, and other sites' pages too (a shared link's preview).
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const data = await photos.read(id, width);
      if (data === null) {
        reply.header('cache-control', 'no-store').removeHeader('etag');
        throw new AppError('NOT_FOUND', 'No such photo');
      }
      return reply.type('image/webp').send(data);
    },
  );
};
