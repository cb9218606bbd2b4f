import { advertisingRows } from './advertising.js';
import { bookingsRows } from './bookings.js';
import { conversationsRows } from './conversations.js';
import { listingsRows } from './listings.js';
import { liveRows } from './live.js';
import { mailRows } from './mail.js';
import { passkeyRows } from './passkeys.js';
import { paymentsRows } from './payments.js';
import { reportsRows } from './reports.js';
import { trustRows } from './trust.js';
import type { MatrixContext, Row } from './types.js';
import { wishlistRows } from './wishlist.js';

/** The rows of the routes each feature adds, one module per feature beside this one. */
export function featureRows(context: MatrixContext): Record<string, Row> {
  return {
    ...bookingsRows(context),
    ...liveRows(context),
    ...conversationsRows(context),
    ...listingsRows(context),
    ...advertisingRows(context),
    ...trustRows(context),
    ...paymentsRows(context),
    ...reportsRows(context),
    ...wishlistRows(context),
    ...mailRows(context),
    ...passkeyRows(context),
  };
}
