import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { photoUrl } from '@second-shelf/shared';
import type { Db } from '../db/client.js';
import { categories, listingDrafts, listings, user } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { NewListing } from '../features/listings/repository.js';
import { attachPhotos } from '../features/photos/repository.js';
import { tellWatchers } from './notify-watchers.js';

// Putting a book on sale spans three features: the listing, its photos, and the people watching for it.

/** The picture a listing shows: its first photo, or the address given. */
export function pictureOf(photoIds: string[], imageUrl: string | undefined): string {
  const cover = photoIds[0];
  if (cover !== undefined) return photoUrl(cover);
  if (imageUrl === undefined) throw new Error('a listing needs a photo or an image url');
  return imageUrl;
}

/** Whether the seller's email is confirmed, their row share-locked until the caller's transaction ends. */
async function emailConfirmed(tx: Db, sellerId: string): Promise<boolean> {
  const [seller] = await tx
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, sellerId))
    .for('share');
  return seller?.verified ?? false;
}

/**
 * Inserts a listing with its photos; the category name is the category's own, so the two never
 * disagree. The people waiting for another copy of the book are told once it is on sale. Held
 * when asked and the seller's email is not confirmed, read under a share lock of their row: a
 * confirmation committing meanwhile either comes first (the listing goes on sale) or waits for
 * this one (and releases it). Null when there is no such category. The draft it finishes, if any,
 * goes in the same transaction: two tabs listing one draft list it once.
 */
export async function listBook(db: Db, input: NewListing): Promise<string | null> {
  const [category] = await db
    .select({ name: categories.categoryName })
    .from(categories)
    .where(eq(categories.categoryId, input.categoryId))
    .limit(1);
  if (!category) return null;
  const id = randomUUID();
  const { photoIds, imageUrl, holdUntilEmailConfirmed, draftId, ...listing } = input;
  await db.transaction(async (tx) => {
    if (draftId !== undefined) {
      const [finished] = await tx
        .delete(listingDrafts)
        .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.sellerId, input.sellerId)))
        .returning({ id: listingDrafts.id });
      // Gone (listed already from another tab, or deleted) or not theirs: nothing is listed.
      if (!finished) throw new AppError('DRAFT_NOT_FOUND');
    }
    const held = holdUntilEmailConfirmed && !(await emailConfirmed(tx as unknown as Db, input.sellerId));
    await tx.insert(listings).values({
      id,
      ...listing,
      status: held ? 'held' : 'available',
      photoIds,
      imageUrl: pictureOf(photoIds, imageUrl),
      categoryName: category.name,
    });
    await attachPhotos(tx as unknown as Db, { productId: id, ownerId: input.sellerId, ids: photoIds });
    if (!held) await tellWatchers(tx as unknown as Db, { id, ...input });
  });
  return id;
}

/**
 * Puts on sale the listings held for their seller's email, in the transaction that confirms it
 * (after its update of the seller's row, which a listing being made waits for: see `create`).
 */
export async function releaseHeldListings(tx: Db, sellerId: string): Promise<number> {
  const released = await tx
    .update(listings)
    .set({ status: 'available' })
    .where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'held')))
    .returning({
      id: listings.id,
      sellerId: listings.sellerId,
      isbn: listings.isbn,
      bookName: listings.bookName,
      author: listings.author,
    });
  for (const listing of released) await tellWatchers(tx, listing);
  return released.length;
}
