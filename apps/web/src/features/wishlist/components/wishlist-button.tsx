import type { Listing, SessionUser } from '@second-shelf/shared';
import { HeartIcon } from '../../../components/message-icons.js';
import { errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useWishlistIds } from '../api/get-wishlist-ids.js';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.js';
import { useSaveToWishlist } from '../api/save-to-wishlist.js';

/**
 * The heart on a book's card and page: saves the book to the buyer's wishlist, or takes it off.
 * Everyone signed in has a wishlist (every account buys), never of their own books. Every
 * heart of a page reads one list of saved ids, asked once. A visitor's heart calls `signInFirst`.
 */
export function WishlistButton({
  book,
  viewer,
  className = '',
  signInFirst,
}: {
  book: Pick<Listing, '_id' | 'book_name' | 'seller_id'>;
  viewer: Pick<SessionUser, 'id'> | null | undefined;
  className?: string;
  signInFirst?: () => void;
}) {
  // Everyone signed in saves books, but not their own.
  const canSave = Boolean(viewer) && viewer?.id !== book.seller_id;
  const saved = useWishlistIds(canSave);
  const save = useSaveToWishlist();
  const remove = useRemoveFromWishlist();
  const heartClass = `inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white/95 text-brand-dark shadow-sm hover:bg-amber-50 disabled:opacity-60 ${className}`;
  if (viewer === null && signInFirst) {
    return (
      <button type="button" aria-label="Add to wishlist" onClick={signInFirst} className={heartClass}>
        <HeartIcon className="size-6" fill="none" />
      </button>
    );
  }
  if (!canSave) return null;

  const isSaved = saved.data?.has(book._id) ?? false;
  const toggle = () => {
    const action = isSaved ? remove : save;
    action.mutate(book._id, { onError: (error) => toast.error(errorMessage(error)) });
  };
  return (
    <button
      type="button"
      aria-label={isSaved ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={isSaved}
      // Until the saved ids are known, the heart could say the wrong thing.
      disabled={saved.isPending}
      onClick={toggle}
      className={heartClass}
    >
      <HeartIcon className="size-6" fill={isSaved ? 'currentColor' : 'none'} />
    </button>
  );
}
