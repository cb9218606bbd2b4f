import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.js';
import { BASE_URL, bookInput, nextIp, TestApp } from '../../test/test-app.js';

let provider: TestOidcProvider;
const t = new TestApp();

// The provider must be up before the app starts: Better Auth reads its discovery document then.
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${BASE_URL}/api/auth/callback/google`] });
  await t.init({
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    OIDC_DISCOVERY_URL: provider.discoveryUrl,
  });
}, 60_000);

afterAll(async () => {
  try {
    t.assertNoLeaks();
  } finally {
    await t.close();
    await provider?.close();
  }
});

function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The browser's part of the code flow: start at the app, sign in at the provider, come back. */
async function continueWithGoogle(login: string, ip = nextIp(), newUserCallbackURL?: string) {
  const start = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: {
      provider: 'google',
      callbackURL: '/auth/callback?next=%2Fmyorders',
      errorCallbackURL: '/login?next=%2Fmyorders',
      ...(newUserCallbackURL ? { newUserCallbackURL } : {}),
    },
    ip,
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorizationUrl = new URL(start.json().url as string);
  const back = await provider.signIn(authorizationUrl.href, login);
  const callback = await t.request({
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    ip,
  });
  return { authorizationUrl, back, callback };
}

describe('Continue with Google (OpenID Connect against a local provider)', () => {
  it('tells the web app that Google sign-in is on', async () => {
    expect((await t.request({ url: '/api/config' })).json()).toEqual({
      googleSignIn: true,
      cardPayments: false,
      isbnLookup: false,
      emailDelivery: false,
      passkeys: true,
      siteUrl: BASE_URL,
      currency: 'USD',
      bookingRequestHours: 48,
      securityContact: null,
    });
  });

  it('runs the code flow with PKCE, state and nonce and signs a new person in as a buyer', async () => {
    const { authorizationUrl, back, callback } = await continueWithGoogle('gina');
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const params = authorizationUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('redirect_uri')).toBe(`${BASE_URL}/api/auth/callback/google`);
    expect(back.searchParams.get('code')).toBeTruthy();

    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth/callback?next=%2Fmyorders');
    const session = cookieHeader(callback.headers['set-cookie']);
    expect(session).toMatch(/better-auth\.session_token=/);

    const me = await t.request({ url: '/api/auth/get-session', headers: { cookie: session } });
    expect(me.json().user).toMatchObject({
      email: 'gina@example.com',
      name: 'Gina Google',
      role: 'buyer',
      isAdmin: false,
    });
    const flags = await t.request({ url: '/api/users/buyer/gina@example.com', headers: { cookie: session } });
    expect(flags.json()).toEqual({ isBuyer: true });
    const token = await t.request({ url: '/api/jwt?email=gina@example.com', headers: { cookie: session } });
    expect(token.statusCode).toBe(200);
  });

  it('lets a Google sign-up who chose to sell sell at once, and one who chose to buy buy', async () => {
    // The sign-up form sends "I want to sell" as the new account's address; sign-ins go to the other.
    const sellingStart = '/auth/callback?next=%2Faddproduct&sell=1';
    const { callback } = await continueWithGoogle('sasha', nextIp(), sellingStart);
    expect(callback.headers.location).toBe(sellingStart);
    const cookie = cookieHeader(callback.headers['set-cookie']);
    const person = { cookie, email: 'sasha@example.com' };
    const seller = await t.request({ url: `/api/users/seller/${person.email}`, headers: { cookie } });
    expect(seller.json()).toEqual({ isSeller: false });
    const started = await t.request({
      method: 'POST',
      url: '/api/account/start-selling',
      headers: { cookie },
    });
    expect(started.json()).toEqual({ sells: true });
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      headers: { cookie },
      payload: bookInput(),
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const me = await t.request({ url: '/api/auth/get-session', headers: { cookie } });
    expect(me.json().user).toMatchObject({ role: 'buyer', sells: true });
    // Signing in again goes to the usual address: only a new account is asked to start selling.
    const again = await continueWithGoogle('sasha', nextIp(), sellingStart);
    expect(again.callback.headers.location).toBe('/auth/callback?next=%2Fmyorders');

    // Another Google sign-up books Sasha's book in the same session it came back with.
    const reader = await continueWithGoogle('rowan');
    const booked = await t.request({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: cookieHeader(reader.callback.headers['set-cookie']) },
      payload: { productId: listed.json().insertedId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("cuts a provider's name to the name rule instead of failing the sign-in", async () => {
    const login = `long${'o'.repeat(150)}`;
    const { callback } = await continueWithGoogle(login);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth/callback?next=%2Fmyorders');
    const me = await t.request({
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(callback.headers['set-cookie']) },
    });
    // The provider calls this person "Looo…o Google" (159 characters): kept to the first 100.
    expect(me.json().user.name).toBe(`Long${'o'.repeat(96)}`);
    expect(me.json().user.image ?? null).toBeNull();
  });

  it('signs the same person in again without a second account', async () => {
    await continueWithGoogle('henry');
    const again = await continueWithGoogle('henry');
    expect(again.callback.statusCode).toBe(302);
    expect(again.callback.headers.location).toBe('/auth/callback?next=%2Fmyorders');
    const admin = await t.makeAdmin(await t.signUp());
    const users = (await t.request({ url: '/api/allbuyers?limit=100', as: admin })).json();
    expect(users.filter((row: { email: string }) => row.email === 'henry@example.com')).toHaveLength(1);
  });

  it('does not take over an existing password account with the same email, and says why', async () => {
    const owner = await t.signUp({ role: 'seller', email: 'taken@example.com' });
    const { callback } = await continueWithGoogle('taken@example.com');
    expect(callback.statusCode).toBe(302);
    const location = new URL(callback.headers.location as string, BASE_URL);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect(String(callback.headers['set-cookie'] ?? '')).not.toMatch(/better-auth\.session_token=[^;]+\./);
    // The owner's account is unchanged and still theirs.
    const flags = await t.request({ url: `/api/users/seller/${owner.email}`, as: owner });
    expect(flags.json()).toEqual({ isSeller: true });
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const start = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/login' },
      ip: nextIp(),
    });
    const back = await provider.signIn(start.json().url as string, 'mallory');
    // No state cookie: as if the code were replayed from another browser.
    const callback = await t.request({ url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    expect(new URL(callback.headers.location as string, BASE_URL).searchParams.get('error')).toBeTruthy();
    expect(String(callback.headers['set-cookie'] ?? '')).not.toMatch(/better-auth\.session_token=[^;]+\./);
  });
});

describe('without Google configured', () => {
  it('says so, and the sign-in endpoint refuses the provider', async () => {
    const plain = new TestApp();
    await plain.init();
    try {
      expect((await plain.request({ url: '/api/config' })).json()).toEqual({
        googleSignIn: false,
        cardPayments: false,
        isbnLookup: false,
        emailDelivery: false,
        passkeys: true,
        siteUrl: BASE_URL,
        currency: 'USD',
        bookingRequestHours: 48,
        securityContact: null,
      });
      const start = await plain.request({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: '/' },
        ip: nextIp(),
      });
      expect(start.statusCode).toBeGreaterThanOrEqual(400);
      expect(start.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});
