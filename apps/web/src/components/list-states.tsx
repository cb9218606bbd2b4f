import type { ReactNode } from 'react';
import { LoadProblem, RowsPlaceholder } from './placeholders.js';

interface ListStateProps {
  isPending: boolean;
  /** The query's error, if its last request failed: shown only when no rows were loaded before. */
  error: unknown;
  onRetry: () => void;
  /** What holds the list's place while it loads: rows, unless the list draws cards. */
  placeholder?: ReactNode;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
}

/**
 * Loading, failure, empty and "show more" for the paginated lists. Rows once loaded stay on screen
 * when asking again fails.
 */
export function ListState({
  isPending,
  error,
  onRetry,
  placeholder = <RowsPlaceholder />,
  isEmpty,
  empty,
  children,
  hasMore,
  loadingMore,
  onMore,
}: ListStateProps) {
  if (isPending) return placeholder;
  if (error && isEmpty) return <LoadProblem error={error} onRetry={onRetry} placeholder={placeholder} />;
  if (isEmpty)
    return (
      <div className="rounded-xl border border-dashed border-stone-300 p-10 text-center text-stone-700">
        {empty}
      </div>
    );
  return (
    <>
      {children}
      {hasMore && onMore && <ShowMoreButton loading={loadingMore} onMore={onMore} />}
    </>
  );
}

/** The next page of a list, below it: "Show more", or "Loading…" while it comes. */
export function ShowMoreButton({
  loading,
  onMore,
  label = 'Show more',
  className = 'mt-8',
  buttonClassName = 'btn-secondary',
}: {
  loading?: boolean;
  onMore: () => void;
  /** What the button says, when it can say how far the list goes ("Show more books (24 of 60)"). */
  label?: string;
  /** Where it sits under its list (the wrapper's spacing). */
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <div className={`flex justify-center ${className}`}>
      <button type="button" className={buttonClassName} onClick={onMore} disabled={loading}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
