import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingState, IncomingBooking } from '@second-shelf/shared';
import { coverColumn } from '../../../components/cover-column.js';
import { ListState, ShowMoreButton } from '../../../components/list-states.js';
import { PageHeading } from '../../../components/page-heading.js';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list.js';
import { errorMessage } from '../../../lib/api-client.js';
import { formatDateTime, formatPrice } from '../../../lib/format.js';
import { flattenPages } from '../../../lib/paged-list.js';
import { toast } from '../../../lib/toast.js';
import { useChangeBooking } from '../api/change-booking.js';
import { useIncomingBookings } from '../api/get-incoming-bookings.js';
import { BookingStateBadge, paymentText } from './booking-state-badge.js';
import { CancelBookingDialog } from './cancel-booking-dialog.js';

const REQUESTED: BookingState[] = ['requested'];
const ACCEPTED: BookingState[] = ['accepted'];
const CLOSED: BookingState[] = ['completed', 'declined', 'cancelled', 'expired'];

const DONE = {
  accept: 'Booking accepted: the buyer is told',
  decline: 'Booking declined: the book is on sale again',
  complete: 'Marked as sold: the book has left the catalogue',
} as const;

const linkClass = 'font-semibold text-brand-dark underline';

/**
 * The seller's Bookings: who booked which book, where to meet and how to call, newest first in
 * three groups (waiting for an answer, accepted, closed), with the answers each state allows.
 */
export function IncomingBookings() {
  const requested = useIncomingBookings(REQUESTED);
  const accepted = useIncomingBookings(ACCEPTED);
  const closed = useIncomingBookings(CLOSED);
  const change = useChangeBooking();
  const [cancelling, setCancelling] = useState<IncomingBooking | null>(null);
  const groups = [requested, accepted, closed];
  const waiting = flattenPages(requested.data?.pages);
  const open = flattenPages(accepted.data?.pages);
  const done = flattenPages(closed.data?.pages);

  const act = (booking: IncomingBooking, action: keyof typeof DONE) =>
    change.mutate(
      { id: booking._id, action },
      {
        onSuccess: () => toast.success(DONE[action]),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const cancel = (booking: IncomingBooking, reason: string | undefined) =>
    change.mutate(
      { id: booking._id, action: 'cancel', reason },
      {
        onSuccess: () => toast.success('Booking cancelled: the book is on sale again'),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setCancelling(null),
      },
    );

  const isBusy = (booking: IncomingBooking) => change.isPending && change.variables?.id === booking._id;

  const columns: ListColumn<IncomingBooking>[] = [
    coverColumn('Book', (booking) => booking.image_url),
    {
      header: 'Booking',
      cell: (booking) => {
        const payment = paymentText(booking.payment, 'seller');
        return (
          <>
            <p className="line-clamp-2 font-semibold text-stone-900">{booking.productName}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
              {formatPrice(booking.productPrice)} <BookingStateBadge state={booking.state} />
            </p>
            <p className="text-sm text-stone-600">
              Booked <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt)}</time>
            </p>
            {payment && <p className="text-sm text-stone-600">{payment}</p>}
          </>
        );
      },
    },
    {
      header: 'Buyer',
      cell: (booking) => (
        <>
          <p className="font-semibold text-stone-900">
            {booking.buyerId ? (
              <Link
                to={`/users/${encodeURIComponent(booking.buyerId)}`}
                className={`inline-flex min-h-11 items-center ${linkClass}`}
              >
                {booking.buyerName}
              </Link>
            ) : (
              booking.buyerName
            )}
          </p>
          {/* A deleted buyer's meeting place and phone are not kept: nothing to show. */}
          {booking.meetingLocation && (
            <p className="text-sm text-stone-700">Meet at {booking.meetingLocation}</p>
          )}
          {booking.phoneNumber && (
            <p className="text-sm text-stone-700">
              Phone:{' '}
              <a href={`tel:${booking.phoneNumber}`} className={linkClass}>
                {booking.phoneNumber}
              </a>
            </p>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      isHeaderHidden: true,
      kind: 'action',
      cell: (booking) => (
        <div className="flex flex-wrap items-center gap-2">
          {booking.state === 'requested' && (
            <>
              <button
                type="button"
                className="btn-primary btn-sm"
                disabled={isBusy(booking)}
                onClick={() => act(booking, 'accept')}
              >
                Accept
              </button>
              <button
                type="button"
                className="btn-danger-outline btn-sm"
                disabled={isBusy(booking)}
                onClick={() => act(booking, 'decline')}
              >
                Decline
              </button>
            </>
          )}
          {booking.state === 'accepted' && (
            <>
              <button
                type="button"
                className="btn-primary btn-sm"
                disabled={isBusy(booking)}
                onClick={() => act(booking, 'complete')}
              >
                Mark as sold
              </button>
              <button
                type="button"
                className="btn-danger-outline btn-sm"
                disabled={isBusy(booking)}
                onClick={() => setCancelling(booking)}
              >
                Cancel booking
              </button>
            </>
          )}
          <Link
            to={`/bookings/${encodeURIComponent(booking._id)}`}
            className={`inline-flex min-h-11 items-center text-sm ${linkClass}`}
          >
            View booking
          </Link>
        </div>
      ),
    },
  ];

  const section = (title: string, query: typeof requested, rows: IncomingBooking[], empty: ReactNode) => (
    <section aria-label={title} className="mt-8 first:mt-0">
      <h2 className="mb-3 flex items-baseline gap-2 font-serif text-2xl font-bold text-stone-900">
        {title}
        <span className="font-sans text-base font-semibold text-stone-600">
          ({query.data?.pages[0]?.total ?? rows.length})
        </span>
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          {empty}
        </p>
      ) : (
        <ResponsiveList
          label={`${title} bookings`}
          columns={columns}
          rows={rows}
          rowKey={(booking) => booking._id}
        />
      )}
      {query.hasNextPage && (
        <ShowMoreButton
          className="mt-4"
          loading={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
        />
      )}
    </section>
  );

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading
        title="Bookings"
        count={groups.some((query) => query.isPending) ? undefined : `${waiting.total + open.total} open`}
      />
      <ListState
        isPending={groups.some((query) => query.isPending)}
        error={groups.find((query) => query.error)?.error}
        onRetry={() => groups.forEach((query) => void query.refetch())}
        isEmpty={waiting.total + open.total + done.total === 0}
        empty={
          <>
            Nobody has booked your books yet. When a buyer books one, it appears here with their phone number
            and meeting place.{' '}
            <Link to="/myproducts" className={linkClass}>
              See your products
            </Link>
            .
          </>
        }
      >
        {section('Requested', requested, waiting.items, 'No booking is waiting for your answer.')}
        {section('Accepted', accepted, open.items, 'No accepted booking is waiting for its meeting.')}
        {section('Closed', closed, done.items, 'No closed booking yet.')}
      </ListState>
      {cancelling && (
        <CancelBookingDialog
          bookName={cancelling.productName}
          isReasonRequired={cancelling.state === 'accepted'}
          confirmLabel="Cancel booking"
          pending={change.isPending}
          onConfirm={(reason) => cancel(cancelling, reason)}
          onCancel={() => setCancelling(null)}
        />
      )}
    </section>
  );
}
