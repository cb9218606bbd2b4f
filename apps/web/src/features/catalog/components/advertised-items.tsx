import { formatPrice } from '../../../lib/format.js';
import { useAdvertised } from '../api/get-advertised.js';
import { ShowcaseCard } from './showcase-card.js';

/**
 * The home page's Advertised Items: the books sellers promote (ADVERTISE), while on sale, each
 * linking to its page, for visitors too. Nothing at all while there is none.
 */
export function AdvertisedItems() {
  const { data: books = [] } = useAdvertised();
  if (books.length === 0) return null;
  return (
    <section aria-labelledby="advertised-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="advertised-heading" className="mb-6 font-serif text-3xl font-bold text-stone-900">
        Advertised Items
      </h2>
      {/* A row to swipe through on a phone, a grid on wider screens. */}
      <ul className="flex snap-x gap-6 overflow-x-auto pb-2 sm:grid sm:grid-cols-2 lg:grid-cols-4">
        {books.map((book) => {
          const page = `/book/${encodeURIComponent(book._id)}`;
          return (
            <li key={book._id} className="w-64 shrink-0 snap-start sm:w-auto">
              <ShowcaseCard
                to={page}
                picture={
                  // The server sends an uploaded cover in the card's width. Not the book cards'
                  // CoverImage, whose placeholder for a picture that cannot be loaded would weigh on
                  // the first bundle: a missing picture without alternative text is drawn as
                  // nothing, over this grey of the same size.
                  <img
                    src={book.image_url}
                    alt=""
                    width={480}
                    height={320}
                    loading="lazy"
                    className="aspect-[3/2] w-full bg-stone-100 object-contain p-2"
                  />
                }
                kicker={book.category_name}
                title={book.book_name}
              >
                {book.author && <span className="text-sm text-stone-700">by {book.author}</span>}
                <span className="mt-2 text-lg font-bold text-brand-dark">
                  {formatPrice(book.resell_price)}
                </span>
              </ShowcaseCard>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
