import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderSchema, listingSchema } from '@second-shelf/shared';
import { bookInput } from '../../test/test-app.js';
import { serializerCompiler } from './serializer.js';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

// A listed book as the API answers it: the add-item body plus what the server adds.
const book = {
  _id: 'b1',
  ...bookInput({
    category_id: '1',
    category_name: 'Action & Adventure',
    book_name: 'A "quoted" name \u2028 with ünïcode',
    image_url: '/images/covers/x.svg',
    seller_name: 'Seller',
    seller_email: 'seller@example.com',
  }),
  status: 'available',
  author: 'Ann Author',
  isbn: '9780306406157',
  format: 'paperback',
  language: 'English',
  condition_notes: ['spine_creases'],
  seller_id: 'seller-1',
  seller_rating: { average: 4.5, count: 2 },
  seller_verified: true,
};

describe('the response serializer', () => {
  it('writes what JSON.stringify writes for a page of books', () => {
    const page = [
      book,
      { ...book, _id: 'b2', book_name: '</script>', seller_rating: { average: null, count: 0 } },
    ];
    expect(JSON.parse(compile(z.array(listingSchema))(page))).toEqual(page);
  });

  it('writes only the fields the schema names', () => {
    const written = JSON.parse(
      compile(listingSchema)({
        ...book,
        seq: 7,
        seller_phone: '01700000000',
        password: 'x',
        seller_rating: { ...book.seller_rating, total: 9 },
      }),
    );
    expect(written).toEqual(book);
  });

  it('refuses an answer missing a required field', () => {
    const { seller_name: _missing, ...incomplete } = book;
    expect(() => compile(listingSchema)(incomplete)).toThrow(/seller_name/);
  });

  it('writes nullable fields as null', () => {
    const order = {
      _id: 'o1',
      productId: null,
      image_url: '/images/covers/x.svg',
      productName: 'Gone',
      productPrice: 9.5,
      userName: 'Buyer',
      email: 'buyer@example.com',
      meetingLocation: 'Dhaka',
      phoneNumber: '01700000000',
      sellerName: 'Seller',
      sellerEmail: 'seller@example.com',
      sellerId: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      state: 'cancelled',
      stateChangedAt: '2026-11-22T11:00:00.000Z',
      expiresAt: null,
      payment: { method: null, status: 'none' },
    };
    expect(JSON.parse(compile(orderSchema)(order))).toEqual(order);
  });

  it("keeps Zod's serializer for a schema JSON Schema cannot express", () => {
    const dated = z.object({ at: z.date() });
    expect(() => z.toJSONSchema(dated)).toThrow();
    expect(compile(dated)({ at: new Date('2026-11-22T10:00:00Z') })).toBe(
      '{"at":"2026-11-22T10:00:00.000Z"}',
    );
    expect(() => compile(dated)({ at: 'not a date' })).toThrow();
  });
});
