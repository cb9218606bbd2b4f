import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingDetail, BookingState } from '@second-shelf/shared';
import { CoverImage } from '../../../components/cover-image.js';
import { RatingSummary } from '../../../components/star-rating.js';
import { formatDateTime, formatPrice } from '../../../lib/format.js';
import { BookingPageActions } from './booking-page-actions.js';
import { paymentText } from './booking-state-badge.js';

const STATE_LABELS: Record<BookingState, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
};

const STATE_STYLES: Record<BookingState, string> = {
  requested: 'bg-amber-100 text-amber-900',
  accepted: 'bg-sky-100 text-sky-900',
  completed: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
};

/** What each change is called in the history ("Accepted by Sami Seller"). */
const EVENT_LABELS: Record<BookingState, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Marked as sold',
};

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

export function BookingStateBadge({ state }: { state: BookingState }) {
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-bold ${STATE_STYLES[state]}`}>
      <span className="sr-only">State: </span>
      {STATE_LABELS[state]}
    </span>
  );
}

/** Until when an open booking waits, said from the viewer's side. */
function Deadline({ booking }: { booking: BookingDetail }) {
  if (!booking.expiresAt) return null;
  const until = <Time value={booking.expiresAt} />;
  if (booking.state === 'requested') {
    return booking.viewerRole === 'seller' ? (
      <>Answer by {until}, or the booking expires.</>
    ) : (
      <>Waiting for the seller's answer until {until}.</>
    );
  }
  return <>Meet and complete the sale by {until}, or the booking expires.</>;
}

/**
 * How the buyer pays, as `viewerRole` reads it: the lists' words once a way is chosen; before, what
 * comes next (with `cardPayments` off, cash is the only way).
 */
function paymentLine({ payment, viewerRole, state }: BookingDetail, cardPayments: boolean): string {
  const chosen = paymentText(payment, viewerRole);
  if (chosen !== null) return chosen;
  if (state !== 'requested' && state !== 'accepted') return 'None';
  if (state === 'requested') return 'Once the seller accepts';
  if (!cardPayments) return viewerRole === 'buyer' ? 'Pay in cash when you meet' : 'Cash when you meet';
  return viewerRole === 'buyer' ? 'Not chosen yet' : 'Not chosen by the buyer yet';
}

function Party({ party, isViewer }: { party: BookingDetail['buyer']; isViewer: boolean }) {
  return (
    <>
      {party.id ? (
        <Link
          to={`/users/${encodeURIComponent(party.id)}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
        >
          {party.name}
        </Link>
      ) : (
        <span className="font-semibold">{party.name}</span>
      )}
      {isViewer && <span className="text-stone-600"> (you)</span>}
      <div>
        <RatingSummary average={party.rating.average} count={party.rating.count} />
      </div>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-bold tracking-wide text-stone-600 uppercase">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * A booking's page: the book, both parties, where to meet and whom to call, the state
 * with its history, and what the viewer may do. The screen composes the parts other features own:
 * paying (`notice`, `payment`), the message thread (`messages`) and the reviews (`reviews`).
 */
export function BookingPage({
  booking,
  cardPayments,
  notice,
  payment,
  changePayment,
  messages,
  reviews,
}: {
  booking: BookingDetail;
  /** Whether the site takes cards: without, cash at the meetup is the only way, said as such. */
  cardPayments: boolean;
  /** A note above the actions (back from paying by card). */
  notice?: ReactNode;
  /** Beside the actions: the buyer's Choose payment. */
  payment?: ReactNode;
  /** After the way chosen: the buyer's way to choose again. */
  changePayment?: ReactNode;
  messages: ReactNode;
  reviews?: ReactNode;
}) {
  const history = [...booking.history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
      <header className="flex gap-4 sm:gap-6">
        <CoverImage
          src={booking.image_url}
          alt={`Cover of ${booking.productName}`}
          sizes="96px"
          width={96}
          height={144}
          className="h-30 w-20 shrink-0 rounded bg-stone-100 object-cover sm:h-36 sm:w-24"
        />
        <div className="flex min-w-0 flex-col items-start gap-2">
          <p className="text-sm font-bold tracking-widest text-brand uppercase">Booking</p>
          <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{booking.productName}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xl font-semibold text-stone-900">{formatPrice(booking.productPrice)}</p>
            <BookingStateBadge state={booking.state} />
          </div>
          {booking.expiresAt && (
            <p className="text-sm text-stone-700">
              <Deadline booking={booking} />
            </p>
          )}
        </div>
      </header>

      {notice}
      {(booking.actions.length > 0 || payment) && (
        <div className="flex flex-wrap items-center gap-3">
          {payment}
          <BookingPageActions booking={booking} />
        </div>
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="flex flex-col gap-8 lg:col-start-2 lg:row-start-1" aria-label="The deal">
          <dl className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5">
            <Detail term="Buyer">
              <Party party={booking.buyer} isViewer={booking.viewerRole === 'buyer'} />
            </Detail>
            <Detail term="Seller">
              <Party party={booking.seller} isViewer={booking.viewerRole === 'seller'} />
            </Detail>
            {/* Not kept for a deleted buyer, nor shown to the seller 30 days after the booking closed
                (the phone neither once either blocked the other): nothing to show. */}
            {booking.meetingLocation && <Detail term="Meeting place">{booking.meetingLocation}</Detail>}
            {booking.phoneNumber && (
              <Detail term="Buyer's phone">
                <a
                  href={`tel:${booking.phoneNumber}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
                >
                  {booking.phoneNumber}
                </a>
              </Detail>
            )}
            <Detail term="Payment">
              {paymentLine(booking, cardPayments)}
              {changePayment && <> ({changePayment})</>}
            </Detail>
          </dl>
          <section aria-labelledby="booking-history">
            <h2 id="booking-history" className="mb-3 font-serif text-xl font-bold text-stone-900">
              History
            </h2>
            <ol className="flex flex-col gap-3 border-l-2 border-stone-200 pl-4">
              {history.map((event) => (
                <li key={`${event.state}-${event.at}`} className="text-sm">
                  <p className="font-semibold text-stone-900">
                    {EVENT_LABELS[event.state]}
                    {event.actorName ? ` by ${event.actorName}` : ''}
                  </p>
                  <p className="text-stone-600">
                    <Time value={event.at} />
                  </p>
                  {event.reason && <p className="text-stone-700">Reason: {event.reason}</p>}
                </li>
              ))}
            </ol>
          </section>
        </aside>
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
          {messages}
          {reviews}
        </div>
      </div>
    </article>
  );
}
