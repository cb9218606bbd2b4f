import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import type { Product } from '@second-shelf/shared';
import { RequireAuth } from '../../components/guards.js';
import { LoadingScreen } from '../../components/loading-screen.js';
import { useUser } from '../../lib/auth.js';
import { categoryBooksQueryOptions } from '../../features/catalog/api/get-category-books.js';
import { BookCard } from '../../features/catalog/components/book-card.js';

// The booking form (react-hook-form, the zod schemas and the modal: about 40 KB gzipped) loads with
// the first "Book Now" rather than with the page, whose books and covers it would otherwise delay.
const BookingModal = lazy(() =>
  import('../../features/booking/components/booking-modal.js').then((module) => ({
    default: module.BookingModal,
  })),
);

/** On a phone the first cover is the largest thing painted; the first row is above the fold everywhere. */
const ABOVE_THE_FOLD = 3;

function CategoryBooks({ categoryId }: { categoryId: string }) {
  const { data: user } = useUser();
  const books = useInfiniteQuery(categoryBooksQueryOptions(categoryId));
  const [selected, setSelected] = useState<Product | null>(null);

  if (books.isPending) return <LoadingScreen />;
  if (books.isError) {
    return (
      <p role="alert" className="px-4 py-12 text-center text-red-800">
        The books could not be loaded. Please try again later.
      </p>
    );
  }
  const list = books.data.pages.flatMap((page) => page.books);
  const total = books.data.pages[0]?.total ?? list.length;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand uppercase">
            {list[0]?.category_name ?? 'Category'}
          </p>
          <h1 className="font-serif text-3xl font-bold text-stone-900">Select your preferred books</h1>
        </div>
        <p className="rounded-full bg-amber-100 px-4 py-1 font-semibold text-brand-dark">Total: {total}</p>
      </div>
      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-10 text-center text-stone-700">
          No books are on sale in this category right now. Come back soon!
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((book, index) => (
            <li key={book._id}>
              <BookCard
                book={book}
                onBook={setSelected}
                imagePriority={index === 0 ? 'high' : index < ABOVE_THE_FOLD ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
      {books.hasNextPage && (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void books.fetchNextPage()}
            disabled={books.isFetchingNextPage}
          >
            {books.isFetchingNextPage ? 'Loading…' : `Show more books (${list.length} of ${total})`}
          </button>
        </div>
      )}
      {selected && user && (
        <Suspense>
          <BookingModal book={selected} user={user} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <CategoryBooks key={id} categoryId={id} />
    </RequireAuth>
  );
}
