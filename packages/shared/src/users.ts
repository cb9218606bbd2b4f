import { z } from './zod-in-browsers.js';
import { emailSchema } from './common.js';
import { NOT_IN_TEXT } from './user-text.js';

/** What a person may choose at sign-up. Admins are made by an operator, never through the API. */
export const ACCOUNT_TYPES = ['buyer', 'seller'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES, { message: 'Role must be buyer or seller' });
export type AccountType = z.infer<typeof accountTypeSchema>;

export const PERSON_NAME_MAX_LENGTH = 100;

/** How everyone else sees a person whose account is deleted. */
export const FORMER_MEMBER = 'A former member';

/** What a name may not hold: what no text written for others may (user-text.ts). */
const NOT_IN_NAMES = NOT_IN_TEXT;
const NOT_IN_NAMES_GLOBAL = new RegExp(NOT_IN_NAMES.source, 'gu');
/** Something a reader can see: a letter, digit, symbol or punctuation mark. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/**
 * The one rule for a person's name, wherever one is written (sign-up, the profile save, the web
 * forms): NFC-normalised and trimmed, 1–100 characters (UTF-16 code units), at least one visible
 * character, none of the characters above.
 */
export const personNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') })
  .transform((name) => name.normalize('NFC').trim())
  .pipe(
    z
      .string()
      // One message at a time: each check stops the ones after it.
      .min(1, { message: 'Name is required', abort: true })
      .max(PERSON_NAME_MAX_LENGTH, {
        message: `Name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
        abort: true,
      })
      .refine((name) => !NOT_IN_NAMES.test(name), {
        message: 'Name cannot contain control characters or text-direction marks',
        abort: true,
      })
      .refine((name) => VISIBLE.test(name), { message: 'Name must contain a visible character' }),
  );

/**
 * A name from elsewhere (an identity provider's profile) made to fit the rule rather than refused:
 * the forbidden characters removed, whitespace runs made one space, cut to the length limit
 * without splitting a character. Undefined when nothing usable is left.
 */
export function toPersonName(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const cleaned = raw
    .slice(0, 4 * PERSON_NAME_MAX_LENGTH)
    .normalize('NFC')
    .replace(NOT_IN_NAMES_GLOBAL, ' ');
  let name = cleaned.replace(/\s+/gu, ' ').trim();
  if (name.length > PERSON_NAME_MAX_LENGTH) {
    name = name.slice(0, PERSON_NAME_MAX_LENGTH);
    // Do not end on the first half of a surrogate pair.
    if (/[\uD800-\uDBFF]$/.test(name)) name = name.slice(0, -1);
    name = name.trimEnd();
  }
  const parsed = personNameSchema.safeParse(name);
  return parsed.success ? parsed.data : undefined;
}

/** POST /users: `admin` parses (so the server can answer 403), anything else is a 400. */
export const saveUserSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  role: z.enum([...ACCOUNT_TYPES, 'admin'], { message: 'Role must be buyer or seller' }),
});
export type SaveUserInput = z.input<typeof saveUserSchema>;

export const userListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** What the person chose at sign-up; every account buys. */
  role: accountTypeSchema,
  /** Whether the person sells (chose to sell at sign-up, or pressed Start selling). */
  sells: z.boolean(),
  isAdmin: z.boolean(),
  /** A seller an admin has verified (VERIFY); always false for someone who does not sell. */
  verified: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** POST and DELETE /api/sellers/:id/verification: the seller's verification as it now is. */
export const verificationSchema = z.object({ _id: z.string(), verified: z.boolean() });
export type Verification = z.infer<typeof verificationSchema>;

export const userListQuerySchema = z.object({ role: accountTypeSchema.optional() });

export const isAdminSchema = z.object({ isAdmin: z.boolean() });
export const isBuyerSchema = z.object({ isBuyer: z.boolean() });
export const isSellerSchema = z.object({ isSeller: z.boolean() });

export const accessTokenSchema = z.object({ accessToken: z.string() });

/** The sign-up form: Better Auth's email sign-up plus our account type. */
export const signUpSchema = z.object({
  name: personNameSchema,
  role: accountTypeSchema,
  email: emailSchema,
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(128, 'Password must be at most 128 characters'),
});
export type SignInInput = z.input<typeof signInSchema>;

export const publicConfigSchema = z.object({
  /** The site's own address (BASE_URL): pages name themselves by it to search engines and link previews. */
  siteUrl: z.string(),
  /** The currency of every price, as ISO 4217 writes it ("USD"). */
  currency: z.string(),
  googleSignIn: z.boolean(),
  /** Whether Pay offers a card (Stripe keys set); cash at the meetup is always offered. */
  cardPayments: z.boolean(),
  /** Whether the add-item form offers "Fill from ISBN" (BOOK_METADATA_URL set). */
  isbnLookup: z.boolean(),
  /**
   * Whether email leaves the server (SMTP_URL set): only then are addresses confirmed by a link and
   * sign-in links offered.
   */
  emailDelivery: z.boolean(),
  /**
   * Whether passkeys are offered: only on an https site or on localhost named by its host (WebAuthn
   * refuses IP addresses and plain http elsewhere).
   */
  passkeys: z.boolean(),
  /** How many hours a seller has to answer a booking request (BOOKING_REQUEST_HOURS). */
  bookingRequestHours: z.number(),
  /** Where to report a vulnerability (SECURITY_CONTACT): a mailto: or https: address, or null. */
  securityContact: z.string().nullable(),
});

/** POST /api/account/password-reset: the address to mail a reset link to, if it has an account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
/** Its answer, the same whether or not the address has an account. */
export const PASSWORD_RESET_SENT =
  'If an account has this email address, a link to choose a new password is on its way. It works for an hour.';

/** POST /api/account/sign-in-link: the address to mail a sign-in link to, if it has an account. */
export const signInLinkRequestSchema = z.object({ email: emailSchema });
/** Its answer, the same whether or not the address has an account. */
export const SIGN_IN_LINK_SENT =
  'If an account uses this email address, a sign-in link is on its way. It works once, for 15 minutes.';

/** PATCH /api/account: a new name. */
export const accountNameSchema = z.object({ name: personNameSchema });

/** GET /api/account/sessions: where the person is signed in. */
export const accountSessionSchema = z.object({
  _id: z.string(),
  /** The session of this request. */
  current: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The browser and system in words, read from the user agent: "Chrome on Linux". */
  device: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** POST /api/account/delete: the password, to be sure it is the person (Google-only accounts: none). */
export const deleteAccountSchema = z.object({
  password: z.string().max(128, 'Password must be at most 128 characters').optional(),
});

/** POST /api/account/verify-email: the token of an email's confirmation link. */
export const verifyEmailSchema = z.object({
  token: z
    .string({ message: 'token is required' })
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
