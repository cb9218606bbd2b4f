import { z } from 'zod';
import { accountTypeSchema, emailSchema, personNameSchema } from '@second-shelf/shared';
import type { OpenApiFacts } from '../lib/openapi.js';

/**
 * What the OpenAPI document says of Better Auth's endpoints, which Better Auth itself validates and
 * answers: their bodies and answers as this product configures them (session tokens are taken out
 * of every body: the cookie carries the session). Documentation only: the routes do not validate
 * with these (Better Auth's own errors stay Better Auth's).
 */

/** The person, as Better Auth answers with them, with this product's fields. */
const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
  role: accountTypeSchema.describe('The account type chosen at sign-up (every account buys)'),
  sells: z.boolean(),
  isAdmin: z.boolean(),
});

const sessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});

const password = z.string().min(8).max(128);

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as object;

const jsonBody = (schema: z.ZodType, required = true): OpenApiFacts['requestBody'] => ({
  required,
  content: { 'application/json': { schema: json(schema) } },
});

const answer = (schema: z.ZodType): OpenApiFacts['produces'] => ({
  type: 'application/json',
  schema: json(schema),
});

/** Better Auth's errors, by status (its codes), besides the API's own (limits, origin). */
type ForeignErrors = NonNullable<OpenApiFacts['foreignErrors']>;

export interface EndpointDoc {
  summary: string;
  description?: string;
  openApi: OpenApiFacts;
}

const VALIDATION: ForeignErrors = { 400: ['VALIDATION_ERROR'] };

/**
 * Every endpoint: Better Auth's own rate limit (per address); and on a change, its origin check: of
 * the Origin (or Referer) when a cookie comes, and of any callbackURL, redirectTo, errorCallbackURL
 * or newUserCallbackURL in the body (callbackURL in the query too), whatever the endpoint; its first
 * sign-in and sign-up also refuse a form sent from another site.
 */
export const BETTER_AUTH_ERRORS = (method: string, path: string): ForeignErrors => {
  if (method === 'GET') return { 429: ['RATE_LIMITED'] };
  const origin = [
    'INVALID_ORIGIN',
    'MISSING_OR_NULL_ORIGIN',
    'INVALID_CALLBACK_URL',
    'INVALID_REDIRECT_URL',
    'INVALID_ERROR_CALLBACK_URL',
    'INVALID_NEW_USER_CALLBACK_URL',
  ];
  const firstSignIn = path === '/sign-in/email' || path === '/sign-up/email';
  return {
    403: firstSignIn ? [...origin, 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED'] : origin,
    429: ['RATE_LIMITED'],
  };
};

export const BETTER_AUTH_DOCS: Record<string, EndpointDoc> = {
  '/sign-up/email': {
    summary: 'Creates an account and signs it in (sets the session cookie)',
    openApi: {
      requestBody: jsonBody(
        z.object({ name: personNameSchema, email: emailSchema, password, role: accountTypeSchema }),
      ),
      produces: answer(z.object({ user: userSchema })),
      foreignErrors: {
        400: ['VALIDATION_ERROR', 'INVALID_EMAIL', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'],
        422: ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'],
      },
    },
  },
  '/sign-in/email': {
    summary: 'Signs in with an email address and password (sets the session cookie)',
    description:
      'After repeated failures an address is refused for a while (429 with Retry-After): see the sign-in guard in docs/reliability.md.',
    openApi: {
      requestBody: jsonBody(
        z.object({
          email: emailSchema,
          password: z.string().min(1).max(128),
          rememberMe: z.boolean().optional(),
        }),
      ),
      produces: answer(z.object({ redirect: z.boolean(), url: z.string().optional(), user: userSchema })),
      foreignErrors: { ...VALIDATION, 401: ['INVALID_EMAIL_OR_PASSWORD'] },
    },
  },
  '/sign-out': {
    summary:
      'Ends the session of the cookie sent (every instance forgets it before the answer); without one, there is nothing to end',
    openApi: {
      requestBody: jsonBody(z.object({}), false),
      produces: answer(z.object({ success: z.boolean() })),
      session: 'optional',
      foreignErrors: VALIDATION,
    },
  },
  '/get-session': {
    summary: 'The session of the cookie sent and its person, or null',
    openApi: {
      produces: answer(z.object({ session: sessionSchema, user: userSchema }).nullable()),
      session: 'optional',
    },
  },
  '/sign-in/social': {
    summary:
      "Starts a sign-in with Google: the address of Google's sign-in page (404 without GOOGLE_CLIENT_ID)",
    openApi: {
      requestBody: jsonBody(
        z.object({
          provider: z.literal('google'),
          callbackURL: z.string().optional().describe('A path of this site to return to'),
          newUserCallbackURL: z.string().optional(),
          errorCallbackURL: z.string().optional(),
        }),
      ),
      produces: answer(z.object({ url: z.string(), redirect: z.boolean() })),
      foreignErrors: { ...VALIDATION, 404: ['PROVIDER_NOT_FOUND'] },
    },
  },
  '/callback/:id': {
    summary:
      "Google's return to this site after its sign-in page: signs in and redirects to the page asked for",
    openApi: {
      redirects:
        'To the callbackURL given at the start (signed in), or to the login page with ?error= (state_mismatch, access_denied, …)',
    },
  },
  '/reset-password': {
    summary:
      "Sets a new password with a reset link's token (POST /api/account/password-reset mails the link)",
    description: 'Every session of the account ends.',
    openApi: {
      requestBody: jsonBody(z.object({ token: z.string().min(1), newPassword: password })),
      produces: answer(z.object({ status: z.boolean() })),
      foreignErrors: {
        400: ['VALIDATION_ERROR', 'INVALID_TOKEN', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'],
      },
    },
  },
  '/change-password': {
    summary: "Changes the signed-in person's password (the current one first)",
    description: 'With revokeOtherSessions, every other session of the account ends.',
    openApi: {
      requestBody: jsonBody(
        z.object({
          currentPassword: z.string().min(1),
          newPassword: password,
          revokeOtherSessions: z.boolean().optional(),
        }),
      ),
      produces: answer(z.object({ user: userSchema })),
      session: 'required',
      foreignErrors: {
        400: ['VALIDATION_ERROR', 'INVALID_PASSWORD', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'],
        401: ['UNAUTHORIZED'],
      },
    },
  },
};
