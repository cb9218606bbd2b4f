import fastifyCookie, { type FastifyCookieOptions } from '@fastify/cookie';
import fp from 'fastify-plugin';
import { createEmailVerification, type EmailVerification } from '../features/account/email-verification.js';
import { createSignUpAttemptMail } from '../features/account/sign-up-attempt.js';
import { resetPasswordMail, signInLinkMail } from '../features/mail/templates.js';
import { createAccessTokens, type AccessTokens } from './access-token.js';
import { registerAccessControl } from './access.js';
import { createAuth, type Auth } from './auth.js';
import { relyingPartyOf, type RelyingParty } from './passkeys.js';
import { authRoutes } from './routes.js';
import { createSessions, decodeCookieValue, type Sessions } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    sessions: Sessions;
    accessTokens: AccessTokens;
    emailVerification: EmailVerification;
    /** Passkeys where browsers offer them: on https, or on localhost (never on an IP address). */
    passkeyParty: RelyingParty | undefined;
  }
}

/** Better Auth, the sessions read on every request, and who may call each route. */
export default fp(
  async (app) => {
    const { config, db, database, outbox, secret } = app;
    const emailVerification = createEmailVerification(db, { outbox, baseUrl: config.baseUrl });
    const passkeyParty = relyingPartyOf(config.baseUrl, config.trustedOrigins);
    const auth = createAuth({
      db,
      baseUrl: config.baseUrl,
      secret,
      trustedOrigins: config.trustedOrigins,
      log: app.log,
      google: config.google,
      sendResetPassword: app.mailLink('reset_password', '/email/reset-password', resetPasswordMail),
      // Sign-in links only through an SMTP server: in the outbox an admin could sign in with them.
      sendSignInLink:
        config.mail.smtpUrl === undefined
          ? undefined
          : app.mailLink<{ id: string; name: string; email: string; emailVerified: boolean }>(
              'sign_in_link',
              '/email/sign-in',
              signInLinkMail,
            ),
      passkeys: passkeyParty,
      onTakenAddress: createSignUpAttemptMail(db, { outbox, baseUrl: config.baseUrl }),
      // A new account by email and password is sent its confirmation link (Google confirms its own).
      afterSignUp: async (person) => {
        if (person.emailVerified) return;
        await emailVerification.send(db, person);
        outbox.sendSoon();
      },
    });
    const accessTokens = createAccessTokens(secret, config.accessTokenTtlSeconds);
    const sessions = createSessions({
      db,
      auth,
      secret,
      accessTokens,
      changes: database.changes,
      trustedOrigins: [config.baseUrl, ...config.trustedOrigins],
    });
    await sessions.ready;
    app.decorate('auth', auth);
    app.decorate('sessions', sessions);
    app.decorate('accessTokens', accessTokens);
    app.decorate('emailVerification', emailVerification);
    app.decorate('passkeyParty', passkeyParty);
    // @fastify/cookie passes `parseOptions` to cookie.parse (its type names only setting options).
    await app.register(fastifyCookie, {
      parseOptions: { decode: decodeCookieValue },
    } as FastifyCookieOptions);
    registerAccessControl(app, sessions.resolve);
  },
  { name: 'auth', dependencies: ['core', 'mail-outbox'] },
);

/** Better Auth's own endpoints under /api/auth. */
export const authEndpoints = fp(
  async (app) => {
    await app.register(authRoutes, {
      auth: app.auth,
      forgetSessionOf: app.sessions.forgetSessionOf,
      sessionsEnded: () => app.database.changes.everyInstanceCaughtUp(),
    });
  },
  { name: 'auth-endpoints', dependencies: ['auth'] },
);
