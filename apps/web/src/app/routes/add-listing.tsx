import { useParams } from 'react-router';
import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { ListingForm } from '../../features/listings/components/listing-form.js';
import { EditListing } from './edit-listing.js';

/** /addproduct, and /editproduct/:id (the same form, filled with the listing). */
export function Component() {
  const { id } = useParams();
  const { data: user } = useUser();
  if (id !== undefined) return <EditListing id={id} />;
  return (
    <>
      <title>Add an item · Second Shelf</title>
      <RequireRole role="seller">{user && <ListingForm seller={user} />}</RequireRole>
    </>
  );
}
