import { Link } from 'react-router';
import type { Order } from '@second-shelf/shared';
import { ConfirmDialog, useConfirmedAction } from '../../../components/confirm-dialog.js';
import { CoverImage } from '../../../components/cover-image.js';
import { CardIcon, toastIcon } from '../../../components/message-icons.js';
import { ListState } from '../../../components/list-states.js';
import { PageHeading } from '../../../components/page-heading.js';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list.js';
import { formatPrice } from '../../../lib/format.js';
import { flattenPages, itemsLabel } from '../../../lib/paged-list.js';
import { toast } from '../../../lib/toast.js';
import { useCancelBooking } from '../api/cancel-booking.js';
import { useMyOrders } from '../api/get-my-orders.js';

const payLater = () =>
  toast('Online payment is not available yet: pay the seller when you meet.', { icon: toastIcon(CardIcon) });

/** Spec 2, My Orders: the buyer's bookings with their count; Pay, and Remove Item (cancels). */
export function MyOrders({ email }: { email: string }) {
  const orders = useMyOrders(email);
  const cancel = useCancelBooking();
  const removal = useConfirmedAction(async (order: Order) => {
    await cancel.mutateAsync(order._id);
    toast.success('Booking cancelled: the book is available again');
  });
  const { items, total } = flattenPages(orders.data?.pages);

  const columns: ListColumn<Order>[] = [
    {
      header: 'Your Orders',
      kind: 'media',
      cell: (order) => (
        <CoverImage
          src={order.image_url}
          alt=""
          width={64}
          height={96}
          className="h-24 w-16 rounded object-cover @2xl:h-18 @2xl:w-12"
        />
      ),
    },
    {
      header: 'Name',
      cell: (order) => (
        <>
          <p className="line-clamp-2 font-semibold text-stone-900">{order.productName}</p>
          <p className="text-sm text-stone-600">
            Meet {order.sellerName} at {order.meetingLocation}
          </p>
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
      cell: () => (
        <button type="button" className="btn-primary btn-sm" onClick={payLater}>
          Pay
        </button>
      ),
    },
    {
      header: 'Remove',
      isHeaderHidden: true,
      kind: 'action',
      cell: (order) => (
        <button type="button" className="btn-danger-outline btn-sm" onClick={() => removal.ask(order)}>
          Remove Item
        </button>
      ),
    },
  ];

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title="My Orders" count={itemsLabel(total)} />
      <ListState
        isPending={orders.isPending}
        isError={orders.isError}
        isEmpty={items.length === 0}
        hasMore={orders.hasNextPage}
        loadingMore={orders.isFetchingNextPage}
        onMore={() => void orders.fetchNextPage()}
        empty={
          <>
            You have not booked any book yet.{' '}
            <Link to="/" className="font-semibold text-brand-dark underline">
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
    </section>
  );
}
