import { describe, expect, it, vi } from 'vitest';
import { nextIp, useTestApp } from '../../test/test-app.js';
import { runAsClient } from './client.js';
import {
  assumeHashMilliseconds,
  HASH_SLOTS,
  HASHES_PER_ADDRESS,
  hashPassword,
  inHashTurn,
  MAX_HASH_WAIT_SECONDS,
  waitingOrder,
} from './password.js';

const t = useTestApp();

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rina',
  email: `rina-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'correct horse battery',
  ...overrides,
});

describe('sign-up', () => {
  it('takes buyer or seller, and makes a buyer when no role is given', async () => {
    for (const [role, expected] of [
      ['seller', 'seller'],
      ['buyer', 'buyer'],
      [undefined, 'buyer'],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: signUpBody(role ? { role } : {}),
        ip: nextIp(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user).toMatchObject({ role: expected, isAdmin: false });
      // The session token stays in the httpOnly cookie, out of reach of page scripts.
      expect(response.json().token).toBeUndefined();
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/better-auth\.session_token=.*HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    }
  });

  it('rejects admin or any other account type with 400, creating nothing', async () => {
    for (const role of ['admin', 'superuser', '', 7]) {
      const body = signUpBody({ role });
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: body,
        ip: nextIp(),
      });
      expect(response.statusCode, String(role)).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.any(String),
      });
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: body.email, password: body.password },
        ip: nextIp(),
      });
      expect(signIn.statusCode).toBe(401);
    }
  });

  it('ignores an attempt to set the admin flag at sign-up', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: signUpBody({ role: 'buyer', isAdmin: true }),
      ip: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isAdmin).toBe(false);
    const admin = await t.makeAdmin(await t.signUp());
    const flags = await t.request({ url: `/api/users/admin/${response.json().user.email}`, as: admin });
    expect(flags.json()).toEqual({ isAdmin: false });
  });

  it("cannot become admin or change role through Better Auth's profile update, which is not mounted", async () => {
    const buyer = await t.signUp();
    for (const payload of [{ isAdmin: true }, { role: 'seller' }]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/update-user', as: buyer, payload });
      expect(response.statusCode).toBe(404);
    }
    const flags = await t.request({ url: `/api/users/admin/${buyer.email}`, as: buyer });
    expect(flags.json()).toEqual({ isAdmin: false });
  });
});

describe('names, emails and other fields at sign-up and sign-in', () => {
  const signUp = (overrides: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: signUpBody(overrides),
      ip: nextIp(),
    });

  it.each([
    ['blank', '', /^name: Name is required$/],
    ['only spaces', '   \t ', /^name: Name is required$/],
    ['missing', undefined, /^name: Name is required$/],
    ['not text', 42, /^name: Name must be text$/],
    ['101 characters', 'n'.repeat(101), /^name: Name must be at most 100 characters$/],
    ['200,000 characters', 'n'.repeat(200_000), /^name: Name must be at most 100 characters$/],
    [
      'a right-to-left override',
      'Rina\u202Egnp.exe',
      /^name: Name cannot contain control characters or text-direction marks$/,
    ],
    [
      'a directional isolate',
      '\u2067Rina\u2069',
      /^name: Name cannot contain control characters or text-direction marks$/,
    ],
    [
      'a right-to-left mark',
      'Rina\u200F',
      /^name: Name cannot contain control characters or text-direction marks$/,
    ],
    [
      'a control character',
      'Ri\u0007na',
      /^name: Name cannot contain control characters or text-direction marks$/,
    ],
    ['a line break', 'Rina\nAdmin', /^name: Name cannot contain control characters or text-direction marks$/],
    ['nothing visible', '\u200B\u200B', /^name: Name must contain a visible character$/],
  ])(
    'refuses a name that is %s with 400 naming the field, creating nothing',
    async (_case, name, message) => {
      const body = signUpBody({ name });
      if (name === undefined) delete (body as Record<string, unknown>).name;
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: body,
        ip: nextIp(),
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(response.json().message).toMatch(message);
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: body.email, password: body.password },
        ip: nextIp(),
      });
      expect(signIn.statusCode).toBe(401);
    },
  );

  it('stores names trimmed and NFC-normalised, in any script', async () => {
    for (const [given, stored] of [
      ['  Rina  ', 'Rina'],
      ['Ame\u0301lie', 'Am\u00e9lie'],
      ['রিনা আক্তার', 'রিনা আক্তার'],
      ['Zoë 📚', 'Zoë 📚'],
      ['n'.repeat(100), 'n'.repeat(100)],
    ]) {
      const response = await signUp({ name: given });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user.name).toBe(stored);
    }
  });

  it('holds emails to the same rule as the rest of the API, at sign-up and at sign-in', async () => {
    const long = `${'a'.repeat(64)}.${'b'.repeat(64)}@${'c'.repeat(63)}.${'d'.repeat(60)}.example`;
    expect(long.length).toBeGreaterThan(254);
    const up = await signUp({ email: long });
    expect(up.statusCode).toBe(400);
    expect(up.json().message).toBe('email: Email must be at most 254 characters');
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: long, password: 'correct horse battery' },
      ip: nextIp(),
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe('email: Email must be at most 254 characters');
    const malformed = await signUp({ email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('email: Please enter a valid email address');

    // Trimmed and lower-cased, as everywhere else: the account works with the API afterwards.
    const email = `  Mixed-${Math.random().toString(36).slice(2)}@Example.COM `;
    const created = await signUp({ email });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().user.email).toBe(email.trim().toLowerCase());
  });

  it('refuses an image (the product has no profile pictures) and never stores one', async () => {
    const response = await signUp({ image: `https://example.com/${'x'.repeat(5000)}.png` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^image: /);
    const plain = await signUp({});
    expect(plain.json().user.image ?? null).toBeNull();
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password only, and says so otherwise', async () => {
    const buyer = await t.signUp();
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: 'not the password' },
      ip: nextIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid email or password',
    });
    const right = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email.toUpperCase(), password: buyer.password },
      ip: buyer.ip,
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses cookie-carrying changes from an untrusted origin (CSRF)', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const evil = { origin: 'https://evil.example' };
    const signOut = await t.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      as: seller,
      payload: {},
      headers: evil,
    });
    expect(signOut.statusCode).toBe(403);
    const save = await t.request({
      method: 'POST',
      url: '/api/users',
      as: seller,
      payload: { name: 'Renamed', email: seller.email, role: 'seller' },
      headers: evil,
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().code).toBe('UNTRUSTED_ORIGIN');
    expect((await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).statusCode).toBe(
      200,
    );
  });

  it('limits sign-in attempts per client address with 429 and Retry-After', async () => {
    const buyer = await t.signUp();
    const attacker = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        // A different account each time: only the per-address limit can stop this.
        payload: { email: `victim-${i}-${buyer.email}`, password: `guess-${i}-wrong` },
        ip: attacker,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client is not punished for the attacker's attempts.
    const other = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: buyer.password },
      ip: nextIp(),
    });
    expect(other.statusCode).toBe(200);
  });

  it("does not limit reading one's own session, nor signing out", async () => {
    const buyer = await t.signUp();
    const statuses = [];
    for (let i = 0; i < 150; i += 1) {
      statuses.push((await t.request({ url: '/api/auth/get-session', as: buyer })).statusCode);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const office = nextIp();
    for (let i = 0; i < 110; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-out',
        payload: {},
        ip: office,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  /**
   * Holds every hash slot until `release` is called: the sign-ins sent meanwhile queue (or are
   * refused), and are then served in the queue's order, whatever the machine's speed.
   */
  function holdHashSlots() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: HASH_SLOTS }, () => inHashTurn(() => gate));
    return async () => {
      release();
      await Promise.all(holders);
    };
  }

  const signInFrom = (ip: string, email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, ip });

  it('hashes fairly between addresses: a flood from one address is refused, not waited for', async () => {
    const buyer = await t.signUp();
    const flooder = nextIp();
    const other = nextIp();
    const release = holdHashSlots();
    // Ten sign-ins at once (Better Auth's per-address limit lets ten through), each needing a hash:
    // three of them queue, the address's share; the others are refused at once.
    const flood = Array.from({ length: 10 }, (_, i) =>
      signInFrom(flooder, `nobody-${i}-${buyer.email}`, 'a wrong password'),
    );
    await vi.waitFor(() => expect(waitingOrder()).toEqual(Array(HASHES_PER_ADDRESS).fill(flooder)), {
      timeout: 4000,
    });
    const otherSignIn = signInFrom(other, buyer.email, buyer.password);
    await vi.waitFor(() => expect(waitingOrder()).toContain(other), { timeout: 4000 });
    // One hash of each address in turn: the other person's comes second, not after the whole flood.
    expect(waitingOrder()).toEqual([flooder, other, flooder, flooder]);
    await release();

    const responses = await Promise.all(flood);
    expect((await otherSignIn).statusCode).toBe(200);
    expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(HASHES_PER_ADDRESS);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(10 - HASHES_PER_ADDRESS);
    for (const response of refused) {
      expect(response.json().message).toMatch(/^Too many sign-ins from your address at once/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('under a flood of sign-ins from many addresses, serves the owner first and the others in turn', async () => {
    // FLOOD_SIGN_INS=200 is the long form (docs/reliability.md, "4. Abuse limits").
    const size = Number(process.env.FLOOD_SIGN_INS ?? 30);
    const owner = await t.signUp();
    const newcomer = await t.signUp();
    const release = holdHashSlots();
    let answered = 0;
    const attempt = (label: string, email: string, password: string, ip: string) =>
      signInFrom(ip, email, password).then((response) => {
        answered += 1;
        return {
          label,
          status: response.statusCode,
          retryAfter: Number(response.headers['retry-after'] ?? 0),
          message: (response.json() as { message?: string }).message,
        };
      });
    const flood = Array.from({ length: size }, (_, i) =>
      attempt('flood', `flood-${i}-${owner.email}`, 'a wrong password', nextIp()),
    );
    const sent = [
      attempt('newcomer', newcomer.email, newcomer.password, nextIp()),
      ...flood,
      attempt('owner', owner.email, owner.password, owner.ip),
    ];
    // Every sign-in is queued or already refused (its wait would pass the bound).
    await vi.waitFor(() => expect(answered + waitingOrder().length).toBe(size + 2), { timeout: 4000 });
    // The owner, at an address known to the account, goes before every stranger waiting, though
    // the owner came last.
    expect(waitingOrder()[0]).toBe(owner.ip);
    const began = performance.now();
    await release();
    const [newcomerResult, ...rest] = await Promise.all(sent);
    const ownerResult = rest.pop()!;
    const floodResults = rest;
    const all = [ownerResult, newcomerResult!, ...floodResults];
    expect(all.every((result) => [200, 401, 429].includes(result.status))).toBe(true);
    expect(ownerResult.status).toBe(200);
    // A newcomer is served in turn, or told when to come back.
    if (newcomerResult!.status === 429) expect(newcomerResult!.retryAfter).toBeGreaterThan(0);
    else expect(newcomerResult!.status).toBe(200);
    for (const refused of all.filter((result) => result.status === 429)) {
      expect(refused.message).toMatch(/^Many people are signing in right now/);
      expect(refused.retryAfter).toBeGreaterThan(0);
    }
    // The long form's figures, for docs/reliability.md.
    if (process.env.FLOOD_SIGN_INS)
      console.warn(
        `flood of ${size}: ${floodResults.filter((r) => r.status === 401).length} checked, ` +
          `${floodResults.filter((r) => r.status === 429).length} told to retry, all answered ` +
          `${((performance.now() - began) / 1000).toFixed(2)} s after the queue was let go`,
      );
  });

  it('lets the owner, at an address known to the account, past a queue too deep for strangers', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    // Hashes of many other addresses fill the queue; then each is taken to cost 1 s: the queue is
    // far past its bound for a stranger (14 s), while the owner would wait for one hash (1 s),
    // within it even when the owner's own statements before the hash are slow on a loaded machine.
    assumeHashMilliseconds(100);
    let done = 0;
    const blockers = Array.from({ length: 15 * HASH_SLOTS }, () =>
      runAsClient({ address: nextIp() }, () => hashPassword('fill the queue')).then(() => (done += 1)),
    );
    assumeHashMilliseconds(1000);
    try {
      const refused = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: stranger.email, password: stranger.password },
        ip: nextIp(),
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Many people are signing in right now/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(MAX_HASH_WAIT_SECONDS);
      const signedIn = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: owner.email, password: owner.password },
        ip: owner.ip,
      });
      expect(signedIn.statusCode).toBe(200);
      expect(done).toBeLessThan(blockers.length);
    } finally {
      await Promise.all(blockers);
      assumeHashMilliseconds();
    }
    // The stranger's refusal was not counted as a failure: once the queue is short, they sign in.
    const later = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: stranger.email, password: stranger.password },
      ip: nextIp(),
    });
    expect(later.statusCode).toBe(200);
  });

  it('ends the session and its access tokens on sign-out', async () => {
    const buyer = await t.signUp();
    const token = await t.accessTokenFor(buyer);
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}`, token })).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', as: buyer, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}`, as: buyer })).statusCode).toBe(401);
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}`, token })).statusCode).toBe(401);
  });
});

describe('GET /api/jwt and bearer tokens', () => {
  it('gives the signed-in owner a short-lived token that works on protected routes', async () => {
    const buyer = await t.signUp();
    const response = await t.request({ url: `/api/jwt?email=${encodeURIComponent(buyer.email)}`, as: buyer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { accessToken } = response.json();
    const [, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.sub).toBe(buyer.id);
    expect(claims.exp - claims.iat).toBe(900);
    const orders = await t.request({ url: `/api/myorders?email=${buyer.email}`, token: accessToken });
    expect(orders.statusCode).toBe(200);
  });

  it('refuses anonymous callers, other emails and malformed emails', async () => {
    const buyer = await t.signUp();
    const other = await t.signUp();
    expect((await t.request({ url: `/api/jwt?email=${buyer.email}` })).statusCode).toBe(401);
    expect((await t.request({ url: `/api/jwt?email=${other.email}`, as: buyer })).statusCode).toBe(403);
    const bad = await t.request({ url: '/api/jwt?email=not-an-email', as: buyer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^email: /);
    expect((await t.request({ url: '/api/jwt', as: buyer })).statusCode).toBe(400);
  });

  it('refuses forged, tampered and malformed bearer tokens', async () => {
    const buyer = await t.signUp();
    const token = await t.accessTokenFor(buyer);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    for (const bad of [tampered, `${header}.${payload}.`, 'garbage', `${token}x`]) {
      const response = await t.request({ url: `/api/myorders?email=${buyer.email}`, token: bad });
      expect(response.statusCode).toBe(401);
    }
    const malformed = await t.request({
      url: `/api/myorders?email=${buyer.email}`,
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });
});
