import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Draft } from '@second-shelf/shared';
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
  // The first answer opens the form: once listed, the draft is gone from the seller's drafts.
  const [opened, setOpened] = useState<{ draft: Draft | undefined } | null>(null);
  if (!isPending && opened === null) setOpened({ draft });
  if (opened === null) return <LoadingScreen label="Opening your draft…" />;
  return (
    <>
      {draftId && !opened.draft && (
        <p role="alert" className="mx-auto max-w-3xl px-4 pt-6 text-red-800">
          This draft was listed or removed already: the form below starts a new listing.
        </p>
      )}
      <ListingForm key={draftId ?? 'new'} seller={seller} draft={opened.draft} />
    </>
  );
}
