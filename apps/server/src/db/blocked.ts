import { sql } from 'drizzle-orm';
import { blocks } from './schema.js';

/**
 * Whether either of two people blocked the other (`a` and `b` are columns or values): read by the
 * booking statement, a message's checks, Accept, and the contact details a booking shows.
 */
export const eitherBlocked = (a: unknown, b: unknown) =>
  sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b})
    or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
