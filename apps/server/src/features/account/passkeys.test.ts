import { PASSKEY_MAX } from '@second-shelf/shared';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../../test/soft-authenticator.js';
import { BASE_URL, nextIp, sessionCookieOf, useTestApp, type TestUser } from '../../../test/test-app.js';
import { relyingPartyOf } from '../../auth/passkeys.js';
import { passkeyChallenges, passkeys, session } from '../../db/schema.js';
import { LIMITS } from '../../lib/rate-limit.js';

const t = useTestApp();

async function registrationOptions(person: TestUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const response = await t.request({ method: 'POST', url: '/api/account/passkeys/options', as: person });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const register = (person: TestUser, name: string, response: RegistrationResponseJSON) =>
  t.request({ method: 'POST', url: '/api/account/passkeys', as: person, payload: { name, response } });

/** A passkey added to the person's account from the authenticator; its id. */
async function addPasskey(
  person: TestUser,
  authenticator: SoftAuthenticator,
  name = 'Phone',
): Promise<string> {
  const added = await register(person, name, authenticator.create(await registrationOptions(person)));
  expect(added.statusCode, added.body).toBe(201);
  return added.json()._id;
}

async function signInOptions(ip = nextIp()): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const response = await t.request({ method: 'POST', url: '/api/auth/passkey/sign-in/options', ip });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const signInWith = (response: unknown, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/auth/passkey/sign-in', payload: { response }, ip });

/** Signs in with the authenticator's latest passkey from a network. */
async function passkeySignIn(authenticator: SoftAuthenticator, ip = nextIp()) {
  return signInWith(authenticator.get(await signInOptions(ip)), ip);
}

const passwordSignIn = (email: string, password: string, ip: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, ip });

const listOf = async (person: TestUser) => {
  const response = await t.request({ url: '/api/account/passkeys', as: person });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { _id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
};

describe('Passkeys', () => {
  it('adds a named passkey, signs in with it while strangers keep the password locked, and stops once removed', async () => {
    const owner = await t.signUp({ name: 'Passkey Paula' });
    const phone = new SoftAuthenticator(BASE_URL);
    const id = await addPasskey(owner, phone, '  Paula’s phone  ');
    const [listed] = await listOf(owner);
    expect(listed).toEqual({
      _id: id,
      name: 'Paula’s phone',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(Date.now() - Date.parse(listed!.createdAt)).toBeLessThan(60_000);
    expect(JSON.stringify(await listOf(owner))).not.toMatch(/publicKey|credential/i);

    // Ten strangers' wrong passwords lock password sign-in on every network the owner has not used.
    for (let i = 0; i < LIMITS.signInFailuresFromStrangers.max; i += 1) {
      expect((await passwordSignIn(owner.email, `wrong-${i}`, nextIp())).statusCode).toBe(401);
    }
    const cafe = nextIp();
    expect((await passwordSignIn(owner.email, owner.password, cafe)).statusCode).toBe(429);

    const signedIn = await passkeySignIn(phone, cafe);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.email).toBe(owner.email);
    expect(signedIn.body).not.toContain('"token"');
    expect(await t.signedInAs(sessionCookieOf(signedIn))).toBe(owner.email);
    expect((await listOf(owner))[0]!.lastUsedAt).not.toBeNull();
    // The network a passkey was used from is the owner's now; strangers stay locked out.
    expect((await passwordSignIn(owner.email, owner.password, cafe)).statusCode).toBe(200);
    expect((await passwordSignIn(owner.email, owner.password, nextIp())).statusCode).toBe(429);

    const removed = await t.request({ method: 'DELETE', url: `/api/account/passkeys/${id}`, as: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listOf(owner)).toEqual([]);
    const refused = await passkeySignIn(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('PASSKEY_UNKNOWN');
    expect(refused.headers['set-cookie']).toBeUndefined();
    const again = await t.request({ method: 'DELETE', url: `/api/account/passkeys/${id}`, as: owner });
    expect(again.statusCode).toBe(404);
  });

  it('uses a challenge once, within its time, for the person it was given to', async () => {
    const person = await t.signUp();
    const other = await t.signUp();
    const key = new SoftAuthenticator(BASE_URL);
    await addPasskey(person, key);

    // A signature sent twice signs in once.
    const options = await signInOptions();
    const signature = key.get(options);
    expect((await signInWith(signature)).statusCode).toBe(200);
    const replayed = await signInWith(signature);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('PASSKEY_CHALLENGE_INVALID');

    // An expired challenge is refused, and so is a made-up one.
    const late = await signInOptions();
    await t.db
      .update(passkeyChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passkeyChallenges.challenge, late.challenge));
    expect((await signInWith(key.get(late))).json().code).toBe('PASSKEY_CHALLENGE_INVALID');
    expect((await signInWith(key.get({ ...late, challenge: 'bWFkZS11cA' }))).json().code).toBe(
      'PASSKEY_CHALLENGE_INVALID',
    );

    // Options given to one person add nothing to another's account, nor does a sign-in's challenge.
    const theirs = await registrationOptions(person);
    const stolen = await register(other, 'Stolen', new SoftAuthenticator(BASE_URL).create(theirs));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('PASSKEY_CHALLENGE_INVALID');
    const fromSignIn = await signInOptions();
    const crossed = await register(
      other,
      'Crossed',
      new SoftAuthenticator(BASE_URL).create({
        ...(await registrationOptions(other)),
        challenge: fromSignIn.challenge,
      }),
    );
    expect(crossed.json().code).toBe('PASSKEY_CHALLENGE_INVALID');
    expect(await listOf(other)).toEqual([]);
    // Registration options do not sign anyone in.
    const registrationChallenge = (await registrationOptions(person)).challenge;
    expect((await signInWith(key.get({ ...options, challenge: registrationChallenge }))).json().code).toBe(
      'PASSKEY_CHALLENGE_INVALID',
    );
  });

  it('refuses credentials made for another site, and a counter that goes back', async () => {
    const person = await t.signUp();
    const phishing = new SoftAuthenticator('https://second-shelf.example.net');
    const made = await register(person, 'Elsewhere', phishing.create(await registrationOptions(person)));
    expect(made.statusCode).toBe(400);
    expect(made.json().code).toBe('PASSKEY_NOT_VERIFIED');

    const key = new SoftAuthenticator(BASE_URL, true);
    await addPasskey(person, key, 'Hardware key');
    const elsewhere = await signInOptions();
    const forOtherSite = key.get({ ...elsewhere, rpId: 'second-shelf.example.net' });
    expect((await signInWith(forOtherSite)).json().code).toBe('PASSKEY_NOT_VERIFIED');

    expect((await passkeySignIn(key)).statusCode).toBe(200);
    expect((await passkeySignIn(key)).statusCode).toBe(200);
    // A copy of the key, its counter behind the original's: refused.
    key.credentials[0]!.counter = 0;
    const cloned = await passkeySignIn(key);
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().code).toBe('PASSKEY_NOT_VERIFIED');
  });

  it('adds a credential once, keeps at most the bound, and only from a recent sign-in', async () => {
    const person = await t.signUp();
    const key = new SoftAuthenticator(BASE_URL);
    await addPasskey(person, key);
    // The options name the passkeys already added, so that an authenticator does not make a second.
    const options = await registrationOptions(person);
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([key.credentials[0]!.id]);
    expect(options.authenticatorSelection?.residentKey).toBe('required');
    expect(options.rp.id).toBe('localhost');
    const twice = await register(person, 'Same again', key.create(options, key.credentials[0]));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PASSKEY_ALREADY_ADDED');

    for (let i = 1; i < PASSKEY_MAX; i += 1)
      await addPasskey(person, new SoftAuthenticator(BASE_URL), `Key ${i}`);
    expect(await listOf(person)).toHaveLength(PASSKEY_MAX);
    const full = await t.request({ method: 'POST', url: '/api/account/passkeys/options', as: person });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('PASSKEYS_FULL');

    const stale = await t.signUp();
    await t.db
      .update(session)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(session.userId, stale.id));
    const refused = await t.request({ method: 'POST', url: '/api/account/passkeys/options', as: stale });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STALE_SIGN_IN');
  });

  it("removes only one's own passkeys, and a deleted account's passkeys sign nobody in", async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const key = new SoftAuthenticator(BASE_URL);
    const id = await addPasskey(owner, key);
    const refused = await t.request({ method: 'DELETE', url: `/api/account/passkeys/${id}`, as: intruder });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('PASSKEY_NOT_FOUND');
    expect(await listOf(intruder)).toEqual([]);
    expect((await passkeySignIn(key)).statusCode).toBe(200);

    const deleted = await t.request({
      method: 'POST',
      url: '/api/account/delete',
      as: owner,
      payload: { password: owner.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toEqual([]);
    expect((await passkeySignIn(key)).statusCode).toBe(401);
  });

  it('tells the web app that passkeys are offered', async () => {
    expect((await t.request({ url: '/api/config' })).json()).toMatchObject({ passkeys: true });
  });
});

describe('relyingPartyOf', () => {
  it('offers passkeys on https and on localhost, never on an IP address or plain http elsewhere', () => {
    expect(
      relyingPartyOf('https://shelf.example.org', ['https://www.shelf.example.org', 'https://other.example']),
    ).toEqual({
      id: 'shelf.example.org',
      name: 'Second Shelf',
      origins: ['https://shelf.example.org', 'https://www.shelf.example.org'],
    });
    expect(relyingPartyOf('http://localhost:3000', [])?.id).toBe('localhost');
    expect(relyingPartyOf('http://127.0.0.1:3000', [])).toBeUndefined();
    expect(relyingPartyOf('https://192.0.2.7', [])).toBeUndefined();
    expect(relyingPartyOf('http://[::1]:3000', [])).toBeUndefined();
    expect(relyingPartyOf('http://shelf.example.org', [])).toBeUndefined();
  });
});
