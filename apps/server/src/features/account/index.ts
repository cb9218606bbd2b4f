import fp from 'fastify-plugin';
import { passkeyRoutes } from './passkeys.js';
import { accountRoutes, PASSWORD_RESET_JOB, SIGN_IN_LINK_JOB } from './routes.js';
import { signInLinkJob } from './sign-in-link.js';

export default fp(
  async (app) => {
    const { auth, config, db, jobs } = app;
    await app.register(accountRoutes, {
      db,
      outbox: app.outbox,
      emailVerification: app.emailVerification,
      forgetEndedSessionsOf: app.sessions.forgetEndedSessionsOf,
      runJobsSoon: () => jobs.soon(),
      signInLinks: config.mail.smtpUrl !== undefined,
    });
    if (app.passkeyParty) await app.register(passkeyRoutes, { db, party: app.passkeyParty });
    // Forgot password: Better Auth looks the address up, stores the link's token, and mails it.
    jobs.register(PASSWORD_RESET_JOB, async (payload) => {
      await auth.api.requestPasswordReset({ body: { email: (payload as { email: string }).email } });
    });
    // A sign-in link: only for an address with an account (no token is stored for any other).
    jobs.register(
      SIGN_IN_LINK_JOB,
      signInLinkJob(db, async (email) => {
        await auth.api.signInMagicLink({ body: { email }, headers: new Headers() });
      }),
    );
  },
  { name: 'account', dependencies: ['core', 'mail-outbox', 'auth'] },
);
