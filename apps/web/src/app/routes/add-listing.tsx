import { useParams, useSearchParams } from 'react-router';
import { RequireRole } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { useDraft } from '../../features/listings/api/draft-changes.js';
import { ListingForm } from '../../features/listings/components/listing-form.js';
import { LoadingScreen } from '../../components/loading-screen.js';
import { EditListing } from './edit-listing.js';

/** /addproduct (?draft=<id> finishes a draft), and /editproduct/:id (the same form, filled with the listing). */
export function Component() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { data: user } = useUser();
  if (id !== undefined) return <EditListing id={id} />;
  return (
    <>
      <title>Add an item · Second Shelf</title>
      <RequireRole role="seller">
        {user && <AddListing seller={user} draftId={search.get('draft')} />}
      </RequireRole>
    </>
  );
}

/** The form, filled from the draft it finishes (once the seller's drafts are read). */
function AddListing({
  seller,
  draftId,
}: {
  seller: Parameters<typeof ListingForm>[0]['seller'];
  draftId: string | null;
}) {
  const { draft, isPending } = useDraft(draftId);
  if (isPending) return <LoadingScreen />;
  // Keyed by the address, not the draft: once listed, the draft is gone from the seller's drafts.
  return <ListingForm key={draftId ?? 'new'} seller={seller} draft={draft} />;
}
