import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useOpenConversation } from '../api/conversations.js';

/**
 * Message seller, on a book's page: opens the viewer's conversation about the copy (made if new) in
 * Messages. A visitor's calls `signInFirst` (to sign in, then come back and ask).
 */
export function MessageSellerButton({
  productId,
  signInFirst,
}: {
  productId: string;
  signInFirst?: () => void;
}) {
  const start = useStartConversation();
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={start.isPending}
      onClick={() => (signInFirst ? signInFirst() : start.mutate(productId))}
    >
      Message seller
    </button>
  );
}

/** Opens the conversation about a copy and goes to it (also after signing in to ask). */
export function useStartConversation() {
  const navigate = useNavigate();
  const open = useOpenConversation();
  return {
    isPending: open.isPending,
    mutate: (productId: string) =>
      open.mutate(productId, {
        onSuccess: (conversation) => void navigate(`/messages/${encodeURIComponent(conversation._id)}`),
        onError: (error) => toast.error(errorMessage(error)),
      }),
  };
}
