import {
  MAIL_TOPICS,
  notificationLink,
  notificationText,
  type Notification,
  type NotificationKind,
} from '@second-shelf/shared';
import { escapeHtml } from '../../lib/html.js';

/** One email as written: its subject, its plain text, and the same in simple HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const APP_NAME = 'Second Shelf';

/** A subject on one line, whatever a book's name holds, and of a length mail programs show. */
const oneLine = (text: string, max = 150) => {
  const line = text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

interface Letter {
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  action: { label: string; url: string };
  /** Why this email came, and how to stop it (notification emails only). */
  footer?: { reason: string; unsubscribeUrl: string };
  baseUrl: string;
}

/** Every email's one layout: a greeting, what happened, one button, and where it came from. */
function write(subject: string, letter: Letter): MailContent {
  const { greeting, paragraphs, action, footer, baseUrl } = letter;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    '--',
    `${APP_NAME} · ${baseUrl}`,
    ...(footer ? [footer.reason, `Unsubscribe from these emails: ${footer.unsubscribeUrl}`] : []),
  ].join('\n');
  const p = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${content}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#fbf8f1;color:#1c1917;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;padding:24px">',
    p(`<strong style="font-family:Georgia,serif;font-size:20px;color:#5e3b22">${APP_NAME}</strong>`),
    p(escapeHtml(greeting)),
    ...paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    p(
      `<a href="${escapeHtml(action.url)}" style="display:inline-block;background:#8a5a3b;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a>`,
    ),
    '</div>',
    `<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:#57534e">${APP_NAME} · <a href="${escapeHtml(baseUrl)}" style="color:#57534e">${escapeHtml(baseUrl)}</a>`,
    ...(footer
      ? [
          `<br>${escapeHtml(footer.reason)} <a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#57534e">Unsubscribe from these emails</a>`,
        ]
      : []),
    '</p>',
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(subject), text, html };
}

const hello = (name: string) => `Hello ${oneLine(name, 100)},`;

/**
 * A notification's sentence as its email says it (once as the paragraph, once in the HTML's title),
 * and the subject made of it.
 */
export function notificationWording(
  notification: Pick<Notification, 'kind' | 'actorName' | 'bookName' | 'price'>,
): { sentence: string; subject: string } {
  const sentence = oneLine(notificationText(notification), 500);
  return { sentence, subject: oneLine(sentence) };
}

/** What a notification says, by email: the same sentence as the bell's, and a link to it. */
export function notificationMail(
  notification: Pick<Notification, 'kind' | 'actorName' | 'bookName' | 'price' | 'bookingId' | 'productId'> &
    Partial<Pick<Notification, 'conversationId'>>,
  to: { name: string },
  links: { baseUrl: string; unsubscribeUrl: string },
): MailContent {
  const { sentence } = notificationWording(notification);
  const kind: NotificationKind = notification.kind;
  const action =
    notification.bookingId !== null || kind === 'message'
      ? kind === 'message'
        ? 'Read the messages'
        : kind === 'review'
          ? 'See the review'
          : 'Open the booking'
      : notification.productId !== null
        ? 'See the book'
        : `Open ${APP_NAME}`;
  return write(sentence, {
    greeting: hello(to.name),
    paragraphs: [`${sentence}.`],
    action: { label: action, url: `${links.baseUrl}${notificationLink(notification)}` },
    footer: {
      reason: `You get this email about ${MAIL_TOPICS[kind]} on ${APP_NAME}.`,
      unsubscribeUrl: links.unsubscribeUrl,
    },
    baseUrl: links.baseUrl,
  });
}

/** The link that proves an address is its person's, mailed at sign-up and on Resend. */
export function verifyEmailMail(to: { name: string }, url: string, baseUrl: string): MailContent {
  return write(`Confirm your email for ${APP_NAME}`, {
    greeting: hello(to.name),
    paragraphs: [
      `Please confirm that this is your email address, so that ${APP_NAME} can tell you about your bookings.`,
      'If you did not sign up, you can ignore this email.',
    ],
    action: { label: 'Confirm my email', url },
    baseUrl,
  });
}

/** A password reset link: it works once, within the hour. */
export function resetPasswordMail(to: { name: string }, url: string, baseUrl: string): MailContent {
  return write(`Reset your ${APP_NAME} password`, {
    greeting: hello(to.name),
    paragraphs: [
      'Someone asked to reset the password of your account. The link below works once, within an hour.',
      'If it was not you, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
    baseUrl,
  });
}

/**
 * A sign-in link: it works once, within 15 minutes, even while failed sign-ins from elsewhere lock
 * the password. To an address not yet confirmed it says what using it does: it confirms the address
 * and removes what was set up before (the password), which someone else may have set.
 */
export function signInLinkMail(
  to: { name: string; emailVerified: boolean },
  url: string,
  baseUrl: string,
): MailContent {
  return write(`Your ${APP_NAME} sign-in link`, {
    greeting: hello(to.name),
    paragraphs: [
      'Someone asked for a link to sign in to your account without its password. The link below works once, within 15 minutes.',
      ...(to.emailVerified
        ? []
        : [
            'Your email address is not confirmed yet: signing in with this link confirms it, and removes the password of the account and any other sessions, in case someone else set them up. Choose a new password afterwards with "Forgot password" on the login page.',
          ]),
      'If it was not you, ignore this email: nobody can use the link without reading it here.',
    ],
    action: { label: 'Sign in', url },
    baseUrl,
  });
}

/**
 * To the owner of an address someone tried to sign up with: the sign-up page says the address is
 * taken, so its owner hears of it too, with the way back in should it have been them.
 */
export function signUpAttemptMail(to: { name: string }, loginUrl: string, baseUrl: string): MailContent {
  return write(`Someone tried to sign up to ${APP_NAME} with your email`, {
    greeting: hello(to.name),
    paragraphs: [
      `Someone tried to create a ${APP_NAME} account with this email address, which already has one: yours.`,
      'If it was you, you can sign in, or reset your password with "Forgot password" on the login page.',
      'If it was not you, you need do nothing: your account is unchanged, and nobody can sign in to it without your password.',
    ],
    action: { label: 'Sign in or reset my password', url: loginUrl },
    baseUrl,
  });
}
