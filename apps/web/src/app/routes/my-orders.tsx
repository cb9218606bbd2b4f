import { toast } from '../../lib/toast.js';
import { Link } from 'react-router';
import type { Order } from '@second-shelf/shared';
import { ConfirmDialog, useConfirmedAction } from '../../components/confirm-dialog.js';
import { PageHeading } from '../../components/page-heading.js';
import { RequireRole } from '../../components/guards.js';
import { ListState } from '../../components/list-states.js';
import { useUser } from '../../lib/auth.js';
import { formatPrice } from '../../lib/format.js';
import { flattenPages, itemsLabel } from '../../lib/paged-list.js';
import { useCancelBooking } from '../../features/orders/api/cancel-booking.js';
import { useMyOrders } from '../../features/orders/api/get-my-orders.js';

const payLater = () =>
  toast('Online payment is not available yet: pay the seller when you meet.', { icon: '💳' });

function MyOrders({ email }: { email: string }) {
  const orders = useMyOrders(email);
  const cancel = useCancelBooking();
  const removal = useConfirmedAction(async (order: Order) => {
    await cancel.mutateAsync(order._id);
    toast.success('Booking cancelled: the book is available again');
  });
  const { items, total } = flattenPages(orders.data?.pages);

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
        <table className="hidden w-full overflow-hidden rounded-xl bg-white shadow-sm md:table">
          <thead className="bg-stone-100 text-left text-xs tracking-wider text-stone-700 uppercase">
            <tr>
              <th className="p-4">Your Orders</th>
              <th className="p-4">Name</th>
              <th className="p-4">Price</th>
              <th className="p-4">Pay</th>
              <th className="p-4">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {items.map((order) => (
              <tr key={order._id}>
                <td className="p-4">
                  <img
                    src={order.image_url}
                    alt=""
                    width={48}
                    height={72}
                    className="h-18 w-12 rounded object-cover"
                  />
                </td>
                <td className="p-4">
                  <p className="font-semibold text-stone-900">{order.productName}</p>
                  <p className="text-sm text-stone-600">
                    Meet {order.sellerName} at {order.meetingLocation}
                  </p>
                </td>
                <td className="p-4 font-semibold">${formatPrice(order.productPrice)}</td>
                <td className="p-4">
                  <button type="button" className="btn-primary btn-sm" onClick={payLater}>
                    Pay
                  </button>
                </td>
                <td className="p-4">
                  <button
                    type="button"
                    className="btn-danger-outline btn-sm"
                    onClick={() => removal.ask(order)}
                  >
                    Remove Item
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-col gap-4 md:hidden">
          {items.map((order) => (
            <li key={order._id} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm">
              <img
                src={order.image_url}
                alt=""
                width={64}
                height={96}
                className="h-24 w-16 rounded object-cover"
              />
              <div className="flex flex-1 flex-col gap-1">
                <p className="font-semibold text-stone-900">{order.productName}</p>
                <p className="text-sm text-stone-600">
                  Meet {order.sellerName} at {order.meetingLocation}
                </p>
                <p className="font-semibold">${formatPrice(order.productPrice)}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" className="btn-primary btn-sm" onClick={payLater}>
                    Pay
                  </button>
                  <button
                    type="button"
                    className="btn-danger-outline btn-sm"
                    onClick={() => removal.ask(order)}
                  >
                    Remove Item
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
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

export function Component() {
  const { data: user } = useUser();
  return <RequireRole role="buyer">{user && <MyOrders email={user.email} />}</RequireRole>;
}
