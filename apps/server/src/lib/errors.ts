import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DRAFTS_MAX } from '@second-shelf/shared';

/** Every domain failure the API can answer with: one place for its status and wording. */
const APP_ERRORS = {
  UNAUTHENTICATED: [401, 'Please sign in to continue'],
  INVALID_TOKEN: [401, 'Your sign-in has expired or was revoked; please sign in again'],
  FORBIDDEN: [403, 'You are not allowed to do this'],
  UNTRUSTED_ORIGIN: [403, 'This request came from a site that is not allowed to act for you'],
  NOT_YOUR_ACCOUNT: [403, 'You can only act on your own account'],
  ADMIN_NOT_ASSIGNABLE: [403, 'The admin role is granted by an operator, not through the API'],
  CANNOT_DELETE_SELF: [403, 'You cannot delete your own account from the admin screens'],
  USER_NOT_FOUND: [404, 'No such user'],
  CATEGORY_NOT_FOUND: [404, 'No such category'],
  PRODUCT_NOT_FOUND: [404, 'No such book'],
  DRAFT_NOT_FOUND: [404, 'No such draft: it was listed or removed already'],
  DRAFTS_FULL: [409, `Your drafts hold as many books as they can (${DRAFTS_MAX}): list or remove some first`],
  BOOKING_NOT_FOUND: [404, 'No such booking'],
  BOOK_ALREADY_BOOKED: [409, 'Sorry, this book has just been booked by someone else'],
  OPEN_BOOKINGS_LIMIT: [409, 'You hold as many open bookings as one buyer may'],
  ROLE_CHANGE_NOT_ALLOWED: [409, 'The account type (buyer or seller) cannot be changed'],
  NOT_A_PARTY: [403, 'Only the buyer and the seller of this booking can do this'],
  BOOKING_STATE_CHANGED: [409, 'This booking has changed meanwhile; please look at it again'],
  CANCEL_REASON_REQUIRED: [400, 'Please give a reason for cancelling an accepted booking'],
  CARD_PAYMENTS_OFF: [409, 'Card payments are not offered on this site; please choose cash at the meetup'],
  CARD_PAYMENT_PENDING: [
    409,
    'The card payment has not arrived yet: wait for it, or ask the buyer to choose cash at the meetup',
  ],
  ALREADY_PAID: [409, 'This booking is already paid'],
  PAYMENT_PROVIDER_UNAVAILABLE: [
    503,
    'The card payment service did not answer; please try again, or choose cash at the meetup',
  ],
  INVALID_WEBHOOK_SIGNATURE: [400, 'The webhook signature is missing or invalid'],
  REVIEW_NOT_ALLOWED: [409, 'A review can be left once the sale is completed'],
  ALREADY_REVIEWED: [409, 'You have already reviewed this booking'],
  NOTIFICATION_NOT_FOUND: [404, 'No such notification'],
  OWN_LISTING: [409, 'This is your own listing: it cannot be saved or watched'],
  OWN_LISTING_BOOKING: [403, 'This is your own listing: you cannot book it'],
  OWN_LISTING_MESSAGE: [403, 'This is your own listing: there is no one to ask about it'],
  CONVERSATION_NOT_FOUND: [404, 'No such conversation'],
  NOT_IN_CONVERSATION: [403, 'Only the two people of this conversation can read it or write in it'],
  CANNOT_BLOCK_SELF: [403, 'You cannot block yourself'],
  BLOCKED: [
    403,
    'One of you has blocked the other: you cannot book, message or see each other’s contact details',
  ],
  WISHLIST_FULL: [409, 'Your wishlist holds as many books as it can: remove some before saving more'],
  ALERT_NOT_FOUND: [404, 'No such alert'],
  ALERTS_FULL: [409, 'You have as many alerts as one person may: stop some before asking for more'],
  PARTY_GONE: [
    409,
    'The other side of this conversation has deleted their account: it takes no new messages',
  ],
  NOT_FOUND: [404, 'Not found'],
  NOT_A_SELLER: [409, 'Only an account that sells can be verified'],
  CANNOT_REPORT_SELF: [403, 'You cannot report yourself or your own listing'],
  ALREADY_REPORTED: [409, 'You have already reported this'],
  NO_OPEN_REPORTS: [404, 'Nothing is reported about this: there are no open reports to dismiss'],
  NOT_A_PHOTO: [415, 'This file is not a photo we can read: please choose a JPEG, PNG, WebP or AVIF photo'],
  HEIC_NOT_READABLE: [
    415,
    'This HEIC photo cannot be read here: please choose JPEG in your camera or share settings ("Most Compatible"), or upload a JPEG',
  ],
  PHOTO_TOO_MANY_PIXELS: [413, 'This picture has more than 40 megapixels: please choose a smaller one'],
  PHOTO_TOO_LARGE: [413, 'Each photo may be at most 20 MB'],
  TOO_MANY_PHOTOS: [413, 'Upload at most 5 photos at a time'],
  UPLOAD_TOO_MANY_PIXELS: [
    413,
    'These photos have more than 120 megapixels together: please upload fewer at a time',
  ],
  PHOTO_QUEUE_FULL: [
    429,
    'Your earlier photos are still being prepared: please wait a few seconds before uploading more',
  ],
  UPLOADS_BUSY: [503, 'Many photos are being uploaded right now: please try again in a few seconds'],
  UNREADABLE_UPLOAD: [400, 'The upload could not be read: send the photos as multipart/form-data'],
  NO_PHOTO: [400, 'Choose at least one photo to upload (form field "photo")'],
  PHOTO_NOT_FOUND: [400, 'A photo of this listing was not found among your uploads: please upload it again'],
  IMAGE_URL_NOT_A_PICTURE: [400, 'image_url: Image url must name a picture'],
  IMAGE_URL_WITH_PHOTOS: [
    400,
    'This listing shows its photos: send photo_ids: [] with the image_url to show a picture by address instead',
  ],
  LISTING_LOCKED: [409, 'A listing cannot be changed while a booking of it is open, nor once it is sold'],
  LISTING_HELD: [
    409,
    'This listing goes on sale once you confirm your email address: open the link we sent you',
  ],
  NOT_ON_SALE_TO_ADVERTISE: [409, 'Only a listing on sale can be advertised'],
  BOOK_METADATA_UNAVAILABLE: [
    503,
    'The book information service did not answer in time; please fill the form yourself',
  ],
  BOOK_METADATA_NOT_FOUND: [404, 'No book with this ISBN was found; please fill the form yourself'],
  WRONG_PASSWORD: [400, 'password: That is not your password'],
  SESSION_NOT_FOUND: [404, 'That session is not one of yours, or it has ended'],
  EMAIL_ALREADY_VERIFIED: [409, 'Your email address is already confirmed'],
  VERIFY_LINK_INVALID: [
    400,
    'This confirmation link does not work any more: it was used already, it expired, or it is not complete. Send a new one from your account page.',
  ],
  SIGN_IN_LINKS_OFF: [404, 'Sign-in links by email are not offered on this site: sign in with your password'],
  SIGN_IN_LINK_INVALID: [
    400,
    'This sign-in link does not work any more: it was used already, it expired, or it is not complete. Ask for a new one on the login page.',
  ],
  PASSKEY_CHALLENGE_INVALID: [400, 'This passkey request has expired or was used already: please try again'],
  PASSKEY_NOT_VERIFIED: [400, 'The passkey could not be checked: please try again, or use another passkey'],
  PASSKEY_UNKNOWN: [
    401,
    'This passkey does not sign in to any account here: it may have been removed. Sign in another way.',
  ],
  PASSKEY_ALREADY_ADDED: [409, 'This passkey is already added to an account'],
  PASSKEYS_FULL: [409, 'Your account has as many passkeys as it can keep: remove one before adding another'],
  PASSKEY_NOT_FOUND: [404, 'That passkey is not one of yours, or it was removed'],
  STALE_SIGN_IN: [
    403,
    'To add a passkey, sign in again first: your sign-in on this device is more than a day old',
  ],
  UNSUBSCRIBE_LINK_INVALID: [
    400,
    'This unsubscribe link is not valid: open the link from the email itself, or change your emails on your account page',
  ],
  NUL_CHARACTER: [400, 'Text cannot contain the NUL character'],
  INPUT_TOO_DEEP: [400, 'The request is nested too deeply'],
  TOO_MANY_REQUESTS: [429, 'Too many requests. Please wait a moment and try again.'],
  EVENT_STREAM_ONLY: [
    406,
    'This address answers with live updates only: ask for them with Accept: text/event-stream, as an EventSource does',
  ],
} as const satisfies Record<string, readonly [number, string]>;

export type AppErrorCode = keyof typeof APP_ERRORS;

/** The status an error of this code is answered with (the OpenAPI document's error answers too). */
export function errorStatus(code: AppErrorCode): number {
  return APP_ERRORS[code][0];
}

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    /** For 429 and 503: seconds until trying again makes sense (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    const [statusCode, defaultMessage] = APP_ERRORS[code];
    super(message ?? defaultMessage);
    this.statusCode = statusCode;
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function statusText(statusCode: number): string {
  return STATUS_TEXT[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');
}

function describeValidation(error: FastifyError): string {
  const issues = error.validation ?? [];
  const parts = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message}` : `${error.validationContext ?? 'request'}: ${issue.message}`;
  });
  return parts.join('; ') || error.message;
}

/** One error handler: JSON `{ statusCode, error, message }`; a 5xx never shows internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: statusText(error.statusCode),
        message: error.message,
        code: error.code,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: describeValidation(error),
        code: 'VALIDATION_ERROR',
      });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    return reply.status(statusCode).send({
      statusCode,
      error: statusText(statusCode),
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
    });
  });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  });
}
