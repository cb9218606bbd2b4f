import type { SECRET_LINK_MAIL_KINDS } from '@second-shelf/shared';
import fp from 'fastify-plugin';
import { mailNotifications } from './notification-mail.js';
import { createOutbox, MAIL_JOB, type Outbox } from './outbox.js';
import { mailRoutes } from './routes.js';
import { mailJob } from './send-job.js';
import type { MailContent } from './templates.js';
import { createSmtpTransport } from './transport.js';
import { createUnsubscribeTokens, type UnsubscribeTokens } from './unsubscribe-token.js';

type LinkKind = (typeof SECRET_LINK_MAIL_KINDS)[number];
type Person = { id: string; name: string; email: string };

/** Mails a secret link's token to its person: the link opens the web app's page at `path`. */
export type MailLink = <To extends Person>(
  kind: LinkKind,
  path: string,
  template: (to: To, url: string, baseUrl: string) => MailContent,
) => (person: To, token: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every email written: sent by the 'mail' job through SMTP_URL, kept for the admins without it. */
    outbox: Outbox;
    unsubscribeTokens: UnsubscribeTokens;
    mailLink: MailLink;
  }
}

/**
 * Mail is written to the outbox by the request or sweep that causes it and sent by the 'mail' job
 * through SMTP_URL's server; without one it stays in the outbox for the admins to read. Registered
 * before sign-in, which mails links; its routes come with the other features.
 */
export const mailOutbox = fp(
  async (app) => {
    const { config, db, jobs } = app;
    const smtp = config.mail.smtpUrl !== undefined;
    const outbox = createOutbox(db, { smtp, runJobsSoon: () => jobs.soon() });
    const unsubscribeTokens = createUnsubscribeTokens(app.secret);
    app.decorate('outbox', outbox);
    app.decorate('unsubscribeTokens', unsubscribeTokens);
    app.decorate<MailLink>('mailLink', (kind, path, template) => async (person, token) => {
      const url = `${config.baseUrl}${path}?token=${encodeURIComponent(token)}`;
      await outbox.write(db, [
        { userId: person.id, to: person.email, kind, content: template(person, url, config.baseUrl) },
      ]);
      outbox.sendSoon();
    });
    if (config.mail.smtpUrl) {
      const transport = createSmtpTransport(config.mail.smtpUrl);
      jobs.register(
        MAIL_JOB,
        mailJob(db, transport, { from: config.mail.from, baseUrl: config.baseUrl, unsubscribeTokens }),
      );
      app.addHook('onClose', async () => transport.close());
    }
    const notificationMail = mailNotifications(db, outbox, {
      baseUrl: config.baseUrl,
      unsubscribeTokens,
      verifiedOnly: smtp,
    });
    jobs.every('mail notifications', async () => {
      await notificationMail();
    });
  },
  { name: 'mail-outbox', dependencies: ['core'] },
);

/** The admins' outbox, and subscribing to and unsubscribing from notification emails. */
export default fp(
  async (app) => {
    await app.register(mailRoutes, {
      db: app.db,
      outbox: app.outbox,
      unsubscribeTokens: app.unsubscribeTokens,
    });
  },
  { name: 'mail', dependencies: ['mail-outbox'] },
);
