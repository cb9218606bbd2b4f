import { Link } from 'react-router';
import { RequireRole } from '../../components/guards.js';
import { LoadProblem, PagePlaceholder } from '../../components/placeholders.js';
import { NotFound } from '../../components/not-found.js';
import { ApiError } from '../../lib/api-client.js';
import { useUser } from '../../lib/auth.js';
import { useListing } from '../../features/listings/api/listing.js';
import { ListingForm } from '../../features/listings/components/listing-form.js';

/** The listing to edit: the seller's own, while it is on sale or hidden. */
function EditScreen({ id, seller }: { id: string; seller: { id: string; name: string; email: string } }) {
  const query = useListing(id);
  const placeholder = <PagePlaceholder what="your listing" />;
  if (query.isPending) return placeholder;
  if (query.isError && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return <LoadProblem error={query.error} onRetry={() => void query.refetch()} placeholder={placeholder} />;
  }
  const listing = query.data;
  if (listing.seller_id !== seller.id) return <NotFound />;
  if (listing.status === 'booked' || listing.status === 'sold') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="font-serif text-3xl font-bold text-stone-900">This listing cannot be changed now</h1>
        <p className="text-stone-700">
          {listing.status === 'booked'
            ? 'A booking of it is open: it can be changed again if the booking ends without a sale.'
            : 'It is sold.'}
        </p>
        <Link to="/myproducts" className="btn-primary">
          Back to My Products
        </Link>
      </section>
    );
  }
  return <ListingForm seller={seller} listing={listing} />;
}

/** /editproduct/:id, a screen of the add-item route module (add-listing.tsx). */
export function EditListing({ id }: { id: string }) {
  const { data: user } = useUser();
  return (
    <>
      <title>Edit your listing · Second Shelf</title>
      <RequireRole role="seller">{user && <EditScreen key={id} id={id} seller={user} />}</RequireRole>
    </>
  );
}
