import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie, { type FastifyCookieOptions } from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ADVERTISED_MAX, PAGE_SIZE_DEFAULT, type SECRET_LINK_MAIL_KINDS } from '@second-shelf/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAccessTokens } from './auth/access-token.js';
import { registerAccessControl } from './auth/access.js';
import { createAuth, type Auth } from './auth/auth.js';
import { relyingPartyOf } from './auth/passkeys.js';
import { authRoutes } from './auth/routes.js';
import { createSessions, decodeCookieValue } from './auth/sessions.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createCategoryPage } from './db/fast-path/category-page.js';
import { createEmailVerification } from './features/account/email-verification.js';
import { accountRoutes, PASSWORD_RESET_JOB, SIGN_IN_LINK_JOB } from './features/account/routes.js';
import { passkeyRoutes } from './features/account/passkeys.js';
import { signInLinkJob } from './features/account/sign-in-link.js';
import { createSignUpAttemptMail } from './features/account/sign-up-attempt.js';
import { createAdvertisingRepository } from './features/advertising/repository.js';
import { advertisingRoutes } from './features/advertising/routes.js';
import { bookMetadataRoutes } from './features/book-metadata/routes.js';
import { createBookLookup } from './features/book-metadata/lookup.js';
import { remindExpiring } from './features/bookings/expiry-reminders.js';
import { expireDue } from './features/bookings/lifecycle.js';
import { bookingStatements } from './features/bookings/repository.js';
import { bookingsRoutes } from './features/bookings/routes.js';
import { createCategoryList } from './features/catalog/category-list.js';
import { createCatalogRepository } from './features/catalog/repository.js';
import { catalogRoutes } from './features/catalog/routes.js';
import { configRoutes } from './features/config/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { refundJob } from './features/payments/refund-job.js';
import { REFUND_JOB } from './features/payments/refunds.js';
import { paymentsRoutes } from './features/payments/routes.js';
import { createStripeClient } from './features/payments/stripe-client.js';
import { mailNotifications } from './features/mail/notification-mail.js';
import { createOutbox, MAIL_JOB, type Outbox } from './features/mail/outbox.js';
import { mailRoutes } from './features/mail/routes.js';
import { mailJob } from './features/mail/send-job.js';
import { resetPasswordMail, signInLinkMail, type MailContent } from './features/mail/templates.js';
import { createSmtpTransport } from './features/mail/transport.js';
import { createUnsubscribeTokens } from './features/mail/unsubscribe-token.js';
import { messagesRoutes } from './features/messages/routes.js';
import { createNotificationsRepository } from './features/notifications/repository.js';
import { notificationsRoutes } from './features/notifications/routes.js';
import { createPhotosRepository, type PhotosRepository } from './features/photos/repository.js';
import { photosRoutes } from './features/photos/routes.js';
import { openPhotoStore } from './features/photos/store.js';
import { createListingsRepository } from './features/listings/repository.js';
import { listingsRoutes } from './features/listings/routes.js';
import { profilesRoutes } from './features/profiles/routes.js';
import { reportsRoutes } from './features/reports/routes.js';
import { reviewsRoutes } from './features/reviews/routes.js';
import { createSearch } from './features/search/repository.js';
import { searchRoutes } from './features/search/routes.js';
import { createUsersRepository } from './features/users/repository.js';
import { usersRoutes } from './features/users/routes.js';
import { createWishlistRepository } from './features/wishlist/repository.js';
import { wishlistRoutes } from './features/wishlist/routes.js';
import { registerErrorHandling } from './lib/errors.js';
import { closeGracefully } from './lib/in-flight.js';
import { loggingOptions } from './lib/logging.js';
import { splitPage } from './lib/pagination.js';
import { defaultWebDistDir } from './lib/paths.js';
import { schedulePruning } from './lib/rate-limit.js';
import { registerRouteLimits } from './lib/route-limits.js';
import { serializerCompiler } from './lib/serializer.js';
import { registerSecurity } from './lib/security.js';
import { refuseUnreadableInput } from './lib/text-input.js';
import { createJobs, type Jobs } from './jobs/runner.js';
import { registerLiveUpdates } from './live/routes.js';
import { createPageData } from './pages/page-data.js';
import { registerPages } from './pages/routes.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The secret that signs sessions and access tokens (config or the data directory's own). */
  secret: string;
  /** Serve the built web app from this directory; off when it is missing or false. */
  webDistDir?: string | false;
  logger?: boolean;
}

