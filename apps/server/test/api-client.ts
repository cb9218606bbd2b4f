import { randomBytes } from 'node:crypto';

/**
 * A small HTTP client for a server running as a process (crash, soak and benchmark runs).
 * The server must run with TRUST_PROXY=true: each call then comes from an address of its own
 * (X-Forwarded-For), as many real clients would, so per-address limits do not stop the load.
 */
export interface Account {
  id: string;
  email: string;
  password: string;
  role: 'buyer' | 'seller';
  cookie: string;
}

let addressCounter = 0;
/** A client address not used before in this process. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export class ApiClient {
  constructor(readonly url: string) {}

  /** One request; the answer's status and parsed JSON body (null when not JSON). */
  async call<T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { as?: Account; body?: unknown } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const headers: Record<string, string> = { origin: this.url, 'x-forwarded-for': nextAddress() };
    if (options.as) headers.cookie = options.as.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }

  async signUp(role: 'buyer' | 'seller'): Promise<Account> {
    const unique = randomBytes(5).toString('hex');
    const email = `${role}-${unique}@example.com`;
    const password = `pw-${unique}-secret`;
    const signUp = () =>
      fetch(`${this.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: this.url, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ name: `${role} ${unique}`, email, password, role }),
      });
    let response = await signUp();
    // Many sign-ups at once on a busy machine fill the password hashing queue: the server answers
    // 429 with Retry-After, and the client tries again then, as a person would.
    for (let attempt = 1; response.status === 429 && attempt < 5; attempt += 1) {
      const seconds = Number(response.headers.get('retry-after') ?? 1);
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 10) * 1000));
      response = await signUp();
    }
    if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    return { id: user.id, email, password, role, cookie };
  }

  /** Lists a book for the seller; its id. */
  async addListing(seller: Account): Promise<string> {
    const { status, body } = await this.call<{ insertedId: string }>('POST', '/api/addproduct', {
      as: seller,
      body: {
        category_id: '1',
        category_name: 'Action & Adventure',
        book_name: `Load test book ${randomBytes(3).toString('hex')}`,
        author: 'Ann Author',
        image_url: '/images/covers/the-paper-knight.svg',
        original_price: 20,
        resell_price: 9.5,
        used: 2,
        location: 'Dhaka',
        product_condition: 'good',
      },
    });
    if (status !== 201) throw new Error(`add listing: ${status} ${JSON.stringify(body)}`);
    return body.insertedId;
  }

  /** Uploads a JPEG photo as the add-item form does (one multipart file); the address it is served at. */
  async uploadPhoto(as: Account, jpeg: Buffer): Promise<string> {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'camera.jpg');
    const response = await fetch(`${this.url}/api/photos`, {
      method: 'POST',
      headers: { cookie: as.cookie, origin: this.url, 'x-forwarded-for': nextAddress() },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { photos: { url: string }[] }).photos[0]!.url;
  }

  /** Every booking of the buyer, through all pages of My Orders. */
  async ordersOf(buyer: Account): Promise<{ _id: string; productId: string | null }[]> {
    const orders: { _id: string; productId: string | null }[] = [];
    let path: string | undefined = `/api/myorders?email=${encodeURIComponent(buyer.email)}&limit=100`;
    while (path) {
      const page: { status: number; body: { _id: string; productId: string | null }[]; headers: Headers } =
        await this.call('GET', path, { as: buyer });
      if (page.status !== 200) throw new Error(`my orders: ${page.status} ${JSON.stringify(page.body)}`);
      orders.push(...page.body);
      path = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    }
    return orders;
  }
}
