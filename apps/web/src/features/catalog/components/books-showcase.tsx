import type { ReactNode } from 'react';
import type { AdvertisedBook } from '@second-shelf/shared';
import { isShowablePicture, smallCoverUrl } from '@second-shelf/shared/card-pictures';
import { formatPrice } from '../../../lib/format.js';
import { ShowcaseCard } from './showcase-card.js';

/**
 * A row of books on the home page (Just listed, Advertised Items), each a card linking to its
 * page: the cover, the category, the title, the author and the price. Nothing at all while there
 * is none. `listClass`: how the cards are laid out (two a row, or a row to swipe through).
 */
export function BooksShowcase({
  id,
  title,
  books,
  listClass,
  more,
  eager = 0,
}: {
  id: string;
  title: string;
  books: AdvertisedBook[] | undefined;
  listClass: string;
  /** A link to all of them, beside the title. */
  more?: ReactNode;
  /** How many covers are on a phone's first screen: fetched at once, the first one first. */
  eager?: number;
}) {
  // A book whose picture address names no picture is left out, as the advertised ones are by the
  // server: an <img> must never make the browser fetch another address of the site.
  const shown = books?.filter((book) => isShowablePicture(book.image_url));
  if (!shown?.length) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={id} className="font-serif text-2xl font-bold text-stone-900 md:text-3xl">
          {title}
        </h2>
        {more}
      </div>
      <ul className={listClass}>
        {shown.map((book, index) => (
          <li key={book._id}>
            <ShowcaseCard
              to={`/book/${encodeURIComponent(book._id)}`}
              picture={
                // Not the book cards' CoverImage, whose placeholder for a picture that cannot be
                // loaded would weigh on the first bundle: a missing picture without alternative
                // text is drawn as nothing, over this grey of the same size.
                <img
                  src={smallCoverUrl(book.image_url)}
                  alt=""
                  width={480}
                  height={320}
                  loading={index < eager ? 'eager' : 'lazy'}
                  fetchPriority={index < eager && index === 0 ? 'high' : undefined}
                  className="aspect-[3/2] w-full bg-stone-100 object-contain p-2"
                />
              }
              kicker={book.category_name}
              title={book.book_name}
            >
              {book.author && <span className="truncate text-sm text-stone-700">by {book.author}</span>}
              <span className="mt-1 font-bold text-brand-dark md:text-lg">
                {formatPrice(book.resell_price)}
              </span>
            </ShowcaseCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
