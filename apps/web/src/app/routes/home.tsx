import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { advertisedQueryOptions, useAdvertised } from '../../features/catalog/api/get-advertised.js';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.js';
import { CategoriesGrid } from '../../features/catalog/components/categories-grid.js';
import { justListedQueryOptions, useJustListed } from '../../features/catalog/api/get-just-listed.js';
import { BooksShowcase } from '../../features/catalog/components/books-showcase.js';

export const homeLoader = (queryClient: QueryClient) => () => {
  // Start fetching before the screen renders; the page shows its own loading state.
  void queryClient.prefetchQuery(categoriesQueryOptions);
  void queryClient.prefetchQuery(advertisedQueryOptions);
  void queryClient.prefetchQuery(justListedQueryOptions);
  return null;
};

const STEPS = [
  {
    title: 'Sign up for an account',
    text: 'Create a free account to buy books, and to sell the ones you have finished with.',
  },
  {
    title: 'Choose your books',
    text: 'Browse a category, add a book to your wishlist, or book it to meet the seller.',
  },
  { title: 'Meet and pay', text: 'Meet at the place you agreed, check the copy, and pay the seller.' },
];

export function HomePage() {
  const justListed = useJustListed();
  const advertised = useAdvertised();
  return (
    <>
      <title>Second Shelf</title>
      <section className="bg-gradient-to-b from-amber-50 to-paper">
        {/* Compact on a phone, so that the newest books are on its first screen. */}
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-6 md:py-20">
          <h1 className="font-serif text-3xl font-bold text-stone-900 md:text-6xl">All kinds of books</h1>
          <p className="max-w-2xl text-stone-700 md:text-lg">
            Adventure, comics, fantasy and literary fiction from readers near you.
          </p>
          <a href="#categories" className="btn-primary max-sm:hidden">
            Browse the categories
          </a>
        </div>
      </section>

      <BooksShowcase
        id="just-listed-heading"
        title="Just listed"
        books={justListed.data}
        eager={2}
        listClass="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-6 lg:grid-cols-6"
        more={
          <Link
            to="/search?sort=newest"
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            See all
          </Link>
        }
      />
      {/* The books sellers promote (ADVERTISE), while on sale: a row to swipe through on a phone. */}
      <BooksShowcase
        id="advertised-heading"
        title="Advertised Items"
        books={advertised.data}
        listClass="flex snap-x gap-3 overflow-x-auto pb-2 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-4 [&>li]:w-44 [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-auto"
      />
      <CategoriesGrid />

      <section aria-labelledby="how-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="how-heading" className="mb-8 text-center font-serif text-3xl font-bold text-stone-900">
            How it works
          </h2>
          <ol className="grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-paper p-6"
              >
                <span
                  className="flex size-10 items-center justify-center rounded-full bg-brand font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="font-serif text-xl font-bold text-stone-900">{step.title}</h3>
                <p className="text-stone-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
