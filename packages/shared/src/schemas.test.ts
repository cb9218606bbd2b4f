import { describe, expect, it } from 'vitest';
import {
  addListingSchema,
  createBookingSchema,
  emailSchema,
  numberInput,
  pageQuerySchema,
  saveUserSchema,
  signUpSchema,
} from './index.js';

describe('numberInput', () => {
  const price = numberInput('Price');
  it('reads numbers and numeric strings', () => {
    expect(price.parse(12.5)).toBe(12.5);
    expect(price.parse(' 7 ')).toBe(7);
  });
  it('says an empty field is required', () => {
    expect(price.safeParse('  ').error?.issues[0]?.message).toBe('Price is required');
  });
  it.each([null, true, 'ten', '1e', Number.NaN, {}])('refuses %s with the field named', (value) => {
    const result = price.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Price must be a number');
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases, since people type emails in any case', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });
  it('refuses what is not an email', () => {
    expect(emailSchema.safeParse('ada@').success).toBe(false);
  });
});

describe('addProductSchema', () => {
  const valid = {
    category_id: '1',
    category_name: 'Action & Adventure',
    book_name: ' Dune ',
    author: 'Frank Herbert',
    image_url: 'https://books.example/dune.jpg',
    original_price: '20.50',
    resell_price: 10,
    used: '2',
    location: 'Dhaka',
    product_condition: 'excellent',
  };
  it('normalises a valid listing and strips unknown fields', () => {
    expect(addListingSchema.parse({ ...valid, hacker: true })).toEqual({
      ...valid,
      book_name: 'Dune',
      original_price: 20.5,
      used: 2,
      // What a listing has when the body leaves it out.
      isbn: null,
      publisher: '',
      published_year: null,
      condition_notes: [],
      description: '',
      format: 'paperback',
      language: 'English',
      photo_ids: [],
    });
  });
  it('accepts only the specification’s selects', () => {
    expect(addListingSchema.safeParse({ ...valid, category_id: '4' }).success).toBe(false);
    expect(addListingSchema.safeParse({ ...valid, product_condition: 'new' }).success).toBe(false);
    expect(addListingSchema.safeParse({ ...valid, category_name: 'Poetry' }).success).toBe(false);
  });
  it('takes pictures from our own paths or https only', () => {
    for (const image_url of ['/images/a.svg', 'https://x.example/a.png', 'HTTPS://x.example/a.png']) {
      expect(addListingSchema.safeParse({ ...valid, image_url }).success).toBe(true);
    }
    // The pages' policy would block it: refused, saying why.
    for (const image_url of ['http://x.example/a.png', 'HTTP://x.example/a.png']) {
      const result = addListingSchema.safeParse({ ...valid, image_url });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Image url must use https://: browsers block http:// pictures on these pages',
      ]);
    }
    for (const image_url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAA',
      '//x.example/a.png',
      'a.png',
      '/images/a\r\nx-injected: 1.svg',
      '/images/a b.svg',
      // Paths of this site that are no picture: every page showing the card would fetch them.
      '/api/events?n=1',
      '/api/photos/0e2a8c7e-1f0b-4c1a-9d3e-123456789abc/640.webp?x',
      '/images/../api/events.svg',
      '/\\x.example/a.png',
    ]) {
      expect(addListingSchema.safeParse({ ...valid, image_url }).success).toBe(false);
    }
    expect(
      addListingSchema.safeParse({
        ...valid,
        image_url: '/api/photos/0e2a8c7e-1f0b-4c1a-9d3e-123456789abc/640.webp',
      }).success,
    ).toBe(true);
  });
  it('takes prices in whole cents only', () => {
    const result = addListingSchema.safeParse({ ...valid, resell_price: 0.001 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Resell price must be in whole cents (at most two decimals)',
    ]);
    expect(addListingSchema.parse({ ...valid, resell_price: 19.99 }).resell_price).toBe(19.99);
  });
});

describe('createBookingSchema', () => {
  const base = { productId: 'p1', meetingLocation: 'Library' };
  const phone = (phoneNumber: unknown) => createBookingSchema.safeParse({ ...base, phoneNumber });

  it('accepts a phone as people type it and stores "+" and digits only', () => {
    expect(createBookingSchema.parse({ ...base, phoneNumber: 1712345678 }).phoneNumber).toBe('1712345678');
    expect(phone('017-1234').data?.phoneNumber).toBe('0171234');
    expect(phone(' +880 1712-345678 ').data?.phoneNumber).toBe('+8801712345678');
    expect(phone('(017) 1234.5678').data?.phoneNumber).toBe('01712345678');
  });

  it('refuses letters, a + inside the number, and too few or too many digits, saying why', () => {
    const message = (value: unknown) => phone(value).error?.issues[0]?.message;
    expect(message('call me')).toBe(
      'Phone number can have only digits, spaces, dashes, brackets and a leading +',
    );
    expect(message('017+1234')).toBe(
      'Phone number can have only digits, spaces, dashes, brackets and a leading +',
    );
    expect(message('')).toBe('Phone number must be 6 to 15 digits');
    expect(message('+12 345')).toBe('Phone number must be 6 to 15 digits');
    expect(message('1234567890123456')).toBe('Phone number must be 6 to 15 digits');
    expect(message(null)).toBe('Phone number is required');
  });
});

describe('messages', () => {
  // What a person reads next to a field or in a toast: the field and its limit, in plain words.
  it('name the limit of every length and size, never in the schema library’s words', () => {
    const listing = {
      category_id: '1',
      category_name: 'Action & Adventure',
      book_name: 'Dune',
      author: 'Frank Herbert',
      image_url: '/images/a.svg',
      original_price: 20,
      resell_price: 10,
      used: 2,
      location: 'Dhaka',
      product_condition: 'good',
    };
    const messages = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    expect(messages(addListingSchema.safeParse({ ...listing, book_name: 'x'.repeat(201) }))).toEqual([
      'Book name must be at most 200 characters',
    ]);
    expect(messages(addListingSchema.safeParse({ ...listing, location: 'x'.repeat(121) }))).toEqual([
      'Location must be at most 120 characters',
    ]);
    expect(messages(addListingSchema.safeParse({ ...listing, resell_price: 2_000_000 }))).toEqual([
      'Resell price must be at most $1,000,000',
    ]);
    expect(messages(addListingSchema.safeParse({ ...listing, used: 201 }))).toEqual([
      'Used for must be at most 200 years',
    ]);
    expect(
      messages(
        createBookingSchema.safeParse({
          productId: 'p1',
          meetingLocation: 'x'.repeat(201),
          phoneNumber: '0123456',
        }),
      ),
    ).toEqual(['Meeting location must be at most 200 characters']);
    expect(messages(pageQuerySchema.safeParse({ limit: '101' }))).toEqual(['limit must be at most 100']);
  });
});

describe('account types', () => {
  it('lets people sign up as buyer or seller, never admin', () => {
    const person = { name: 'A', email: 'a@example.com', password: 'long enough' };
    expect(signUpSchema.safeParse({ ...person, role: 'seller' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...person, role: 'admin' }).success).toBe(false);
  });
  it('parses admin on the profile save so the server can answer 403', () => {
    expect(saveUserSchema.safeParse({ name: 'A', email: 'a@example.com', role: 'admin' }).success).toBe(true);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to 24 and caps at 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 24 });
    expect(pageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
