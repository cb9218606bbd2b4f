import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@second-shelf/shared';
import { ConfirmDialog, useConfirmedAction } from '../../../components/confirm-dialog.js';
import { coverColumn } from '../../../components/cover-column.js';
import { ListState } from '../../../components/list-states.js';
import { PageHeading } from '../../../components/page-heading.js';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list.js';
import { errorMessage } from '../../../lib/api-client.js';
import { formatDateTime, formatPrice } from '../../../lib/format.js';
import { flattenPages, itemsLabel } from '../../../lib/paged-list.js';
import { toast } from '../../../lib/toast.js';
import { useCancelBooking } from '../api/cancel-booking.js';
import { useChangeBooking } from '../api/change-booking.js';
import { useMyOrders } from '../api/get-my-orders.js';
import { BookingStateBadge, paymentText } from './booking-state-badge.js';
import { CancelBookingDialog } from './cancel-booking-dialog.js';

const CANCELLED = 'Booking cancelled: the book is available again';
const linkClass = 'font-semibold text-brand-dark underline';

const isOpen = (order: Order) => order.state === 'requested' || order.state === 'accepted';
/** How to pay is open once the seller has accepted, until the money is on its way or received. */
const canChoosePayment = (order: Order) => order.state === 'accepted' && order.payment.status === 'none';

/**
 * My Orders: the buyer's bookings with their count, each with its state, its seller and
 * its page; how to pay once accepted; Cancel booking and the spec's Remove Item while open (both
 * cancel, after asking; once accepted, with a reason for the seller). `onPay`: the screen's payment
 * dialog, where card payments are taken (Choose payment); without it, cash is the only way, and
 * the order says so instead of offering a choice of one.
 */
export function MyOrders({ email, onPay }: { email: string; onPay?: (order: Order) => void }) {
  const orders = useMyOrders(email);
  const remove = useCancelBooking();
  const change = useChangeBooking();
  const [cancelling, setCancelling] = useState<{ order: Order; label: string } | null>(null);
  const removal = useConfirmedAction(async (order: Order) => {
    await remove.mutateAsync(order._id);
    toast.success(CANCELLED);
  });
  const { items, total } = flattenPages(orders.data?.pages);

  // A requested booking is removed as the spec has it (DELETE); an accepted one needs a reason.
  const askToRemove = (order: Order) =>
    order.state === 'requested' ? removal.ask(order) : setCancelling({ order, label: 'Remove Item' });

  const cancel = (order: Order, reason: string | undefined) =>
    change.mutate(
      { id: order._id, action: 'cancel', reason },
      {
        onSuccess: () => toast.success(CANCELLED),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setCancelling(null),
      },
    );

  const columns: ListColumn<Order>[] = [
    coverColumn('Your Orders', (order) => order.image_url),
    {
      header: 'Name',
      cell: (order) => (
        <>
          <p className="line-clamp-2 font-semibold text-stone-900">{order.productName}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <BookingStateBadge state={order.state} />
            {order.expiresAt && (
              <span>
                expires <time dateTime={order.expiresAt}>{formatDateTime(order.expiresAt)}</time>
              </span>
            )}
          </p>
          <p className="text-sm text-stone-700">
            Seller:{' '}
            {order.sellerId ? (
              <Link to={`/users/${encodeURIComponent(order.sellerId)}`} className={linkClass}>
                {order.sellerName}
              </Link>
            ) : (
              order.sellerName
            )}
          </p>
          <p className="text-sm text-stone-600">Meet at {order.meetingLocation}</p>
          <Link
            to={`/bookings/${encodeURIComponent(order._id)}`}
            className={`inline-flex min-h-11 items-center text-sm ${linkClass}`}
          >
            View booking
          </Link>
        </>
      ),
    },
    {
      header: 'Price',
      kind: 'figure',
      cell: (order) => <p className="font-semibold">{formatPrice(order.productPrice)}</p>,
    },
    {
      header: 'Pay',
      kind: 'action',
      cell: (order) => {
        const payment = paymentText(order.payment, 'buyer');
        const choosing = canChoosePayment(order);
        return (
          <div className="flex flex-col items-start gap-1">
            {choosing &&
              order.payment.method === null &&
              (onPay ? (
                <button type="button" className="btn-primary btn-sm" onClick={() => onPay(order)}>
                  Choose payment
                </button>
              ) : (
                <p className="text-sm text-stone-700">Pay in cash when you meet</p>
              ))}
            {payment && (
              <p className="text-sm text-stone-700">
                {payment}
                {choosing && onPay && order.payment.method === 'cash' && (
                  <>
                    {' ('}
                    <button
                      type="button"
                      className={linkClass}
                      aria-label="Change payment"
                      onClick={() => onPay(order)}
                    >
                      change
                    </button>
                    )
                  </>
                )}
              </p>
            )}
            {order.state === 'requested' && (
              <p className="text-sm text-stone-600">Pay once the seller accepts</p>
            )}
          </div>
        );
      },
    },
    {
      header: 'Remove',
      isHeaderHidden: true,
      kind: 'action',
      cell: (order) =>
        isOpen(order) && (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn-secondary btn-sm"
              onClick={() => setCancelling({ order, label: 'Cancel booking' })}
            >
              Cancel booking
            </button>
            <button type="button" className="btn-danger-outline btn-sm" onClick={() => askToRemove(order)}>
              Remove Item
            </button>
          </div>
        ),
    },
  ];

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title="My Orders" count={orders.isPending ? undefined : itemsLabel(total)} />
      <ListState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        isEmpty={items.length === 0}
        hasMore={orders.hasNextPage}
        loadingMore={orders.isFetchingNextPage}
        onMore={() => void orders.fetchNextPage()}
        empty={
          <>
            You have not booked any book yet.{' '}
            <Link to="/" className={linkClass}>
              Browse the categories
            </Link>
            .
          </>
        }
      >
        <ResponsiveList label="My Orders" columns={columns} rows={items} rowKey={(order) => order._id} />
      </ListState>
      {removal.target && (
        <ConfirmDialog
          title="Cancel this booking?"
          message={`"${removal.target.productName}" will be offered to other buyers again.`}
          confirmLabel="Remove Item"
          pending={removal.pending}
          onConfirm={removal.confirm}
          onCancel={removal.cancel}
        />
      )}
      {cancelling && (
        <CancelBookingDialog
          bookName={cancelling.order.productName}
          isReasonRequired={cancelling.order.state === 'accepted'}
          confirmLabel={cancelling.label}
          pending={change.isPending}
          onConfirm={(reason) => cancel(cancelling.order, reason)}
          onCancel={() => setCancelling(null)}
        />
      )}
    </section>
  );
}
