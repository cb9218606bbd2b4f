import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { photoFiles } from '../schema.js';
import { preparedRows, type RowsQuery } from './prepared-rows.js';

/** Reads one width of a photo's bytes, or null when there is none. */
export type ReadPhotoBytes = (photoId: string, width: number) => Promise<Buffer | null>;

/**
 * A photo's bytes from PostgreSQL (photo_files) in one named statement run by the driver: through
 * Drizzle, each request was planned again and its row read field by field, and the photo was
 * served at 0.49 of node:http answering the same bytes (bench/results.md).
 */
export function createPhotoBytes(db: Db, rows: RowsQuery): ReadPhotoBytes {
  const statement = preparedRows(
    rows,
    'photo_bytes',
    db
      .select({ data: photoFiles.data })
      .from(photoFiles)
      .where(
        and(
          eq(photoFiles.photoId, sql.placeholder('photoId')),
          eq(photoFiles.width, sql.placeholder('width')),
        ),
      ),
  );
  return async (photoId, width) => {
    const [row] = await statement({ photoId, width });
    const data = row?.[0] as Uint8Array | undefined;
    if (data === undefined) return null;
    return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  };
}
