import { useParams, useSearchParams } from 'react-router';
import { RequireAuth } from '../../components/guards.js';
import { LoadProblem, PagePlaceholder } from '../../components/placeholders.js';
import { NotFound } from '../../components/not-found.js';
import { ApiError, errorMessage } from '../../lib/api-client.js';
import { usePublicConfig } from '../../lib/config.js';
import { useLiveEvents } from '../../lib/live-events.js';
import { useBookingDetail } from '../../features/bookings/api/get-booking-detail.js';
import { BookingPage } from '../../features/bookings/components/booking-page.js';
import { useKeepConversationRead } from '../../features/messages/api/get-messages.js';
import { BlockButton } from '../../features/messages/components/block-button.js';
import { BLOCKED_THREAD } from '../../features/messages/components/blocked.js';
import { MessageThread } from '../../features/messages/components/message-thread.js';
import { PayButton } from '../../features/payments/components/pay-dialog.js';
import { PaymentReturnNote } from '../../features/payments/components/payment-return-note.js';
import { BookingReviews } from '../../features/reviews/components/booking-reviews.js';

/** Where Stripe Checkout sends the buyer back: `?payment=success` or `?payment=cancelled`. */
function paymentOutcome(value: string | null): 'success' | 'cancelled' | null {
  return value === 'success' || value === 'cancelled' ? value : null;
}

/**
 * A booking's page, for its two parties: the booking (bookings), paying (payments), the message
 * thread (messages) and the reviews (reviews), kept current by the live stream while it is open.
 */
function BookingScreen({ id }: { id: string }) {
  const booking = useBookingDetail(id);
  const config = usePublicConfig();
  const [search] = useSearchParams();
  // The booking's stream carries its conversation's messages too; after a reconnection both are read again.
  useLiveEvents({
    bookingId: id,
    conversationId: booking.data?.conversationId,
    enabled: booking.data !== undefined,
  });
  // Opened, and again on each new message while open: its notifications and its conversation are read.
  useKeepConversationRead(
    booking.data?.conversationId,
    booking.data && booking.data[booking.data.viewerRole].id,
  );

  if (booking.isPending) {
    return (
      <>
        <title>Booking · Second Shelf</title>
        <PagePlaceholder what="the booking" />
      </>
    );
  }
  if (booking.isError && !booking.data) {
    if (booking.error instanceof ApiError && booking.error.status === 404) return <NotFound />;
    if (!(booking.error instanceof ApiError) || booking.error.status >= 500)
      return (
        <LoadProblem
          error={booking.error}
          onRetry={() => void booking.refetch()}
          placeholder={<PagePlaceholder what="the booking" />}
        />
      );
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <title>Booking · Second Shelf</title>
        <h1 className="font-serif text-3xl font-bold text-stone-900">This booking cannot be shown</h1>
        <p role="alert" className="text-stone-700">
          {errorMessage(booking.error)}
        </p>
      </section>
    );
  }

  const detail = booking.data;
  const viewer = detail[detail.viewerRole];
  const otherSide = detail.viewerRole === 'buyer' ? detail.seller : detail.buyer;
  const outcome = paymentOutcome(search.get('payment'));
  const isPaid = detail.payment.status === 'paid';
  // With cash only there is nothing to choose: the page says to pay in cash when they meet.
  const offersCard = detail.viewerRole === 'buyer' && detail.payWith.includes('card');
  const chooser = (props: { label?: string; name?: string; className?: string }) => (
    <PayButton bookingId={id} methods={detail.payWith} price={detail.productPrice} {...props} />
  );
  return (
    <>
      <title>{`Booking: ${detail.productName} · Second Shelf`}</title>
      <BookingPage
        booking={detail}
        notice={outcome && <PaymentReturnNote bookingId={id} outcome={outcome} isPaid={isPaid} />}
        cardPayments={config.data?.cardPayments ?? false}
        payment={offersCard && detail.payment.method === null && chooser({})}
        changePayment={
          offersCard &&
          detail.payment.method !== null &&
          chooser({
            label: 'change',
            name: 'Change payment',
            className: 'font-semibold text-brand-dark underline',
          })
        }
        messages={
          <MessageThread
            conversationId={detail.conversationId}
            bookingId={id}
            viewerId={viewer.id}
            closed={detail.blocked ? BLOCKED_THREAD : undefined}
            actions={otherSide.id && <BlockButton person={{ id: otherSide.id, name: otherSide.name }} />}
          />
        }
        reviews={
          <BookingReviews
            bookingId={id}
            canReview={detail.canReview}
            reviews={detail.reviews}
            reviewee={{ id: otherSide.id, name: otherSide.name }}
          />
        }
      />
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <BookingScreen key={id} id={id} />
    </RequireAuth>
  );
}
