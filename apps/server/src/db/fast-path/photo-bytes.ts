import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { photoFiles } from '../schema.js';

/** Reads one width of a photo's bytes, or null when there is none. */
export type ReadPhotoBytes = (photoId: string, width: number) => Promise<Buffer | null>;

/**
 * A photo's bytes from PostgreSQL (photo_files) in one named statement, planned once per
 * connection: unnamed, each request was planned again, and the photo was served at 0.49 of
 * node:http answering the same bytes (bench/results.md). Drizzle's prepared select is within a
 * tenth of the driver run by hand for this one cell (bench, 2026-11-27).
 */
export function createPhotoBytes(db: Db): ReadPhotoBytes {
  const statement = db
    .select({ data: photoFiles.data })
    .from(photoFiles)
    .where(
      and(eq(photoFiles.photoId, sql.placeholder('photoId')), eq(photoFiles.width, sql.placeholder('width'))),
    )
    .prepare('photo_bytes');
  return async (photoId, width) => {
    const [row] = await statement.execute({ photoId, width });
    const data = row?.data;
    if (data === undefined) return null;
    return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  };
}
