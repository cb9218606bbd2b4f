import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { listings } from '../db/schema.js';

/** The demo books their sellers advertised, one of each category, the latest promotion first. */
export const DEMO_ADVERTISED = ['North of the River', 'The Glass Familiar', 'A House by the Estuary'];

/**
 * Advertises the demo books above as their sellers would have with ADVERTISE (`days` long, the
 * default of ADVERTISE_DAYS), an hour apart, so that a fresh demo's home page shows Advertised Items.
 * A book not on sale is left alone, as ADVERTISE would refuse it.
 */
export async function advertiseDemoBooks(db: Db, days = 7): Promise<void> {
  for (const [hoursAgo, bookName] of DEMO_ADVERTISED.entries()) {
    await db
      .update(listings)
      .set({
        advertisedUntil: sql`now() + make_interval(days => ${days}::int, hours => ${-hoursAgo}::int)`,
      })
      .where(and(eq(listings.bookName, bookName), eq(listings.status, 'available')));
  }
}
