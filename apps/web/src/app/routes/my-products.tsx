import { toast } from '../../lib/toast.js';
import { Link } from 'react-router';
import type { Product } from '@second-shelf/shared';
import { ConfirmDialog, useConfirmedAction } from '../../components/confirm-dialog.js';
import { PageHeading } from '../../components/page-heading.js';
import { RequireRole } from '../../components/guards.js';
import { ListState } from '../../components/list-states.js';
import { useUser } from '../../lib/auth.js';
import { formatPrice } from '../../lib/format.js';
import { flattenPages, itemsLabel } from '../../lib/paged-list.js';
import { useDeleteProduct } from '../../features/seller/api/delete-product.js';
import { useMyProducts } from '../../features/seller/api/get-my-products.js';

const advertiseLater = () =>
  toast('Advertising is coming soon: your listing is already on its category page.', { icon: '📣' });

function StatusBadge({ status }: { status: Product['status'] }) {
  const styles = status === 'available' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold capitalize ${styles}`}>{status}</span>;
}

function MyProducts({ email }: { email: string }) {
  const products = useMyProducts(email);
  const remove = useDeleteProduct();
  const removal = useConfirmedAction(async (product: Product) => {
    await remove.mutateAsync(product._id);
    toast.success('Listing removed');
  });
  const { items, total } = flattenPages(products.data?.pages);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title="My Products" count={itemsLabel(total)}>
        <Link to="/addproduct" className="btn-primary btn-sm ml-auto">
          Add Product
        </Link>
      </PageHeading>
      <ListState
        isPending={products.isPending}
        isError={products.isError}
        isEmpty={items.length === 0}
        hasMore={products.hasNextPage}
        loadingMore={products.isFetchingNextPage}
        onMore={() => void products.fetchNextPage()}
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
        <table className="hidden w-full overflow-hidden rounded-xl bg-white shadow-sm md:table">
          <thead className="bg-stone-100 text-left text-xs tracking-wider text-stone-700 uppercase">
            <tr>
              <th className="p-4">Your Product</th>
              <th className="p-4">Name</th>
              <th className="p-4">Price</th>
              <th className="p-4">More Options</th>
              <th className="p-4">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {items.map((product) => (
              <tr key={product._id}>
                <td className="p-4">
                  <img
                    src={product.image_url}
                    alt=""
                    width={48}
                    height={72}
                    className="h-18 w-12 rounded object-cover"
                  />
                </td>
                <td className="p-4">
                  <p className="font-semibold text-stone-900">{product.book_name}</p>
                  <StatusBadge status={product.status} />
                </td>
                <td className="p-4 font-semibold">${formatPrice(product.resell_price)}</td>
                <td className="p-4">
                  <Link to="/" className="font-semibold text-brand-dark underline">
                    View details
                  </Link>
                </td>
                <td className="p-4">
                  <button
                    type="button"
                    className="btn-danger-outline btn-sm"
                    onClick={() => removal.ask(product)}
                  >
                    Remove Item
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-col gap-4 md:hidden">
          {items.map((product) => (
            <li key={product._id} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm">
              <img
                src={product.image_url}
                alt=""
                width={64}
                height={96}
                className="h-24 w-16 rounded object-cover"
              />
              <div className="flex flex-1 flex-col gap-1">
                <p className="font-semibold text-stone-900">{product.book_name}</p>
                <p className="flex items-center gap-2 font-semibold">
                  ${formatPrice(product.resell_price)} <StatusBadge status={product.status} />
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" className="btn-primary btn-sm" onClick={advertiseLater}>
                    ADVERTISE
                  </button>
                  <button
                    type="button"
                    className="btn-danger-outline btn-sm"
                    onClick={() => removal.ask(product)}
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
          title="Remove this listing?"
          message={`"${removal.target.book_name}" will no longer be offered to buyers.`}
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
  return <RequireRole role="seller">{user && <MyProducts email={user.email} />}</RequireRole>;
}
