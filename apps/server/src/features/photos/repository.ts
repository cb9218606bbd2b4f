import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { PHOTO_COVER_WIDTH, photoUrl, type UploadedPhoto } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, photos } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { ProcessedPhoto } from './processing.js';
import type { PhotoStore } from './store.js';

/** An upload no listing took within this long is deleted. */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;

/** Whether a booking of this listing shows the photo: its snapshot keeps the cover it was booked with. */
const shownByABooking = (productId: string) =>
  sql`exists (select 1 from ${bookings} where ${bookings.productId} = ${productId} and ${bookings.imageUrl} = '/api/photos/' || ${photos.id} || ${`/${PHOTO_COVER_WIDTH}.webp`})`;

export function createPhotosRepository(db: Db, store: PhotoStore) {
  return {
    /** Keeps an uploaded photo for its owner, not yet on any listing. */
    async add(ownerId: string, photo: ProcessedPhoto): Promise<UploadedPhoto> {
      const id = randomUUID();
      const row = { id, ownerId, width: photo.width, height: photo.height };
      if (store.kind === 'database') {
        await db.transaction(async (tx) => {
          await tx.insert(photos).values(row);
          await store.save(id, photo.variants, tx as unknown as Db);
        });
      } else {
        // The files first: a row never names files that are not there. Files left by a crash
        // before the row are swept (store.sweep).
        await store.save(id, photo.variants);
        try {
          await db.insert(photos).values(row);
        } catch (error) {
          await store.remove([id]);
          throw error;
        }
      }
      return { id, url: photoUrl(id), width: photo.width, height: photo.height };
    },

    read: store.read,

    /** Whether the photo is kept (its row, by primary key): what a conditional request needs, without its bytes. */
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: photos.id }).from(photos).where(eq(photos.id, id)).limit(1);
      return row !== undefined;
    },

    /** After the transaction that deleted photo rows: their files go too (immediately, on every store). */
    forget: store.remove,

    /** Deletes uploads never attached to a listing, and stored files no row names. */
    async sweep(): Promise<number> {
      const cutoff = new Date(Date.now() - UNATTACHED_PHOTO_TTL_MS);
      const gone = await db
        .delete(photos)
        .where(and(isNull(photos.attachedAt), lt(photos.createdAt, cutoff)))
        .returning({ id: photos.id });
      await store.remove(gone.map((photo) => photo.id));
      const strays = await store.sweep(
        async (ids) => {
          if (ids.length === 0) return new Set();
          const known = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids));
          return new Set(known.map((photo) => photo.id));
        },
        60 * 60 * 1000,
      );
      return gone.length + strays;
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;

/**
 * Puts a seller's photos on their listing, in a transaction of the listing's change: each must be
 * theirs and either new (never on a listing) or on this one already.
 */
export async function attachPhotos(
  tx: Db,
  { productId, ownerId, ids }: { productId: string; ownerId: string; ids: string[] },
): Promise<void> {
  if (ids.length === 0) return;
  const attached = await tx
    .update(photos)
    .set({ productId, attachedAt: sql`coalesce(${photos.attachedAt}, now())` })
    .where(
      and(
        inArray(photos.id, ids),
        eq(photos.ownerId, ownerId),
        or(eq(photos.productId, productId), and(isNull(photos.productId), isNull(photos.attachedAt))),
      ),
    )
    .returning({ id: photos.id });
  if (attached.length !== ids.length) throw new AppError('PHOTO_NOT_FOUND');
}

/**
 * Takes a listing's photos off it, all but `keep`: deleted, except a cover that a booking of the
 * listing still shows, which stays (on no listing) for as long as that booking does. Returns the
 * deleted ids, whose files the caller forgets once the transaction is committed.
 */
export async function releasePhotos(tx: Db, productId: string, keep: string[] = []): Promise<string[]> {
  const ofListing = and(
    eq(photos.productId, productId),
    keep.length > 0 ? notInArray(photos.id, keep) : undefined,
  );
  const deleted = await tx
    .delete(photos)
    .where(and(ofListing, sql`not ${shownByABooking(productId)}`))
    .returning({ id: photos.id });
  await tx.update(photos).set({ productId: null }).where(ofListing);
  return deleted.map((photo) => photo.id);
}
