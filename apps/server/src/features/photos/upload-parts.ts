import type { MultipartFile } from '@fastify/multipart';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { PHOTO_HEAD_BYTES, startsLikeAPhoto } from './processing.js';

/** What @fastify/multipart throws past its limits, as the API words it. */
const MULTIPART_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'PHOTO_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_PHOTOS',
  FST_PARTS_LIMIT: 'TOO_MANY_PHOTOS',
  FST_FIELDS_LIMIT: 'NO_PHOTO',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'NO_PHOTO',
};

/** One file part's bytes, refused as soon as its first bytes show it is no photo. */
async function readPhoto(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  let checked = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (!checked && length >= PHOTO_HEAD_BYTES) {
      // Leaving the loop destroys the part's stream, and the parser stops reading the body.
      if (!startsLikeAPhoto(Buffer.concat(chunks, length))) throw new AppError('NOT_A_PHOTO');
      checked = true;
    }
  }
  if (part.file.truncated) throw new AppError('PHOTO_TOO_LARGE');
  if (!checked) throw new AppError('NOT_A_PHOTO');
  return Buffer.concat(chunks, length);
}

/**
 * The files of a multipart upload, in order. Each part is checked from its first bytes before the
 * rest of it is read: the first that is not a JPEG, PNG, WebP or HEIF file ends the reading.
 */
export async function readPhotoParts(request: FastifyRequest): Promise<Buffer[]> {
  const files: Buffer[] = [];
  try {
    for await (const part of request.files()) files.push(await readPhoto(part));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Reading the body only parses what arrived: whatever fails here is the request's.
    throw new AppError(MULTIPART_ERRORS[(error as { code?: string }).code ?? ''] ?? 'UNREADABLE_UPLOAD');
  }
  return files;
}

/**
 * What a client still sends of a refused upload is let through to nothing, neither parsed nor
 * held, so that it reads the answer instead of a connection reset (closing a socket with unread
 * bytes resets it); past `limit` bytes the connection is cut.
 */
export function discardRest(raw: IncomingMessage, limit: number): void {
  let discarded = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > limit) raw.socket.destroy();
  });
  raw.resume();
}
