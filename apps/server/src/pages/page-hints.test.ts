import { describe, expect, it } from 'vitest';
import {
  BOOK_PHOTO_SIZES,
  CARD_PHOTO_SIZES,
  photoSrcSet,
  photoUrl,
  type Listing,
  type ListingDetail,
} from '@second-shelf/shared';
import { createPageHints } from './page-hints.js';

const book = (image_url: string) => ({ image_url }) as Listing;
const { hintsFor } = createPageHints('/no-build-here');

describe('the preload hint of the first cover', () => {
  it('asks for an uploaded photo in the width the card will choose: the same srcset and sizes', () => {
    const cover = photoUrl('0b8a3c1e-5f3d-4c7a-9b2e-1d4f6a8c0e12');
    const hints = hintsFor(
      { session: null, categoryBooks: { categoryId: '1', books: [book(cover)], total: 1 } },
      true,
    );
    expect(hints).toEqual([
      `<${cover}>; rel=preload; as=image; imagesrcset="${photoSrcSet(cover)}"; imagesizes="${CARD_PHOTO_SIZES}"; fetchpriority=high`,
    ]);
  });

  it('asks for a picture by address as it is', () => {
    const hints = hintsFor(
      {
        session: null,
        categoryBooks: { categoryId: '1', books: [book('https://covers.example/a.jpg')], total: 1 },
      },
      true,
    );
    expect(hints).toEqual(['<https://covers.example/a.jpg>; rel=preload; as=image; fetchpriority=high']);
  });

  it("asks for a book page's photo as its large view will choose it, and for its data when the page is not drawn", () => {
    const cover = photoUrl('0b8a3c1e-5f3d-4c7a-9b2e-1d4f6a8c0e12');
    const book = { _id: 'a-book', image_url: cover } as ListingDetail;
    const picture = `<${cover}>; rel=preload; as=image; imagesrcset="${photoSrcSet(cover)}"; imagesizes="${BOOK_PHOTO_SIZES}"; fetchpriority=high`;
    expect(hintsFor({ session: null, book }, true)).toEqual([picture]);
    expect(hintsFor({ session: null, book }, false)).toEqual([
      '</api/auth/get-session>; rel=preload; as=fetch; crossorigin=anonymous',
      '</api/products/a-book>; rel=preload; as=fetch; crossorigin=anonymous',
      picture,
    ]);
  });
});
