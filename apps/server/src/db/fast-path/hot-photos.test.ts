import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../change-feed.js';
import { withHotPhotos } from './hot-photos.js';

/** A change feed driven by the test: `live` as set, and the photo_deleted listener to call. */
function feed() {
  const state = { live: true, listener: undefined as ChangeListener<'photo_deleted'> | undefined };
  const changes = {
    get live() {
      return state.live;
    },
    subscribe: async (_channel: string, listener: ChangeListener<'photo_deleted'>) => {
      state.listener = listener;
    },
  } as unknown as ChangeFeed;
  return { state, changes };
}

describe('hot photos', () => {
  it('serves a photo from memory once read, and reads it again once the database says it is deleted', async () => {
    const reads: string[] = [];
    const { state, changes } = feed();
    const read = await withHotPhotos(async (id, width) => {
      reads.push(`${id}/${width}`);
      return Buffer.from(`${id}/${width}`);
    }, changes);
    await read('a', 320);
    await read('a', 320);
    await read('a', 640);
    expect(reads).toEqual(['a/320', 'a/640']);
    state.listener!.onChange({ channel: 'photo_deleted', kind: 'photo', photoId: 'a' });
    await read('a', 320);
    expect(reads).toEqual(['a/320', 'a/640', 'a/320']);
    // Notifications may have been missed: everything is read again.
    state.listener!.onReset();
    await read('a', 320);
    expect(reads).toHaveLength(4);
  });

  it('keeps nothing while the feed is not live, and no more than its capacity, the least recent going first', async () => {
    const reads: string[] = [];
    const { state, changes } = feed();
    const read = await withHotPhotos(
      async (id) => {
        reads.push(id);
        return Buffer.alloc(10);
      },
      changes,
      25,
    );
    state.live = false;
    await read('x', 320);
    await read('x', 320);
    expect(reads).toEqual(['x', 'x']);
    state.live = true;
    await read('a', 320);
    await read('b', 320);
    await read('a', 320); // a is now the most recent
    await read('c', 320); // 30 bytes: b goes
    reads.length = 0;
    await read('a', 320);
    await read('c', 320);
    await read('b', 320);
    expect(reads).toEqual(['b']);
  });

  it('keeps no photo larger than its whole capacity, and drops nothing for it', async () => {
    const reads: string[] = [];
    const read = await withHotPhotos(
      async (id) => {
        reads.push(id);
        return Buffer.alloc(id === 'huge' ? 30 : 10);
      },
      feed().changes,
      25,
    );
    await read('a', 320);
    await read('huge', 320);
    await read('huge', 320);
    await read('a', 320);
    expect(reads).toEqual(['a', 'huge', 'huge']);
  });

  it('answers null for a photo that is not there, and keeps nothing of it', async () => {
    let reads = 0;
    const read = await withHotPhotos(async () => {
      reads += 1;
      return null;
    }, feed().changes);
    expect(await read('gone', 320)).toBeNull();
    expect(await read('gone', 320)).toBeNull();
    expect(reads).toBe(2);
  });
});
