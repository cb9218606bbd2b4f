import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.js';
import { flattenPages } from '../../../lib/paged-list.js';
import { toast } from '../../../lib/toast.js';
import { useRemoveDraft } from '../api/draft-changes.js';
import { useDrafts } from '../api/drafts.js';

/**
 * My Products' Drafts: the books the seller scanned to list later, newest first, each with Finish
 * (Add Product, filled from the draft: a photo and a price make it a listing) and Remove. Nothing
 * shows while there are none.
 */
export function DraftsList() {
  const drafts = useDrafts();
  const remove = useRemoveDraft();
  const { items, total } = flattenPages(drafts.data?.pages);
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="drafts-heading"
      className="mb-8 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="drafts-heading" className="font-serif text-xl font-bold text-stone-900">
        Drafts ({total})
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        Scanned to list later: add a photo and a price to put each on sale.
      </p>
      <ul aria-label="Drafts" className="divide-y divide-stone-200">
        {items.map((draft) => {
          const name = draft.book_name || `ISBN ${draft.isbn}`;
          return (
            <li key={draft._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{name}</p>
                <p className="text-sm text-stone-700">
                  {[draft.author, `ISBN ${draft.isbn}`].filter(Boolean).join(' · ')}
                </p>
              </div>
              <Link
                to={`/addproduct?draft=${encodeURIComponent(draft._id)}`}
                className="btn-primary btn-sm"
                aria-label={`Finish ${name}`}
              >
                Finish
              </Link>
              <button
                type="button"
                className="btn-secondary btn-sm"
                aria-label={`Remove draft ${name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(draft._id, {
                    onSuccess: () => toast.success(`Draft removed: ${name}`),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      {drafts.hasNextPage && (
        <button
          type="button"
          className="btn-secondary btn-sm mt-3"
          onClick={() => void drafts.fetchNextPage()}
        >
          Show more drafts
        </button>
      )}
    </section>
  );
}
