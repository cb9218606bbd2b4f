import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** The social networks SOCIAL_LINKS may name: those the footer has an icon for. */
export const SOCIAL_LINK_NAMES = ['facebook', 'x', 'instagram', 'github'] as const;

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ message: 'TRUSTED_ORIGINS must be comma-separated URLs' })));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BASE_URL: z.url({ message: 'BASE_URL must be the public URL of the app' }).optional(),
  TRUSTED_ORIGINS: origins.default([]),
  TRUST_PROXY: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  // Two connections per core: measured on 2 cores with PostgreSQL beside the app, 4 connections
  // served more category pages and bookings than pg's default of 10, with a shorter tail (bench/).
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(2 * availableParallelism()),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: boolean.optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  // A buyer holds a copy off the market until the booking ends: one buyer cannot hold the catalogue.
  MAX_OPEN_BOOKINGS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  // A requested booking the seller has not answered, and an accepted one that never ended in a sale,
  // give the copy back to the catalogue after these (BOOKING_REQUEST_HOURS may be a fraction).
  BOOKING_REQUEST_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(48),
  BOOKING_MEET_DAYS: z.coerce.number().positive().max(365).default(7),
  // How often each instance looks for bookings past their time, and for due jobs (refunds).
  JOBS_POLL_SECONDS: z.coerce.number().positive().max(3600).default(30),
  // How long a job taken by an instance stays its own: the job of an instance that died runs again
  // after this. Keep it well above the longest job (a send waits up to 30 s on a silent SMTP server).
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // What a visitor (no account) may read from one address in a minute, on each instance: pages and
  // the catalogue's answers. People browsing never reach it; scrapers get 429.
  VISITOR_READS_PER_MINUTE: z.coerce
    .number({ message: 'VISITOR_READS_PER_MINUTE must be a number' })
    .int('VISITOR_READS_PER_MINUTE must be a whole number')
    .min(10, 'VISITOR_READS_PER_MINUTE must be at least 10')
    .max(10_000_000)
    .default(600),
  // How long ADVERTISE keeps a listing in the home page's Advertised Items, in whole days.
  ADVERTISE_DAYS: z.coerce
    .number({ message: 'ADVERTISE_DAYS must be a number of days' })
    .int('ADVERTISE_DAYS must be a whole number of days')
    .positive('ADVERTISE_DAYS must be at least 1')
    .max(365, 'ADVERTISE_DAYS must be at most 365')
    .default(7),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Where the Stripe SDK sends its requests: Stripe's own API unless set (tests: a local server).
  STRIPE_API_URL: z.url({ message: 'STRIPE_API_URL must be a URL' }).optional(),
  CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/i, 'CURRENCY must be a three-letter ISO code, such as usd')
    .transform((value) => value.toLowerCase())
    .default('usd'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DISCOVERY_URL: z
    .url({ message: 'OIDC_DISCOVERY_URL must be the URL of an OpenID Connect discovery document' })
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  // Where to report a vulnerability (RFC 9116's Contact): an email address, or a mailto: or https:
  // address. /.well-known/security.txt and the Security page name it; without it, no security.txt.
  SECURITY_CONTACT: z
    .string()
    .trim()
    .transform((value) => (/^[^\s@:/]+@[^\s@/]+\.[^\s@/]+$/.test(value) ? `mailto:${value}` : value))
    .refine(
      (value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
      'SECURITY_CONTACT must be an email address, or a mailto: or https:// address',
    )
    .optional(),
  // The site's pages on social networks, for the footer's icons: "facebook=https://…,x=https://…"
  // (facebook, x, instagram, github); none unless set.
  SOCIAL_LINKS: z
    .string()
    .optional()
    .transform((value, context) => {
      const links: Partial<Record<(typeof SOCIAL_LINK_NAMES)[number], string>> = {};
      for (const entry of (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [name = '', url = ''] = entry.split(/=(.*)/s);
        if (!(SOCIAL_LINK_NAMES as readonly string[]).includes(name) || !/^https:\/\/[^\s"<>]+$/.test(url)) {
          context.addIssue({
            code: 'custom',
            message: `SOCIAL_LINKS must be name=https://address pairs separated by commas, the names among ${SOCIAL_LINK_NAMES.join(', ')}: "${entry}" is not`,
          });
          return z.NEVER;
        }
        links[name as (typeof SOCIAL_LINK_NAMES)[number]] = url;
      }
      return links;
    }),
  // An Open Library-compatible service (https://openlibrary.org) for "Fill from ISBN"; off unless set.
  BOOK_METADATA_URL: z
    .url({ message: 'BOOK_METADATA_URL must be a URL, such as https://openlibrary.org' })
    .optional(),
  BOOK_METADATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  // Mail: sent through this SMTP server when set (smtp://user:pass@host:587, smtps://…); without it,
  // every message is kept in the outbox an admin reads at /admin/outbox.
  SMTP_URL: z
    .url({ message: 'SMTP_URL must be a URL, such as smtp://user:password@mail.example.com:587' })
    .refine((value) => /^smtps?:\/\//.test(value), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  // The sender of every message: an address, or a name and an address ("Second Shelf <shop@example.com>").
  MAIL_FROM: z
    .string()
    .max(300)
    .regex(
      /^[^\r\n]*@[^\r\n]*$/,
      'MAIL_FROM must be an email address, such as Second Shelf <shop@example.com>',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The name of every setting the server reads (.env.example documents each). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  baseUrl: string;
  trustedOrigins: string[];
  trustProxy: boolean | string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  seedDemo: boolean;
  authSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** Where to report a vulnerability: a mailto: or https: address (SECURITY_CONTACT), or none. */
  securityContact: string | undefined;
  /** The site's pages on social networks (SOCIAL_LINKS), for the footer. */
  socialLinks: Partial<Record<(typeof SOCIAL_LINK_NAMES)[number], string>>;
  /** How many bookings one buyer may hold at once. */
  maxOpenBookings: number;
  /** How long a booking may stay requested, and accepted, before it expires. */
  bookingRequestMs: number;
  bookingMeetMs: number;
  jobsPollMs: number;
  /** How long a claimed job is hidden from every poll, so that one whose instance died runs again. */
  jobsLeaseSeconds: number;
  /** How many days ADVERTISE promotes a listing on the home page. */
  advertiseDays: number;
  /** Reads a visitor may make from one address in a minute, on each instance. */
  visitorReadsPerMinute: number;
  /** The currency of every price (ISO 4217, lower case), for card payments. */
  currency: string;
  /** Card payments through Stripe Checkout: on when both keys are set. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /** "Fill from ISBN": the metadata service and how long to wait for it; off when unset. */
  bookMetadata: { url: string; timeoutMs: number } | undefined;
  /** Mail: the SMTP server (none: the outbox only) and the sender of every message. */
  mail: { smtpUrl: string | undefined; from: string };
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** "Continue with Google": on when both client id and secret are set. */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
}

/** Reads and checks the environment once, at start-up: a wrong setting stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}\nSee .env.example for every setting.`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.BETTER_AUTH_SECRET) {
    throw new Error(
      'Invalid configuration:\n  BETTER_AUTH_SECRET: required in production with DATABASE_URL, so that every instance signs sessions alike (openssl rand -base64 32)',
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both to turn on "Continue with Google", or neither',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to offer card payments, or neither',
    );
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const trustProxy =
    e.TRUST_PROXY === undefined
      ? false
      : e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : e.TRUST_PROXY;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    baseUrl,
    trustedOrigins: e.TRUSTED_ORIGINS,
    trustProxy,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: e.DATA_DIR,
    // Demo data is on by default only for the embedded database.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    authSecret: e.BETTER_AUTH_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    securityContact: e.SECURITY_CONTACT,
    socialLinks: e.SOCIAL_LINKS,
    maxOpenBookings: e.MAX_OPEN_BOOKINGS,
    bookingRequestMs: Math.round(e.BOOKING_REQUEST_HOURS * 3_600_000),
    bookingMeetMs: Math.round(e.BOOKING_MEET_DAYS * 86_400_000),
    jobsPollMs: Math.round(e.JOBS_POLL_SECONDS * 1000),
    jobsLeaseSeconds: e.JOBS_LEASE_SECONDS,
    advertiseDays: e.ADVERTISE_DAYS,
    visitorReadsPerMinute: e.VISITOR_READS_PER_MINUTE,
    currency: e.CURRENCY,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    bookMetadata: e.BOOK_METADATA_URL
      ? { url: e.BOOK_METADATA_URL.replace(/\/$/, ''), timeoutMs: e.BOOK_METADATA_TIMEOUT_MS }
      : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Second Shelf <no-reply@${new URL(baseUrl).hostname}>`,
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.OIDC_DISCOVERY_URL,
          }
        : undefined,
  };
}
