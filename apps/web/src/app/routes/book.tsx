import { useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Listing, ListingDetail } from '@second-shelf/shared';
import { LoadProblem, PagePlaceholder } from '../../components/placeholders.js';
import { NotFound } from '../../components/not-found.js';
import { ApiError, errorMessage } from '../../lib/api-client.js';
import { useUser, type SessionUser } from '../../lib/auth.js';
import { useIntent, useSignInFirst } from '../../lib/sign-in-first.js';
import { toast } from '../../lib/toast.js';
import { useBook } from '../../features/catalog/api/get-book.js';
import { BookDetails, BookNow, YourBooking } from '../../features/catalog/components/book-details.js';
import { MoreFromSeller } from '../../features/catalog/components/more-from-seller.js';
import { ReportButton } from '../../features/reports/components/report-button.js';
import {
  MessageSellerButton,
  useStartConversation,
} from '../../features/messages/components/message-seller-button.js';
import { useSaveToWishlist } from '../../features/wishlist/api/save-to-wishlist.js';
import { useBookActions } from '../book-actions.js';

/**
 * Carries on what a visitor set out to do before signing in (`?intent=`), once, when the book and
 * the person are known: the booking form opens, or the book is saved (or the person is told why
 * not); the Report form opens until it is closed (the Report button's own).
 */
function useCarryOn(
  id: string,
  book: ListingDetail | undefined,
  user: SessionUser | null | undefined,
  openBooking: (book: Listing) => void,
) {
  const [intent, done] = useIntent(id);
  const save = useSaveToWishlist();
  const ask = useStartConversation();
  // Once per page: the address loses the intent a moment after it is acted on.
  const carried = useRef(false);
  useEffect(() => {
    if (!book || !user || intent === undefined || intent === 'report' || carried.current) return;
    carried.current = true;
    done();
    if (user.id === book.seller_id) return;
    if (book.status !== 'available') {
      toast.error(`${book.book_name} is no longer on sale`);
      return;
    }
    if (intent === 'book') openBooking(book);
    else if (intent === 'message') ask.mutate(book._id);
    else
      save.mutate(book._id, {
        onSuccess: () => toast.success(`${book.book_name} is saved to your wishlist`),
        onError: (error) => toast.error(errorMessage(error)),
      });
  }, [book, user, intent, done, openBooking, save, ask]);
  return { reportNow: intent === 'report' && Boolean(user), reportDone: done };
}

function BookScreen({
  id,
  saveButtonOf,
  onBook,
  openBooking,
}: {
  id: string;
  saveButtonOf: ((book: Listing) => ReactNode) | undefined;
  onBook: (book: Listing) => void;
  openBooking: (book: Listing) => void;
}) {
  const book = useBook(id);
  const { data: user } = useUser();
  const viewer = user ?? null;
  const signInFirst = useSignInFirst();
  const { reportNow, reportDone } = useCarryOn(id, book.data, user, openBooking);
  const placeholder = <PagePlaceholder what="the book" />;
  if (book.isPending) return placeholder;
  if (book.isError && !book.data) {
    // A book that is not there, or not the viewer's to see (hidden by its seller).
    if (book.error instanceof ApiError && book.error.status === 404) return <NotFound />;
    return <LoadProblem error={book.error} onRetry={() => void book.refetch()} placeholder={placeholder} />;
  }
  return (
    <>
      <BookDetails book={book.data}>
        <BookNow book={book.data} viewer={viewer} onBook={onBook} />
        <YourBooking book={book.data} />
        {saveButtonOf?.(book.data)}
        {viewer?.id !== book.data.seller_id && book.data.status === 'available' && (
          <MessageSellerButton
            productId={book.data._id}
            signInFirst={viewer ? undefined : () => signInFirst('message', book.data)}
          />
        )}
        {viewer?.id !== book.data.seller_id && (
          <ReportButton
            target={{ kind: 'book', productId: book.data._id, name: book.data.book_name }}
            signInFirst={viewer ? undefined : () => signInFirst('report', book.data)}
            openAtStart={reportNow}
            onClosed={reportDone}
          />
        )}
      </BookDetails>
      <MoreFromSeller book={book.data} viewer={viewer} onBook={onBook} saveButtonOf={saveButtonOf} />
    </>
  );
}

/**
 * A book's page (/book/:id), for visitors too: the book (catalog) with the row of what the viewer
 * can do with it (Book Now, the heart, Report: a visitor is asked to sign in first, and comes back
 * here with the action carried on), the seller's other books, and "Book Now" opening the booking
 * form (bookings).
 */
export function Component() {
  const { id = '' } = useParams();
  const { onBook, saveButtonOf, openBooking, modal } = useBookActions();
  return (
    <>
      <BookScreen key={id} id={id} onBook={onBook} saveButtonOf={saveButtonOf} openBooking={openBooking} />
      {modal}
    </>
  );
}
