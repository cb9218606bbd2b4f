import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Listing } from '@second-shelf/shared';
import { searchAddressOf, searchSort, type SearchSort } from '@second-shelf/shared/search-terms';
import { ShowMoreButton } from '../../../components/list-states.js';
import { BookCardsPlaceholder, LoadProblem } from '../../../components/placeholders.js';
import { searchBooksQueryOptions, type SearchPage } from '../api/search-books.js';
import { BookCard, type Viewer } from './book-card.js';
import { SearchFilters } from './search-filters.js';
import { PageMeta } from '../../../components/page-meta.js';

/** "12 books", "1,000+ books", or "about 27,000 books" when the server estimated it. */
const count = ({ total, moreThanCounted, estimated }: SearchPage) =>
  `${estimated ? 'about ' : ''}${total.toLocaleString('en')}${moreThanCounted ? '+' : ''} ${total === 1 && !moreThanCounted && !estimated ? 'book' : 'books'}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * /search: the books on sale matching the nav's search box's words, with filters and an order,
 * all in the address, and more on demand.
 */
export function SearchResults({
  viewer,
  onBook,
  saveButtonOf,
}: {
  viewer: Viewer;
  onBook: (book: Listing) => void;
  /** The screen's heart for each card (the wishlist's). */
  saveButtonOf?: (book: Listing) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const search = searchAddressOf(params);
  const words = params.get('q')?.trim() ?? '';
  const sort: SearchSort = searchSort({
    q: words,
    sort: (params.get('sort') as SearchSort | null) ?? undefined,
  });
  const books = useInfiniteQuery(searchBooksQueryOptions(search));

  const change = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [field, value] of Object.entries(changes)) {
      if (value) next.set(field, value);
      else next.delete(field);
    }
    setParams(searchAddressOf(next));
  };

  const list = books.data?.pages.flatMap((page) => page.books) ?? [];
  const first = books.data?.pages[0];
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={`${words ? `${words} · ` : ''}Search · Second Shelf`}
        description={
          words
            ? `Second-hand books matching “${words}” on Second Shelf.`
            : 'Every second-hand book on sale on Second Shelf.'
        }
        path={words ? `/search?q=${encodeURIComponent(words)}` : '/search'}
      />
      <div className="mb-6">
        <p className="text-sm font-bold tracking-widest text-brand uppercase">Search</p>
        <h1 className="font-serif text-3xl font-bold text-stone-900">
          {words ? `Books matching “${words}”` : 'All books on sale'}
        </h1>
        {first && (
          <p className="mt-2 text-stone-700" role="status">
            {capitalized(count(first))}
            {first.corrected !== undefined && (
              <>
                {' '}
                for <strong className="font-semibold">“{first.corrected}”</strong> (searched instead of “
                {words}”)
              </>
            )}
          </p>
        )}
      </div>
      <SearchFilters params={params} sort={sort} onChange={change} />
      {books.isPending ? (
        <BookCardsPlaceholder />
      ) : books.isError && !books.data ? (
        <LoadProblem
          error={books.error}
          onRetry={() => void books.refetch()}
          placeholder={<BookCardsPlaceholder />}
        />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-10 text-center text-stone-700">
          No books on sale match this search. Try other words or fewer filters.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
          {list.map((book, index) => (
            <li key={book._id}>
              <BookCard
                book={book}
                viewer={viewer}
                onBook={onBook}
                imagePriority={index < 3 ? 'eager' : 'lazy'}
                saveButton={saveButtonOf?.(book)}
              />
            </li>
          ))}
        </ul>
      )}
      {books.hasNextPage && first && (
        <ShowMoreButton
          className="mt-10"
          loading={books.isFetchingNextPage}
          onMore={() => void books.fetchNextPage()}
          label={`Show more books (${list.length} of ${count(first)})`}
        />
      )}
    </section>
  );
}
