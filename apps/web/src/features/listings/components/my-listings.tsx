import { Link } from 'react-router';
import type { MyListing, Listing } from '@second-shelf/shared';
import { ConfirmDialog, useConfirmedAction } from '../../../components/confirm-dialog.js';
import { coverColumn } from '../../../components/cover-column.js';
import { MegaphoneIcon, toastIcon } from '../../../components/message-icons.js';
import { ListState } from '../../../components/list-states.js';
import { PageHeading } from '../../../components/page-heading.js';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list.js';
import { formatDate, formatPrice } from '../../../lib/format.js';
import { flattenPages, itemsLabel } from '../../../lib/paged-list.js';
import { toast } from '../../../lib/toast.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useDeleteListing } from '../api/delete-listing.js';
import { DraftsList } from './drafts-list.js';
import { useMyListings } from '../api/get-my-listings.js';
import { useAdvertiseListing, useStopAdvertising } from '../api/advertise-listing.js';
import { useSetHidden } from '../api/listing.js';

const STATUS_STYLES: Record<Listing['status'], string> = {
  available: 'bg-emerald-100 text-emerald-900',
  booked: 'bg-amber-100 text-amber-900',
  sold: 'bg-stone-200 text-stone-900',
  hidden: 'bg-stone-100 text-stone-700 ring-1 ring-stone-300',
  held: 'bg-sky-100 text-sky-900',
};

/** A listing its seller may change: on sale, hidden or held (not while booked, nor once sold). */
const isChangeable = (listing: MyListing) =>
  listing.status === 'available' || listing.status === 'hidden' || listing.status === 'held';

/** Each state by its name, shown with a capital; a held one says how it goes on sale. */
const STATUS_LABELS: Record<Listing['status'], string> = {
  available: 'available',
  booked: 'booked',
  sold: 'sold',
  hidden: 'hidden',
  held: 'held until you confirm your email',
};

function StatusBadge({ status }: { status: Listing['status'] }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold first-letter:uppercase ${STATUS_STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/**
 * My Products: the seller's listings with their count, each with its state (available,
 * booked, sold, hidden, held until the seller's email is confirmed), until when it is advertised
 * and the booking it is in; details, ADVERTISE (while on sale), Edit, Hide or Show, and Remove Item.
 * Above them, the Drafts still to finish.
 */
export function MyListings({ email }: { email: string }) {
  const listings = useMyListings(email);
  const remove = useDeleteListing();
  const setHidden = useSetHidden();
  const advertising = useAdvertiseListing();
  const stopping = useStopAdvertising();
  const advertise = async (listing: MyListing) => {
    try {
      const { advertised_until } = await advertising.mutateAsync(listing._id);
      toast.success(`"${listing.book_name}" is advertised until ${formatDate(advertised_until)}`, {
        icon: toastIcon(MegaphoneIcon),
      });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const stopAdvertising = async (listing: MyListing) => {
    try {
      await stopping.mutateAsync(listing._id);
      toast.success(`"${listing.book_name}" is no longer advertised`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const toggleHidden = async (listing: MyListing) => {
    const hidden = listing.status !== 'hidden';
    try {
      await setHidden.mutateAsync({ id: listing._id, hidden });
      toast.success(
        hidden ? 'Listing hidden: buyers no longer see it' : 'Listing shown: it is on sale again',
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const removal = useConfirmedAction(async (listing: MyListing) => {
    await remove.mutateAsync(listing._id);
    toast.success('Listing removed');
  });
  const { items, total } = flattenPages(listings.data?.pages);

  const columns: ListColumn<MyListing>[] = [
    coverColumn('Your Product', (listing) => listing.image_url),
    {
      header: 'Name',
      cell: (listing) => (
        <>
          <p className="line-clamp-2 font-semibold text-stone-900">{listing.book_name}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StatusBadge status={listing.status} />
          </p>
          {listing.advertised_until && (
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-1 font-semibold text-emerald-900">
                <MegaphoneIcon className="size-4 shrink-0" />
                Advertised until{' '}
                <time dateTime={listing.advertised_until}>{formatDate(listing.advertised_until)}</time>
              </span>
              <button
                type="button"
                className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline disabled:opacity-60"
                disabled={stopping.isPending}
                onClick={() => void stopAdvertising(listing)}
              >
                Stop advertising
              </button>
            </p>
          )}
        </>
      ),
    },
    {
      header: 'Price',
      kind: 'figure',
      cell: (listing) => <p className="font-semibold">{formatPrice(listing.resell_price)}</p>,
    },
    {
      header: 'More options',
      kind: 'action',
      cell: (listing) => (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={`/book/${encodeURIComponent(listing._id)}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline"
          >
            View details
          </Link>
          {/* One primary action a state: a booked copy's booking, or advertising one on sale. */}
          {listing.bookingId && (
            <Link to={`/bookings/${encodeURIComponent(listing.bookingId)}`} className="btn-primary btn-sm">
              View booking
            </Link>
          )}
          {/* Only a listing on sale can be advertised; again (a secondary action then), to start its days anew. */}
          {listing.status === 'available' && (
            <button
              type="button"
              className={`${listing.advertised_until ? 'btn-secondary' : 'btn-primary'} btn-sm`}
              disabled={advertising.isPending}
              onClick={() => void advertise(listing)}
            >
              ADVERTISE
            </button>
          )}
          {isChangeable(listing) && (
            <>
              <Link to={`/editproduct/${encodeURIComponent(listing._id)}`} className="btn-secondary btn-sm">
                Edit
              </Link>
              {/* A held listing goes on sale by the email's link, not by Show. */}
              {listing.status !== 'held' && (
                <button
                  type="button"
                  className={`${listing.status === 'hidden' ? 'btn-primary' : 'btn-secondary'} btn-sm`}
                  disabled={setHidden.isPending}
                  onClick={() => void toggleHidden(listing)}
                >
                  {listing.status === 'hidden' ? 'Show' : 'Hide'}
                </button>
              )}
            </>
          )}
        </div>
      ),
    },
    {
      header: 'Remove',
      isHeaderHidden: true,
      kind: 'action',
      cell: (listing) => (
        <button type="button" className="btn-danger-outline btn-sm" onClick={() => removal.ask(listing)}>
          Remove Item
        </button>
      ),
    },
  ];

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title="My Products" count={listings.isPending ? undefined : itemsLabel(total)}>
        <Link to="/addproduct" className="btn-primary btn-sm ml-auto">
          Add Product
        </Link>
      </PageHeading>
      <DraftsList />
      <ListState
        isPending={listings.isPending}
        error={listings.error}
        onRetry={() => void listings.refetch()}
        isEmpty={items.length === 0}
        hasMore={listings.hasNextPage}
        loadingMore={listings.isFetchingNextPage}
        onMore={() => void listings.fetchNextPage()}
        empty={
          <>
            You have no books on sale.{' '}
            <Link to="/addproduct" className="font-semibold text-brand-dark underline">
              Add an item
            </Link>
            .
          </>
        }
      >
        <ResponsiveList
          label="My Products"
          columns={columns}
          rows={items}
          rowKey={(listing) => listing._id}
        />
      </ListState>
      {removal.target && (
        <ConfirmDialog
          title="Remove this listing?"
          message={
            removal.target.status === 'booked'
              ? `"${removal.target.book_name}" will no longer be offered to buyers, and its open booking is cancelled: the buyer is told.`
              : `"${removal.target.book_name}" will no longer be offered to buyers.`
          }
          confirmLabel="Remove Item"
          pending={removal.pending}
          onConfirm={removal.confirm}
          onCancel={removal.cancel}
        />
      )}
    </section>
  );
}
