import fp from 'fastify-plugin';
import { remindExpiring } from './expiry-reminders.js';
import { expireDue } from './lifecycle.js';
import { bookingStatements } from './repository.js';
import { bookingsRoutes } from './routes.js';

export default fp(
  async (app) => {
    const { config, db, database, jobs } = app;
    await app.register(bookingsRoutes, {
      db,
      statements: bookingStatements(db, database.rows, {
        maxOpenBookings: config.maxOpenBookings,
        bookingRequestMs: config.bookingRequestMs,
      }),
      bookingMeetMs: config.bookingMeetMs,
      cardPayments: config.stripe !== undefined,
    });
    // Bookings past their time expire on every instance, every JOBS_POLL_SECONDS (docs/bookings.md);
    // a day before an open booking runs out, its parties hear of it.
    jobs.every('expire bookings', async () => {
      await expireDue(db);
    });
    jobs.every('remind of expiring bookings', async () => {
      await remindExpiring(db);
    });
  },
  { name: 'bookings', dependencies: ['core'] },
);
