import type { QueryClient } from '@tanstack/react-query';
import { advertisedQueryOptions } from '../../features/catalog/api/get-advertised.js';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.js';
import { AdvertisedItems } from '../../features/catalog/components/advertised-items.js';
import { CategoriesGrid } from '../../features/catalog/components/categories-grid.js';

export const homeLoader = (queryClient: QueryClient) => () => {
  // Start fetching before the screen renders; the page shows its own loading state.
  void queryClient.prefetchQuery(categoriesQueryOptions);
  void queryClient.prefetchQuery(advertisedQueryOptions);
  return null;
};

const STEPS = [
  {
    title: 'Sign up for an account',
    text: 'Create a free account as a buyer, or as a seller to list the books you have finished with.',
  },
  {
    title: 'Select your preferred books',
    text: 'Browse a category, add a book to your wishlist, or book it to meet the seller.',
  },
  { title: 'Give payment', text: 'Meet at the place you agreed, check the copy, and pay the seller.' },
];

export function HomePage() {
  return (
    <>
      <title>Second Shelf</title>
      <section className="bg-gradient-to-b from-amber-50 to-paper">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-16 md:py-24">
          <p className="text-sm font-bold tracking-widest text-brand uppercase">
            Second-hand books, first-hand stories
          </p>
          <h1 className="font-serif text-4xl font-bold text-stone-900 md:text-6xl">All Kinds of Books</h1>
          <p className="max-w-2xl text-lg text-stone-700">
            Adventure, comics, fantasy and literary fiction from readers near you. Book a copy, meet the
            seller, and give a good book its second shelf.
          </p>
          <a href="#categories" className="btn-primary">
            Browse the categories
          </a>
        </div>
      </section>

      <CategoriesGrid />
      <AdvertisedItems />

      <section aria-labelledby="how-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="how-heading" className="mb-8 text-center font-serif text-3xl font-bold text-stone-900">
            How it works?
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
