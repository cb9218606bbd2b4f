import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { categoriesQueryOptions, useCategories } from '../../features/catalog/api/get-categories.js';

export const homeLoader = (queryClient: QueryClient) => () => {
  // Start fetching before the screen renders; the page shows its own loading state.
  void queryClient.prefetchQuery(categoriesQueryOptions);
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

/** One empty card for each of the specification's three categories while the list loads. */
const PLACEHOLDERS = ['first', 'second', 'third'];

export function HomePage() {
  const categories = useCategories();

  return (
    <>
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

      <section id="categories" aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="categories-heading" className="mb-6 font-serif text-3xl font-bold text-stone-900">
          Books Categories {categories.data?.length ?? ''}
        </h2>
        {categories.isPending && (
          <p role="status" className="sr-only">
            Loading the categories…
          </p>
        )}
        {categories.isError && (
          <p role="alert" className="text-red-800">
            The categories could not be loaded. Please try again later.
          </p>
        )}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {/* Empty cards of the real ones' size hold their place while the list loads, so that what
              follows (and is on screen on a phone) is not pushed down when it arrives. */}
          {categories.isPending &&
            PLACEHOLDERS.map((key) => (
              <li key={key} aria-hidden="true" className="rounded-xl border border-stone-200 bg-white">
                <div className="aspect-[3/2] bg-amber-50" />
                <div className="h-20" />
              </li>
            ))}
          {categories.data?.map((category, index) => (
            <li key={category._id}>
              <Link
                to={`/category/${category.category_id}`}
                className="group flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <img
                  src={category.image_url}
                  alt=""
                  width={480}
                  height={320}
                  className="aspect-[3/2] w-full object-cover"
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
                <span className="px-5 pt-4 text-xs font-bold tracking-widest text-brand uppercase">
                  Special collection
                </span>
                <span className="px-5 pb-5 font-serif text-xl font-bold text-stone-900 group-hover:text-brand-dark">
                  {category.category_name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

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
