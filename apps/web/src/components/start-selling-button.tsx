import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { startSellingAndList } from '../lib/start-selling.js';

/**
 * Start selling, where a page offers it: one press, then the form to list a first book, or the
 * page itself when `stay` (a seller's page it was offered on opens at once).
 */
export function StartSellingButton({
  className = 'btn-primary',
  stay = false,
}: {
  className?: string;
  stay?: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await startSellingAndList(queryClient, stay ? undefined : navigate);
        setBusy(false);
      }}
    >
      Start selling
    </button>
  );
}