/**
 * `jobs`: the work done outside requests; tests run what is due with `app.jobs.runDue()`.
 * `photos`: the photo store, for the demo data's photos. `outbox`: every email written.
 */
export type App = FastifyInstance & { auth: Auth; jobs: Jobs; photos: PhotosRepository; outbox: Outbox };

/** Builds the whole server without listening: tests use `app.inject`, server.ts listens. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database, secret } = options;
  const app = Fastify({
    ...(await loggingOptions(config, options.logger !== false)),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // JSON bodies must be objects; `__proto__`/`constructor` keys are refused.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  closeGracefully(app);

  await registerSecurity(app, { baseUrl: config.baseUrl, trustedOrigins: config.trustedOrigins });
  // Answers of 1 KB or more go out compressed (brotli at a fast level, or gzip) to a client that
  // asks; the web app's files are compressed once at build time and sent as they are.
  // Compressed request bodies are not accepted: the body limit is the limit of what arrives.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseUnreadableInput(app);

  // Mail: written to the outbox by the request or sweep that causes it, sent by the 'mail' job
  // through SMTP_URL's server; kept in the outbox for the admins to read without one.
  const unsubscribeTokens = createUnsubscribeTokens(secret);
  const outbox = createOutbox(database.db, {
    smtp: config.mail.smtpUrl !== undefined,
    runJobsSoon: () => jobs.soon(),
  });
  app.decorate('outbox', outbox);
  const emailVerification = createEmailVerification(database.db, { outbox, baseUrl: config.baseUrl });

  /** Mails a secret link's token to its person: the link opens the web app's page at `path`. */
  const mailLink =
    <Person extends { id: string; name: string; email: string }>(
      kind: (typeof SECRET_LINK_MAIL_KINDS)[number],
      path: string,
      template: (to: Person, url: string, baseUrl: string) => MailContent,
    ) =>
    async (person: Person, token: string) => {
      const url = `${config.baseUrl}${path}?token=${encodeURIComponent(token)}`;
      await outbox.write(database.db, [
        { userId: person.id, to: person.email, kind, content: template(person, url, config.baseUrl) },
      ]);
      outbox.sendSoon();
    };
  // Passkeys where browsers offer them: on https, or on localhost (never on an IP address).
  const passkeyParty = relyingPartyOf(config.baseUrl, config.trustedOrigins);
  const auth = createAuth({
    db: database.db,
    baseUrl: config.baseUrl,
    secret,
    trustedOrigins: config.trustedOrigins,
    log: app.log,
    google: config.google,
    // Forgot password: the link opens the web app's page, which sends the token back with the new password.
    sendResetPassword: mailLink('reset_password', '/email/reset-password', resetPasswordMail),
    // Sign-in links, only through an SMTP server: in the outbox an admin could sign in with them.
    sendSignInLink:
      config.mail.smtpUrl === undefined
        ? undefined
        : mailLink<{ id: string; name: string; email: string; emailVerified: boolean }>(
            'sign_in_link',
            '/email/sign-in',
            signInLinkMail,
          ),
    passkeys: passkeyParty,
    // A sign-up with a taken address: its owner is told (at most once a day).
    onTakenAddress: createSignUpAttemptMail(database.db, { outbox, baseUrl: config.baseUrl }),
    // A new account by email and password is sent its confirmation link (Google confirms its own).
    afterSignUp: async (person) => {
      if (person.emailVerified) return;
      await emailVerification.send(database.db, person);
      outbox.sendSoon();
    },
  });
  const accessTokens = createAccessTokens(secret, config.accessTokenTtlSeconds);
  const sessions = createSessions({
    db: database.db,
    auth,
    secret,
    accessTokens,
    changes: database.changes,
    trustedOrigins: [config.baseUrl, ...config.trustedOrigins],
  });
  await sessions.ready;
  // Cookies are read by @fastify/cookie, for the access control below: its `parseOptions` go to
  // cookie.parse (its type names only the options of setting a cookie).
  await app.register(fastifyCookie, {
    parseOptions: { decode: decodeCookieValue },
  } as FastifyCookieOptions);
  registerAccessControl(app, sessions.resolve);
  registerRouteLimits(app, database.db);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Second Shelf API',
        description:
          'The marketplace API. Sign in through Better Auth at /api/auth/sign-in/email (cookie), or send `Authorization: Bearer <accessToken>` from GET /api/jwt.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The documentation page brings its own script and style hashes into the policy.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy asks to upgrade requests to https, which would break the page on plain http.
    transformStaticCSP: (header) =>
      config.baseUrl.startsWith('https://') ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(authRoutes, {
    auth,
    forgetSessionOf: sessions.forgetSessionOf,
    sessionsEnded: () => database.changes.everyInstanceCaughtUp(),
  });
  const publicConfig = {
    googleSignIn: config.google !== undefined,
    cardPayments: config.stripe !== undefined,
    isbnLookup: config.bookMetadata !== undefined,
    emailDelivery: config.mail.smtpUrl !== undefined,
    passkeys: passkeyParty !== undefined,
  };
  await app.register(configRoutes, publicConfig);
  await app.register(healthRoutes, { db: database.db });
  // The most used answers run on statements of their own (db/fast-path/, bench/results.md).
  const catalog = createCatalogRepository(database.db, createCategoryPage(database.db, database.rows));
  const categoryList = createCategoryList(catalog, database.changes);
  await categoryList.ready;
  await app.register(catalogRoutes, { catalog, categoryList });
  await app.register(searchRoutes, {
    search: createSearch(database.db, { kind: database.kind, rows: database.rows }),
  });
  await app.register(usersRoutes, { db: database.db, accessTokens, sessions });
  // Photos: files under DATA_DIR beside the embedded database; in PostgreSQL when several instances
  // share one (features/photos/store.ts).
  const photos = createPhotosRepository(database.db, await openPhotoStore(database, config.dataDir));
  app.decorate('photos', photos);
  await app.register(photosRoutes, { photos });
  // With mail set up, a new seller's listings go on sale once they confirm their email.
  await app.register(listingsRoutes, {
    db: database.db,
    photos,
    holdUnconfirmed: config.mail.smtpUrl !== undefined,
    siteOrigins: [config.baseUrl, ...config.trustedOrigins],
  });
  const advertising = createAdvertisingRepository(database.db);
  await app.register(advertisingRoutes, { advertising, advertiseDays: config.advertiseDays });
  await app.register(bookMetadataRoutes, {
    photos,
    lookup: config.bookMetadata && createBookLookup(database.db, config.bookMetadata),
  });
  await app.register(bookingsRoutes, {
    db: database.db,
    statements: bookingStatements(database.db, database.rows, {
      maxOpenBookings: config.maxOpenBookings,
      bookingRequestMs: config.bookingRequestMs,
    }),
    bookingMeetMs: config.bookingMeetMs,
    cardPayments: config.stripe !== undefined,
  });

  // Bookings past their time expire on every instance, every JOBS_POLL_SECONDS (docs/bookings.md).
  const jobs = createJobs(database.db, app.log, {
    pollMs: config.jobsPollMs,
    leaseSeconds: config.jobsLeaseSeconds,
  });
  jobs.every('expire bookings', async () => {
    await expireDue(database.db);
  });
  // A day before an open booking runs out, its parties hear of it (features/bookings/expiry-reminders.ts).
  jobs.every('remind of expiring bookings', async () => {
    await remindExpiring(database.db);
  });
  // Uploads no listing took, every 10 minutes at most (it reads the photo directory).
  let photosSweptAt = 0;
  jobs.every('sweep photos', async () => {
    if (Date.now() - photosSweptAt < 10 * 60 * 1000) return;
    photosSweptAt = Date.now();
    await photos.sweep();
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  if (config.mail.smtpUrl) {
    const transport = createSmtpTransport(config.mail.smtpUrl);
    jobs.register(
      MAIL_JOB,
      mailJob(database.db, transport, { from: config.mail.from, baseUrl: config.baseUrl, unsubscribeTokens }),
    );
    app.addHook('onClose', async () => transport.close());
  }
  const notificationMail = mailNotifications(database.db, outbox, {
    baseUrl: config.baseUrl,
    unsubscribeTokens,
    verifiedOnly: config.mail.smtpUrl !== undefined,
  });
  jobs.every('mail notifications', async () => {
    await notificationMail();
  });
  await app.register(mailRoutes, { db: database.db, outbox, unsubscribeTokens });
  await app.register(accountRoutes, {
    db: database.db,
    outbox,
    emailVerification,
    users: createUsersRepository(database.db),
    forgetEndedSessionsOf: sessions.forgetEndedSessionsOf,
    runJobsSoon: () => jobs.soon(),
    signInLinks: config.mail.smtpUrl !== undefined,
  });
  if (passkeyParty) await app.register(passkeyRoutes, { db: database.db, party: passkeyParty });
  // Forgot password: Better Auth looks the address up, stores the link's token, and mails it.
  jobs.register(PASSWORD_RESET_JOB, async (payload) => {
    await auth.api.requestPasswordReset({ body: { email: (payload as { email: string }).email } });
  });
  // A sign-in link: only for an address with an account (no token is stored for any other).
  jobs.register(
    SIGN_IN_LINK_JOB,
    signInLinkJob(database.db, async (email) => {
      await auth.api.signInMagicLink({ body: { email }, headers: new Headers() });
    }),
  );
  await app.register(messagesRoutes, { db: database.db });
  await app.register(notificationsRoutes, { db: database.db });
  await registerLiveUpdates(app, { db: database.db, changes: database.changes });
  // Cash at the meetup always; card through Stripe Checkout when both keys are set. A payment for
  // a deal that fell through is refunded by the 'refund' job (features/payments/refunds.ts).
  const stripe = config.stripe && createStripeClient(config.stripe);
  await app.register(paymentsRoutes, {
    db: database.db,
    stripe,
    webhookSecret: config.stripe?.webhookSecret,
    currency: config.currency,
    baseUrl: config.baseUrl,
  });
  jobs.register(REFUND_JOB, refundJob(database.db, stripe));
  await app.register(reviewsRoutes, { db: database.db });
  await app.register(wishlistRoutes, { db: database.db });
  await app.register(profilesRoutes, { db: database.db });
  await app.register(reportsRoutes, { db: database.db, photos });

  const listings = createListingsRepository(database.db);
  const notifications = createNotificationsRepository(database.db);
  const wishlist = createWishlistRepository(database.db);
  await registerPages(app, {
    webDir:
      options.webDistDir === false
        ? undefined
        : resolve(options.webDistDir ?? config.webDistDir ?? defaultWebDistDir),
    pageData: createPageData({
      categories: async () => (await categoryList.current()).categories,
      advertised: () => advertising.list(ADVERTISED_MAX),
      book: (id, viewer) => listings.visibleDetail(id, viewer),
      viewer: sessions.resolve,
      firstPage: async (categoryId) => {
        const page = await catalog.availableBooks(categoryId, { limit: PAGE_SIZE_DEFAULT });
        if (!page) return undefined;
        const { items, nextCursor } = splitPage(page.rows, PAGE_SIZE_DEFAULT);
        return { books: items, total: page.total, nextCursor };
      },
      config: publicConfig,
      unreadCount: notifications.unreadCount,
      wishlistIds: wishlist.productIds,
    }),
  });

  const stopPruning = schedulePruning(database.db, app.log);
  app.addHook('onClose', async () => stopPruning());

  const decorated = app as unknown as App;
  decorated.decorate('auth', auth);
  return decorated;
}
