import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { listings } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { ChangeOutcome, ListingChange } from '../features/listings/repository.js';
import { attachPhotos, releasePhotos } from '../features/photos/repository.js';
import { pictureOf } from './list-book.js';
import { notifyPriceCut } from './notify-watchers.js';

/**
 * A listing's seller may change it while it is on sale, hidden or held: never while booked, nor once
 * sold.
 */
const CHANGEABLE = ['available', 'hidden', 'held'] as const;

/**
 * Changes a listing of `sellerId`'s, in one transaction: refused (LISTING_LOCKED) while a booking
 * of it is open or once sold, checked under the row's lock, so a booking cannot slip in between.
 * A lower price tells everyone who saved the book.
 */
export async function changeListing(
  db: Db,
  id: string,
  sellerId: string,
  change: ListingChange,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        sellerId: listings.sellerId,
        status: listings.status,
        photoIds: listings.photoIds,
        resellPrice: listings.resellPrice,
        bookName: listings.bookName,
      })
      .from(listings)
      .where(eq(listings.id, id))
      .for('update');
    if (!current) throw new AppError('PRODUCT_NOT_FOUND');
    if (current.sellerId !== sellerId) throw new AppError('FORBIDDEN');
    if (!(CHANGEABLE as readonly string[]).includes(current.status)) throw new AppError('LISTING_LOCKED');
    const { photoIds, imageUrl, ...fields } = change;
    let deletedPhotos: string[] = [];
    let picture: { photoIds: string[]; imageUrl: string } | undefined;
    if (photoIds !== undefined) {
      await attachPhotos(tx as unknown as Db, { productId: id, ownerId: sellerId, ids: photoIds });
      deletedPhotos = await releasePhotos(tx as unknown as Db, id, photoIds);
      picture = { photoIds, imageUrl: pictureOf(photoIds, imageUrl) };
    } else if (imageUrl !== undefined) {
      // A listing with photos shows its cover: a picture by address replaces them only when
      // the photos are taken off too (photo_ids: []).
      if (current.photoIds.length > 0) throw new AppError('IMAGE_URL_WITH_PHOTOS');
      picture = { photoIds: [], imageUrl };
    }
    await tx
      .update(listings)
      .set({ ...fields, ...picture })
      .where(eq(listings.id, id));
    // Only a listing on sale tells of its cut: the people who saved it could not open a hidden one.
    const { resellPrice } = fields;
    if (resellPrice !== undefined && resellPrice < current.resellPrice && current.status === 'available') {
      await notifyPriceCut(tx as unknown as Db, {
        productId: id,
        sellerId,
        bookName: fields.bookName ?? current.bookName,
        price: resellPrice,
      });
    }
    return { deletedPhotos };
  });
}
