import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Order } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, products } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';

export interface NewBooking {
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  productId: string;
  meetingLocation: string;
  phoneNumber: string;
}

const orderColumns = {
  _id: bookings.id,
  seq: bookings.seq,
  productId: bookings.productId,
  image_url: bookings.imageUrl,
  productName: bookings.productName,
  productPrice: bookings.productPrice,
  userName: bookings.userName,
  email: bookings.email,
  meetingLocation: bookings.meetingLocation,
  phoneNumber: bookings.phoneNumber,
  sellerName: bookings.sellerName,
  sellerEmail: bookings.sellerEmail,
  createdAt: bookings.createdAt,
};

export function createBookingsRepository(db: Db) {
  /**
   * Reserves the copy and records the booking in one transaction. The conditional UPDATE
   * lets exactly one of any number of racing buyers take an available copy.
   */
  async function reserve(input: NewBooking): Promise<string> {
    return db.transaction(async (tx) => {
      const [product] = await tx
        .update(products)
        .set({ status: 'booked' })
        .where(and(eq(products.id, input.productId), eq(products.status, 'available')))
        .returning({
          name: products.bookName,
          price: products.resellPrice,
          imageUrl: products.imageUrl,
          sellerName: products.sellerName,
          sellerEmail: products.sellerEmail,
        });
      if (!product) {
        const [exists] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, input.productId))
          .limit(1);
        throw new AppError(exists ? 'BOOK_ALREADY_BOOKED' : 'PRODUCT_NOT_FOUND');
      }
      const id = randomUUID();
      await tx.insert(bookings).values({
        id,
        buyerId: input.buyerId,
        productId: input.productId,
        userName: input.buyerName,
        email: input.buyerEmail,
        productName: product.name,
        productPrice: product.price,
        imageUrl: product.imageUrl,
        sellerName: product.sellerName,
        sellerEmail: product.sellerEmail,
        meetingLocation: input.meetingLocation,
        phoneNumber: input.phoneNumber,
      });
      return id;
    });
  }

  return {
    async create(input: NewBooking): Promise<string> {
      try {
        return await reserve(input);
      } catch (error) {
        // The buyer was deleted while booking: the transaction rolled back and nothing was kept.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new AppError('INVALID_TOKEN');
        throw error;
      }
    },

    async listByBuyer(
      buyerId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (Order & { seq: number })[]; total: number }> {
      const mine = eq(bookings.buyerId, buyerId);
      const [rows, [totals]] = await Promise.all([
        db
          .select(orderColumns)
          .from(bookings)
          .where(page.before === undefined ? mine : and(mine, lt(bookings.seq, page.before)))
          .orderBy(desc(bookings.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(bookings).where(mine),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: totals?.total ?? 0,
      };
    },

    /** Cancels the buyer's own booking and puts the copy back on sale. */
    async cancel(id: string, buyerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [booking] = await tx
          .select({ buyerId: bookings.buyerId, productId: bookings.productId })
          .from(bookings)
          .where(eq(bookings.id, id))
          .for('update')
          .limit(1);
        if (!booking) throw new AppError('BOOKING_NOT_FOUND');
        if (booking.buyerId !== buyerId) throw new AppError('FORBIDDEN');
        await tx.delete(bookings).where(eq(bookings.id, id));
        if (booking.productId) {
          await tx
            .update(products)
            .set({ status: 'available' })
            .where(and(eq(products.id, booking.productId), eq(products.status, 'booked')));
        }
      });
    },
  };
}
