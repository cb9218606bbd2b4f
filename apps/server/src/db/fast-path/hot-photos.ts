import type { ChangeFeed } from '../change-feed.js';
import type { ReadPhotoBytes } from './photo-bytes.js';

/** How many bytes of photos each instance keeps in memory: some 3,000 covers of a catalogue page. */
export const HOT_PHOTO_BYTES = 64 * 1024 * 1024;

/**
 * The photos served most, kept in memory in front of PostgreSQL: a photo never changes, so a copy
 * is right until the photo is deleted, which the database reports to every instance (channel
 * photo_deleted, migration 0008). Used only while the change feed is live; the least recently
 * served go first past HOT_PHOTO_BYTES. Reading each photo from PostgreSQL served it at 0.46 of
 * node:http answering the same bytes (bench/results.md).
 */
export async function withHotPhotos(
  read: ReadPhotoBytes,
  changes: ChangeFeed,
  capacity = HOT_PHOTO_BYTES,
): Promise<ReadPhotoBytes> {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recent.
  const kept = new Map<string, Buffer>();
  let bytes = 0;
  const forget = (key: string) => {
    const data = kept.get(key);
    if (data === undefined) return;
    bytes -= data.length;
    kept.delete(key);
  };
  await changes.subscribe('photo_deleted', {
    onChange: ({ photoId }) => {
      for (const key of kept.keys()) if (key.startsWith(`${photoId}/`)) forget(key);
    },
    onReset: () => {
      kept.clear();
      bytes = 0;
    },
  });
  return async (photoId, width) => {
    const key = `${photoId}/${width}`;
    const hit = kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const data = await read(photoId, width);
    if (data === null || !changes.live || data.length > capacity) return data;
    kept.set(key, data);
    bytes += data.length;
    for (const oldest of kept.keys()) {
      if (bytes <= capacity) break;
      forget(oldest);
    }
    return data;
  };
}
