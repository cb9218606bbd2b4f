import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Listing } from '@second-shelf/shared';
import { ShowMoreButton } from '../../../components/list-states.js';
import { BookCardsPlaceholder, LoadProblem } from '../../../components/placeholders.js';
import { categoryBooksQueryOptions } from '../api/get-category-books.js';
import { categoriesQueryOptions } from '../api/get-categories.js';
import { BookCard, type Viewer } from './book-card.js';
import { PageMeta } from '../../../components/page-meta.js';

/** On a phone the first cover is the largest thing painted; the first row is above the fold everywhere. */
const ABOVE_THE_FOLD = 3;

/** Category page: the heading, the total, the books' cards and more on demand. */
export function CategoryBooks({
  categoryId,
  viewer,
  onBook,
  saveButtonOf,
}: {
  categoryId: string;
  /** The signed-in person (from the session, known on the server too): their cards differ. */
  viewer: Viewer;
  /** "Book Now" on a card: the screen opens the booking form. */
  onBook: (book: Listing) => void;
  /** The screen's heart for each card (the wishlist's). */
  saveButtonOf?: (book: Listing) => ReactNode;
}) {
  const books = useInfiniteQuery(categoryBooksQueryOptions(categoryId));
  // The categories' names, if the home page has loaded them; the books name their category too.
  const categories = useQuery({ ...categoriesQueryOptions, enabled: false });
  const list = books.data?.pages.flatMap((page) => page.books) ?? [];
  const categoryName =
    categories.data?.find((category) => category.category_id === categoryId)?.category_name ??
    list[0]?.category_name;
  const title = (
    <PageMeta
      title={`${categoryName ?? 'Books'} · Second Shelf`}
      description={`Second-hand ${categoryName ? `${categoryName} ` : ''}books on sale near you on Second Shelf, from readers who have finished them.`}
      path={`/category/${encodeURIComponent(categoryId)}`}
    />
  );

  const total = books.data?.pages[0]?.total ?? list.length;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      {title}
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand uppercase">Category</p>
          <h1 className="font-serif text-3xl font-bold text-stone-900">{categoryName ?? 'Books'}</h1>
        </div>
        {books.data && (
          <p className="rounded-full bg-amber-100 px-4 py-1 font-semibold text-brand-dark">
            {total === 1 ? '1 book' : `${total} books`}
          </p>
        )}
      </div>
      {books.isPending ? (
        <BookCardsPlaceholder />
      ) : !books.data ? (
        <LoadProblem
          error={books.error}
          onRetry={() => void books.refetch()}
          placeholder={<BookCardsPlaceholder />}
        />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-10 text-center text-stone-700">
          No books are on sale in this category right now. Come back soon!
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
          {list.map((book, index) => (
            <li key={book._id}>
              <BookCard
                book={book}
                viewer={viewer}
                onBook={onBook}
                imagePriority={index === 0 ? 'high' : index < ABOVE_THE_FOLD ? 'eager' : 'lazy'}
                saveButton={saveButtonOf?.(book)}
              />
            </li>
          ))}
        </ul>
      )}
      {books.hasNextPage && (
        <ShowMoreButton
          className="mt-10"
          loading={books.isFetchingNextPage}
          onMore={() => void books.fetchNextPage()}
          label={`Show more books (${list.length} of ${total})`}
        />
      )}
    </section>
  );
}
