import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import authPlugin, { authEndpoints } from './auth/index.js';
import type { Config } from './config.js';
import { core } from './core.js';
import type { Database } from './db/client.js';
import account from './features/account/index.js';
import advertising from './features/advertising/index.js';
import bookMetadata from './features/book-metadata/index.js';
import pricing from './features/pricing/index.js';
import bookings from './features/bookings/index.js';
import catalog from './features/catalog/index.js';
import publicConfig from './features/config/index.js';
import health from './features/health/index.js';
import listings from './features/listings/index.js';
import mail, { mailOutbox } from './features/mail/index.js';
import messages from './features/messages/index.js';
import notifications from './features/notifications/index.js';
import payments from './features/payments/index.js';
import photos from './features/photos/index.js';
import profiles from './features/profiles/index.js';
import reports from './features/reports/index.js';
import reviews from './features/reviews/index.js';
import search from './features/search/index.js';
import seo from './features/seo/index.js';
import users from './features/users/index.js';
import wishlist from './features/wishlist/index.js';
import { registerErrorHandling } from './lib/errors.js';
import { closeGracefully } from './lib/in-flight.js';
import { loggingOptions } from './lib/logging.js';
import { registerOpenApi } from './lib/openapi.js';
import { defaultWebDistDir } from './lib/paths.js';
import { registerRouteLimits } from './lib/route-limits.js';
import { registerSecurity } from './lib/security.js';
import { serializerCompiler } from './lib/serializer.js';
import { refuseUnreadableInput } from './lib/text-input.js';
import { registerVisitorLimit } from './lib/visitor-limit.js';
import live from './live/index.js';
import { APP_LOADER_SOURCE } from './pages/app-loader.js';
import pages from './pages/index.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The secret that signs sessions and access tokens (config or the data directory's own). */
  secret: string;
  /** Serve the built web app from this directory; off when it is missing or false. */
  webDistDir?: string | false;
  logger?: boolean;
}

/** Tests run due jobs with `app.jobs.runDue()`, add demo photos through `app.photos`, read `app.outbox`. */
export type App = FastifyInstance;

/**
 * The features, in the order they are registered: each declares the ones it needs before it
 * (fastify-plugin's `dependencies`). An explicit list: the bundled server cannot scan folders.
 */
const FEATURES = [
  publicConfig,
  health,
  catalog,
  search,
  users,
  photos,
  listings,
  advertising,
  bookMetadata,
  pricing,
  bookings,
  account,
  mail,
  messages,
  notifications,
  live,
  payments,
  reviews,
  wishlist,
  profiles,
  reports,
  seo,
];

/** A feature's name, as fastify-plugin keeps it: the tag of its operations in the OpenAPI document. */
function pluginName(plugin: object): string {
  const name = (plugin as { [key: symbol]: { name?: string } | undefined })[Symbol.for('plugin-meta')]?.name;
  if (!name) throw new Error('Every feature is a named fastify-plugin');
  return name;
}

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
  await registerSecurity(app, {
    baseUrl: config.baseUrl,
    trustedOrigins: config.trustedOrigins,
    inlineScripts: [APP_LOADER_SOURCE],
  });
  // Answers of 1 KB or more go out compressed to a client that asks (the web app's files are
  // compressed at build time). Compressed request bodies are refused: the body limit is what arrives.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseUnreadableInput(app);

  await app.register(core, { config, database, secret });
  await app.register(mailOutbox);
  await app.register(authPlugin);
  registerRouteLimits(app, database.db);
  await registerVisitorLimit(app, config.visitorReadsPerMinute);
  const openApi = await registerOpenApi(app, { baseUrl: config.baseUrl });
  await openApi.inFeature('auth', () => app.register(authEndpoints));
  for (const feature of FEATURES) await openApi.inFeature(pluginName(feature), () => app.register(feature));
  const webDir =
    options.webDistDir === false ? undefined : (options.webDistDir ?? config.webDistDir ?? defaultWebDistDir);
  await openApi.inFeature('pages', () => app.register(pages, { webDir: webDir && resolve(webDir) }));
  return app;
}
