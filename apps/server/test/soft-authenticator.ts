import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, TestUser } from './test-app.js';

interface Credential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

/**
 * A WebAuthn authenticator in software, answering as a browser would at `origin` (attestation
 * "none", ES256 keys, discoverable credentials): what the API tests sign with. The browser
 * journeys use Chromium's own virtual authenticator.
 */
export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(
    private readonly origin: string,
    /** Each signature counts up (a hardware key); passkeys that sync keep 0. */
    private readonly counting = false,
  ) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): string {
    return isoBase64URL.fromUTF8String(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  /**
   * navigator.credentials.create: a new credential for the options' person, or `existing` again (as
   * an authenticator that ignored the options' exclusions would).
   */
  create(options: PublicKeyCredentialCreationOptionsJSON, existing?: Credential): RegistrationResponseJSON {
    const privateKey = existing?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
    const id = existing ? Buffer.from(isoBase64URL.toBuffer(existing.id)) : randomBytes(16);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id!),
      Buffer.from([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData]),
      uint32(0),
      Buffer.alloc(16),
      idLength,
      id,
      cose,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const credentialId = isoBase64URL.fromBuffer(new Uint8Array(id));
    if (!existing)
      this.credentials.push({ id: credentialId, privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get: a signature over the options' challenge, by a credential (the latest by default). */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    credential: Credential | undefined = this.credentials.at(-1),
  ): AuthenticationResponseJSON {
    if (!credential) throw new Error('the authenticator holds no credential');
    if (this.counting) credential.counter += 1;
    const authData = Buffer.concat([
      sha256(options.rpId!),
      Buffer.from([FLAGS.userPresent | FLAGS.userVerified]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        userHandle: credential.userHandle,
      },
    };
  }
}

/** A passkey from `authenticator` added to the person's account, as the account page adds one; the answer. */
export async function addPasskey(
  t: TestApp,
  person: TestUser,
  authenticator: SoftAuthenticator,
  name = 'Phone',
): Promise<LightMyRequestResponse> {
  const options = await t.request({ method: 'POST', url: '/api/account/passkeys/options', as: person });
  return t.request({
    method: 'POST',
    url: '/api/account/passkeys',
    as: person,
    payload: { name, response: authenticator.create(options.json()) },
  });
}
