import nodemailer from 'nodemailer';

/** One message as it leaves for the SMTP server. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every try of one message, so that a copy sent twice is known for one. */
  messageId: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the SMTP server has taken the message; rejects otherwise (see isPermanent). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Whether a failed send would fail again however often it is tried: the SMTP server refused the
 * message or its address for good (a 5xx reply). Anything else (no connection, a timeout, a 4xx
 * "try later") is tried again later.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The SMTP server of SMTP_URL (smtp://user:pass@host:587 with STARTTLS when it offers it, or
 * smtps:// for TLS from the start), through a pool of two connections kept open between messages.
 * Each step has a bound, so that a server that stops answering delays mail and holds nothing else.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
