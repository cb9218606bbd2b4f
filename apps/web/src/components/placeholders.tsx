import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client.js';
import { isUnreachable } from '../lib/connection.js';

/** Said to screen readers while the grey shapes stand in for what loads. */
function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="sr-only">
      Loading {what}…
    </p>
  );
}

const block = 'animate-pulse rounded bg-stone-200/70';

/** Book cards' places, two a row on a phone and three on a wide screen, while the books load. */
export function BookCardsPlaceholder({ count = 6 }: { count?: number }) {
  return (
    <>
      <Loading what="the books" />
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
            <div className={`aspect-[3/4] rounded-none ${block}`} />
            <div className="flex flex-col gap-2 p-3">
              <div className={`h-4 w-4/5 ${block}`} />
              <div className={`h-3 w-1/2 ${block}`} />
              <div className={`h-5 w-1/3 ${block}`} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A list's rows while they load. */
export function RowsPlaceholder({ what = 'the list', count = 3 }: { what?: string; count?: number }) {
  return (
    <>
      <Loading what={what} />
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-4">
            <div className={`h-16 w-12 shrink-0 ${block}`} />
            <div className="flex flex-1 flex-col gap-2">
              <div className={`h-4 w-2/3 ${block}`} />
              <div className={`h-3 w-1/3 ${block}`} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A page's layout while it loads: a picture's place beside its title and lines. */
export function PagePlaceholder({ what }: { what: string }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Loading what={what} />
      <div aria-hidden="true" className="grid gap-8 md:grid-cols-[2fr_3fr]">
        <div className={`aspect-[3/4] ${block}`} />
        <div className="flex flex-col gap-4">
          <div className={`h-4 w-1/4 ${block}`} />
          <div className={`h-9 w-3/4 ${block}`} />
          <div className={`h-5 w-1/3 ${block}`} />
          <div className={`h-8 w-1/4 ${block}`} />
          <div className={`h-24 w-full ${block}`} />
        </div>
      </div>
    </section>
  );
}

/**
 * What a screen shows when what it needs did not come: while the server cannot be reached, the
 * placeholder it had (the bar under the navigation says why, and the page fills in by itself when
 * the server answers); a server's failure says "Something went wrong" with Try again; any other
 * answer, the server's own words.
 */
export function LoadProblem({
  error,
  onRetry,
  placeholder,
}: {
  error: unknown;
  onRetry: () => void;
  placeholder: ReactNode;
}) {
  if (isUnreachable(error)) return placeholder;
  if (error instanceof ApiError && error.status < 500) {
    return (
      <p role="alert" className="px-4 py-12 text-center text-red-800">
        {errorMessage(error)}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <p className="text-lg font-semibold text-stone-900">Something went wrong</p>
      <p className="text-stone-700">The server could not answer this time.</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
