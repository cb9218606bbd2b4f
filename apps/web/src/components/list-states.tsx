import type { ReactNode } from 'react';
import { LoadingScreen } from './loading-screen.js';

interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
}

/** Loading, failure, empty and "show more" for the paginated lists. */
export function ListState({
  isPending,
  isError,
  isEmpty,
  empty,
  children,
  hasMore,
  loadingMore,
  onMore,
}: ListStateProps) {
  if (isPending) return <LoadingScreen />;
  if (isError) {
    return (
      <p role="alert" className="py-10 text-center text-red-800">
        This list could not be loaded. Please try again later.
      </p>
    );
  }
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
