import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: ParsedMail['headers'];
  /** Each header as it came (unfolded), by its lower-case name. */
  rawHeaders: Record<string, string>;
}

/** A message in full whose reply is held: the client waits on it, and nothing is received yet. */
export interface HeldMail {
  mail: CaughtMail;
  /**
   * Takes the message: "250 OK" goes to the client and the message joins `received`. Nothing happens
   * once the client has hung up (false then), as a real server does not deliver a message it never
   * said it took.
   */
  release(): boolean;
  /** Resolves when the client hangs up before `release`: the message was never taken. */
  dropped: Promise<void>;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message taken, in order. */
  received: CaughtMail[];
  /** Refuses every message with this reply (e.g. "451 Try later", "550 No such user") until cleared. */
  refuseWith: { code: number; message: string } | undefined;
  /**
   * Lets `skip` messages through, then holds the reply to the next one (a message in flight for
   * sure, e.g. while the sender is killed); resolves once that message has come in full.
   */
  holdMessage(skip?: number): Promise<HeldMail>;
  /** The messages to an address, waited for until `count` have come (at most `timeoutMs`). */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server, the library behind many) on 127.0.0.1, in the test's own
 * process, that keeps what it receives parsed by mailparser: the mail leaves the app exactly as it
 * would for any mail server. Any user and password are taken; STARTTLS is not offered (no
 * certificate here), so the app's client speaks plain SMTP to it.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const state: { refuseWith: SmtpCatcher['refuseWith'] } = { refuseWith: undefined };
  let hold: { skip: number; resolve: (held: HeldMail) => void } | undefined;
  /** The connections closed so far, and what waits for one to close, by session id. */
  const closed = new Set<string>();
  const onHangUp = new Map<string, () => void>();

  /** Holds the reply to one message until released, or drops the message if the client hangs up. */
  function heldMail(mail: CaughtMail, sessionId: string, reply: () => void): HeldMail {
    let settled = false;
    const dropped = new Promise<void>((resolve) => {
      const drop = () => {
        if (settled) return;
        settled = true;
        resolve();
      };
      if (closed.has(sessionId)) drop();
      else onHangUp.set(sessionId, drop);
    });
    return {
      mail,
      dropped,
      release() {
        if (settled) return false;
        settled = true;
        onHangUp.delete(sessionId);
        received.push(mail);
        reply();
        return true;
      },
    };
  }

  /** Takes a message at once, or holds it when a hold waits for it. */
  function take(mail: CaughtMail, sessionId: string, reply: () => void): void {
    if (hold && hold.skip > 0) {
      hold.skip -= 1;
    } else if (hold) {
      const { resolve } = hold;
      hold = undefined;
      resolve(heldMail(mail, sessionId, reply));
      return;
    }
    received.push(mail);
    reply();
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onClose(session) {
      closed.add(session.id);
      onHangUp.get(session.id)?.();
      onHangUp.delete(session.id);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = state.refuseWith;
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            const mail: CaughtMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              headers: parsed.headers,
              rawHeaders: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(':') + 1)
                    .replace(/\r?\n[ \t]+/g, ' ')
                    .trim(),
                ]),
              ),
            };
            take(mail, session.id, () => callback());
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuseWith() {
      return state.refuseWith;
    },
    set refuseWith(value) {
      state.refuseWith = value;
    },
    holdMessage(skip = 0) {
      if (hold) throw new Error('a message is held already');
      return new Promise<HeldMail>((resolve) => (hold = { skip, resolve }));
    },
    async waitFor(address, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((mail) => mail.to.includes(address));
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) {
          throw new Error(`${count} message(s) to ${address} never came (${mails.length} did)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server for a test file, started before its app (register this before useTestApp):
 * `env` gives the app its SMTP_URL (with any other settings passed here), `smtp` is the server.
 */
export function useSmtpCatcher(settings: Record<string, string> = {}): {
  env: Record<string, string>;
  readonly smtp: SmtpCatcher;
} {
  const env = { ...settings };
  let catcher: SmtpCatcher | undefined;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    env.SMTP_URL = catcher.url;
  });
  afterAll(async () => catcher?.close());
  return {
    env,
    get smtp() {
      if (!catcher) throw new Error('the SMTP server starts before the tests');
      return catcher;
    },
  };
}
