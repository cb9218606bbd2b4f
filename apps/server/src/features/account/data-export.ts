import { desc, eq, or, sql } from 'drizzle-orm';
import { incomingColumns } from '../../db/booking-row.js';
import type { Db } from '../../db/client.js';
import {
  account,
  blocks,
  bookings,
  listingDrafts,
  conversations,
  messages,
  passkeys,
  listings,
  reviews,
  user,
  wishlistItems,
} from '../../db/schema.js';

/**
 * Everything the site keeps about a person, as JSON they can take away: their profile, ways of
 * signing in and passkeys, listings and drafts, orders and sales, their conversations and the
 * messages they wrote, the reviews they wrote and received, their wishlist and the people they
 * blocked. Never their password's hash, their passkeys' keys nor their sessions' tokens, nor the
 * phone number of a buyer either side blocked, nor a buyer's meeting place and phone 30 days after
 * the booking closed (as the seller's Bookings and the booking's page hide them).
 */
export async function personalData(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      sells: user.sells,
      isAdmin: user.isAdmin,
      verifiedSeller: user.verifiedAt,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const bookingColumns = {
    id: bookings.id,
    book: bookings.productName,
    price: bookings.productPrice,
    buyer: bookings.userName,
    seller: bookings.sellerName,
    meetingLocation: bookings.meetingLocation,
    phoneNumber: bookings.phoneNumber,
    state: bookings.state,
    paymentMethod: bookings.paymentMethod,
    paidAt: bookings.paidAt,
    createdAt: bookings.createdAt,
  };
  const [
    signIns,
    keys,
    ownListings,
    orders,
    sales,
    talks,
    written,
    reviewsWritten,
    reviewsReceived,
    wishlist,
    blocked,
    drafts,
  ] = await Promise.all([
    db
      .select({ provider: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId)),
    db
      .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(desc(passkeys.createdAt)),
    db
      .select({
        id: listings.id,
        title: listings.bookName,
        author: listings.author,
        isbn: listings.isbn,
        description: listings.description,
        category: listings.categoryName,
        condition: listings.productCondition,
        format: listings.format,
        language: listings.language,
        publisher: listings.publisher,
        publishedYear: listings.publishedYear,
        conditionNotes: listings.conditionNotes,
        originalPrice: listings.originalPrice,
        price: listings.resellPrice,
        yearsUsed: listings.used,
        location: listings.location,
        status: listings.status,
        imageUrl: listings.imageUrl,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .where(eq(listings.sellerId, userId))
      .orderBy(desc(listings.seq)),
    db.select(bookingColumns).from(bookings).where(eq(bookings.buyerId, userId)).orderBy(desc(bookings.seq)),
    db
      .select({
        ...bookingColumns,
        meetingLocation: incomingColumns.meetingLocation,
        phoneNumber: incomingColumns.phoneNumber,
      })
      .from(bookings)
      .where(eq(bookings.sellerId, userId))
      .orderBy(desc(bookings.seq)),
    db
      .select({
        id: conversations.id,
        book: conversations.bookName,
        side: sql<
          'buyer' | 'seller'
        >`case when ${conversations.buyerId} = ${userId} then 'buyer' else 'seller' end`,
        createdAt: conversations.createdAt,
      })
      .from(conversations)
      .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
      .orderBy(desc(conversations.seq)),
    db
      .select({
        conversationId: messages.conversationId,
        bookingId: messages.bookingId,
        body: messages.body,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.senderId, userId))
      .orderBy(desc(messages.seq)),
    db
      .select({
        bookingId: reviews.bookingId,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.authorId, userId))
      .orderBy(desc(reviews.seq)),
    db
      .select({
        from: reviews.authorName,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.subjectId, userId))
      .orderBy(desc(reviews.seq)),
    db
      .select({
        productId: wishlistItems.productId,
        savedPrice: wishlistItems.savedPrice,
        createdAt: wishlistItems.createdAt,
      })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.seq)),
    db
      .select({ userId: blocks.blockedId, createdAt: blocks.createdAt })
      .from(blocks)
      .where(eq(blocks.blockerId, userId))
      .orderBy(desc(blocks.createdAt)),
    db
      .select({
        isbn: listingDrafts.isbn,
        title: listingDrafts.bookName,
        author: listingDrafts.author,
        publisher: listingDrafts.publisher,
        publishedYear: listingDrafts.publishedYear,
        format: listingDrafts.format,
        language: listingDrafts.language,
        createdAt: listingDrafts.createdAt,
      })
      .from(listingDrafts)
      .where(eq(listingDrafts.sellerId, userId))
      .orderBy(desc(listingDrafts.seq)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    signIns,
    passkeys: keys,
    listings: ownListings,
    orders,
    sales,
    conversations: talks,
    messages: written,
    reviews: { written: reviewsWritten, received: reviewsReceived },
    wishlist,
    blocked,
    drafts,
  };
}
