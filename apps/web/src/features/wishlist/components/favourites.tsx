import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Listing, WishlistItem } from '@second-shelf/shared';
import { coverColumn } from '../../../components/cover-column.js';
import { ListState } from '../../../components/list-states.js';
import { BookCardsPlaceholder } from '../../../components/placeholders.js';
import { PageHeading } from '../../../components/page-heading.js';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list.js';
import { errorMessage } from '../../../lib/api-client.js';
import { formatPrice } from '../../../lib/format.js';
import { useUser } from '../../../lib/auth.js';
import { useMediaQuery } from '../../../lib/media-query.js';
import { flattenPages } from '../../../lib/paged-list.js';
import { toast } from '../../../lib/toast.js';
import { useCreateCopyAlert } from '../api/create-copy-alert.js';
import { useDeleteCopyAlert } from '../api/delete-copy-alert.js';
import { useWishlist } from '../api/get-wishlist.js';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.js';
import { CopyAlerts } from './copy-alerts.js';
import { WishlistButton } from './wishlist-button.js';

const linkClass = 'font-semibold text-brand-dark underline';

/** The spec's count of the wishlist page (its Favourites), in two digits: "00 items", "01 item", "12 items". */
export function favouritesCount(total: number): string {
  return `${String(total).padStart(2, '0')} ${total === 1 ? 'item' : 'items'}`;
}

const STATES: Record<Listing['status'], { label: string; style: string }> = {
  available: { label: 'On sale', style: 'bg-emerald-100 text-emerald-900' },
  booked: { label: 'Booked', style: 'bg-sky-100 text-sky-900' },
  sold: { label: 'Sold', style: 'bg-stone-200 text-stone-900' },
  hidden: { label: 'Not on sale now', style: 'bg-amber-100 text-amber-900' },
  held: { label: 'Not on sale now', style: 'bg-amber-100 text-amber-900' },
};

function SavedBookState({ status }: { status: Listing['status'] }) {
  const { label, style } = STATES[status];
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${style}`}>{label}</span>;
}

/** The price now, and the one it had when it was saved when they differ. */
function SavedPrice({ item }: { item: WishlistItem }) {
  const change = item.resell_price - item.savedPrice;
  return (
    <div>
      <p className="font-semibold">{formatPrice(item.resell_price)}</p>
      {change !== 0 && (
        <p className={`text-sm ${change < 0 ? 'text-emerald-800' : 'text-stone-700'}`}>
          was {formatPrice(item.savedPrice)}
          <span className="sr-only"> when you saved it</span>
        </p>
      )}
    </div>
  );
}

/**
 * The wishlist: the buyer's saved books with the contract's title and two-digit count, each
 * with its state now, its price and the one it was saved at, Book Now while it is on sale, Remove
 * from wishlist, and "Tell me when another copy is listed"; their alerts below. `onBook`: the
 * screen's booking form. On a phone, two books a row: `bookCard` draws each as the catalogue's
 * cards do (the screen composes it), its heart taking it off the list; its state and alert below.
 */
export function Favourites({
  onBook,
  bookCard,
}: {
  onBook: (book: Listing) => void;
  bookCard: (book: Listing, heart: ReactNode) => ReactNode;
}) {
  const isPhone = !useMediaQuery('(min-width: 640px)');
  const { data: user } = useUser();
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const createAlert = useCreateCopyAlert();
  const deleteAlert = useDeleteCopyAlert();
  const { items, total } = flattenPages(wishlist.data?.pages);
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const alertOf = (item: WishlistItem) =>
    item.alertId === null ? (
      <button
        type="button"
        className="btn-secondary btn-sm"
        disabled={createAlert.isPending && createAlert.variables === item._id}
        onClick={() =>
          createAlert.mutate(item._id, {
            onSuccess: () => toast.success('We will tell you when another copy is listed'),
            onError: failed,
          })
        }
      >
        Tell me when another copy is listed
      </button>
    ) : (
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        You will be told when another copy is listed.
        <button
          type="button"
          className="btn-secondary btn-xs"
          aria-label={`Stop alert for ${item.book_name}`}
          disabled={deleteAlert.isPending && deleteAlert.variables === item.alertId}
          onClick={() => deleteAlert.mutate(item.alertId!, { onError: failed })}
        >
          Stop alert
        </button>
      </p>
    );

  const columns: ListColumn<WishlistItem>[] = [
    coverColumn('Book', (item) => item.image_url),
    {
      header: 'Name',
      cell: (item) => (
        <>
          <Link
            to={`/book/${encodeURIComponent(item._id)}`}
            className="line-clamp-2 font-semibold text-stone-900 underline"
          >
            {item.book_name}
          </Link>
          {item.author && <p className="text-sm text-stone-700">by {item.author}</p>}
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <SavedBookState status={item.status} />
            <span>
              Seller:{' '}
              <Link to={`/users/${encodeURIComponent(item.seller_id)}`} className={linkClass}>
                {item.seller_name}
              </Link>
            </span>
          </p>
        </>
      ),
    },
    { header: 'Price', kind: 'figure', cell: (item) => <SavedPrice item={item} /> },
    {
      header: 'Actions',
      isHeaderHidden: true,
      kind: 'action',
      cell: (item) => (
        <div className="flex flex-col items-start gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {item.status === 'available' && (
              <button type="button" className="btn-primary btn-sm" onClick={() => onBook(item)}>
                Book Now
              </button>
            )}
            <button
              type="button"
              className="btn-danger-outline btn-sm"
              disabled={remove.isPending && remove.variables === item._id}
              onClick={() =>
                remove.mutate(item._id, {
                  onSuccess: () => toast.success(`${item.book_name} is no longer in your wishlist`),
                  onError: failed,
                })
              }
            >
              Remove from wishlist
            </button>
          </div>
          {alertOf(item)}
        </div>
      ),
    },
  ];

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title="My Wishlist" count={wishlist.isPending ? undefined : favouritesCount(total)} />
      <ListState
        placeholder={isPhone ? <BookCardsPlaceholder count={4} /> : undefined}
        isPending={wishlist.isPending}
        error={wishlist.error}
        onRetry={() => void wishlist.refetch()}
        isEmpty={items.length === 0}
        hasMore={wishlist.hasNextPage}
        loadingMore={wishlist.isFetchingNextPage}
        onMore={() => void wishlist.fetchNextPage()}
        empty={
          <>
            No saved books yet: press the heart on a book to keep it here.{' '}
            <Link to="/" className={linkClass}>
              Browse the categories
            </Link>
            .
          </>
        }
      >
        {isPhone ? (
          <ul aria-label="My Wishlist" className="grid grid-cols-2 gap-3">
            {items.map((item) => (
              <li key={item._id} className="flex flex-col gap-2">
                {bookCard(item, <WishlistButton book={item} viewer={user} />)}
                {/* What a copy no longer on sale offers: its state, and word of the next one. */}
                {item.status !== 'available' && (
                  <span className="self-start">
                    <SavedBookState status={item.status} />
                  </span>
                )}
                {(item.status !== 'available' || item.alertId !== null) && alertOf(item)}
              </li>
            ))}
          </ul>
        ) : (
          <ResponsiveList label="My Wishlist" columns={columns} rows={items} rowKey={(item) => item._id} />
        )}
      </ListState>
      {!wishlist.isPending && (
        <CopyAlerts shown={new Set(items.flatMap((item) => (item.alertId ? [item.alertId] : [])))} />
      )}
    </section>
  );
}
