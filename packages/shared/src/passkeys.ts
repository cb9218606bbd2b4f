import { z } from './zod-in-browsers.js';

/** The most passkeys one account keeps. */
export const PASSKEY_MAX = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** A passkey's name, the person's own ("Phone", "Work laptop"). */
export const passkeyNameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(PASSKEY_NAME_MAX_LENGTH, `Name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`);

const base64url = (field: string, max: number) =>
  z
    .string({ message: `${field} is required` })
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be base64url`);

const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** What every credential a browser returns carries (WebAuthn's JSON form, as @simplewebauthn/browser gives it). */
const credentialFields = {
  id: base64url('id', 1400),
  rawId: base64url('rawId', 1400),
  type: z.literal('public-key', { message: 'type must be public-key' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** A new passkey, as the browser made it (navigator.credentials.create). */
export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON', 4000),
    attestationObject: base64url('attestationObject', 20000),
    transports: z.array(transportSchema).max(8, 'at most 8 transports').optional(),
    authenticatorData: base64url('authenticatorData', 20000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url('publicKey', 4000).optional(),
  }),
});

/** A passkey's signature over a sign-in's challenge (navigator.credentials.get). */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON', 4000),
    authenticatorData: base64url('authenticatorData', 20000),
    signature: base64url('signature', 2000),
    userHandle: base64url('userHandle', 200).optional(),
  }),
});

/** POST /api/account/passkeys: its name, and the browser's answer to the options just given. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});

/** POST /api/auth/passkey/sign-in: the browser's answer to the sign-in options just given. */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

/**
 * The options a browser passes to navigator.credentials.create or .get (WebAuthn's JSON form); the
 * challenge in them works once, for 5 minutes.
 */
export const passkeyOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  rp: z.object({ id: z.string().optional(), name: z.string() }).optional(),
  timeout: z.number().optional(),
});

/** GET /api/account/passkeys: one of the person's passkeys (never its key). */
export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** When it last signed someone in; null before its first use. */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
