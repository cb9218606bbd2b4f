import { LRUCache } from 'lru-cache';
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
  // A photo larger than the whole capacity is not kept (maxEntrySize defaults to maxSize).
  const kept = new LRUCache<string, Buffer>({
    maxSize: capacity,
    sizeCalculation: (data) => Math.max(data.length, 1),
  });
  await changes.subscribe('photo_deleted', {
    onChange: ({ photoId }) => {
      const prefix = `${photoId}/`;
      for (const key of [...kept.keys()]) if (key.startsWith(prefix)) kept.delete(key);
    },
    onReset: () => kept.clear(),
  });
  return async (photoId, width) => {
    const key = `${photoId}/${width}`;
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const data = await read(photoId, width);
    if (data !== null && changes.live) kept.set(key, data);
    return data;
  };
}
