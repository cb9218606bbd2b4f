import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/config.js';
import { duration } from '../../../lib/duration.js';
import { GuideSection } from './guide-section.js';

function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-stone-200 bg-white px-4">
      <summary className="cursor-pointer py-3 font-semibold text-stone-900">{question}</summary>
      <div className="flex flex-col gap-2 pb-4">{children}</div>
    </details>
  );
}

const hoursText = (hours: number | undefined) => (hours === undefined ? 'a set time' : duration(hours));

/** The questions people ask, answered from how the marketplace works. */
export function HelpCentre() {
  const hours = hoursText(usePublicConfig().data?.bookingRequestHours);
  const link = 'underline';
  return (
    <>
      <p>
        Answers to what buyers and sellers ask most. For meeting in person, read{' '}
        <Link to="/guides/meet-safely" className={link}>
          Meet safely
        </Link>
        .
      </p>
      <GuideSection title="Buying">
        <Question question="How do I book a book?">
          <p>
            Press <strong>Book Now</strong> on a book, give a place to meet and a phone number, and send the
            request. The copy is kept for you while the seller answers: nobody else can book it meanwhile.
          </p>
        </Question>
        <Question question="How long does the seller have to answer?">
          <p>
            {hours}. If they do not answer by then, the request expires, the copy goes back on sale, and you
            are told. Once they accept, the booking’s page says by when to meet; a booking not completed by
            then expires too.
          </p>
        </Question>
        <Question question="Can I ask something before booking?">
          <p>
            Yes: <strong>Message seller</strong> on the book’s page starts a conversation about that copy. If
            you book it later, the booking continues the same thread.
          </p>
        </Question>
        <Question question="How do I cancel?">
          <p>
            From the booking’s page or <strong>My Orders</strong>, with <strong>Cancel booking</strong>. Once
            the seller has accepted, you are asked to say why; the seller is told. A seller can decline or
            cancel a booking in the same way.
          </p>
        </Question>
        <Question question="How do I pay?">
          <p>
            In cash when you meet, after checking the copy. Where this site takes cards, the booking’s page
            offers <strong>Choose payment</strong> once the seller accepts, and a card payment is refunded if
            the booking is then cancelled. Never pay by a transfer or a link someone sends you.
          </p>
        </Question>
      </GuideSection>
      <GuideSection title="Selling">
        <Question question="How do I start selling?">
          <p>
            Every account buys and can sell: press <strong>Start selling</strong>, then list a book. The ISBN
            fills in the book’s facts; add photos, the condition and a price. See the{' '}
            <Link to="/guides/condition" className={link}>
              Condition guide
            </Link>{' '}
            and the{' '}
            <Link to="/guides/pricing" className={link}>
              Pricing guide
            </Link>
            .
          </p>
        </Question>
        <Question question="What happens when someone books my book?">
          <p>
            You are told in the bell, and by email where this site sends mail. Accept or decline it from{' '}
            <strong>Bookings</strong>. After the meeting, press <strong>Mark as sold</strong>; the book leaves
            the catalogue.
          </p>
        </Question>
      </GuideSection>
      <GuideSection title="Trust and your account">
        <Question question="How do reviews work?">
          <p>
            Once a booking is sold, the buyer and the seller can each rate the other from one to five stars,
            with a comment. Ratings show on profiles and beside sellers’ names on their books.
          </p>
        </Question>
        <Question question="How do I block or report someone?">
          <p>
            <strong>Block</strong> on a profile or a conversation stops the two of you from messaging or
            booking each other. <strong>Report</strong> on a book, a person or a conversation sends it to an
            admin, who can remove a listing or an account.
          </p>
        </Question>
        <Question question="How do I get my data, or delete my account?">
          <p>
            On your <strong>Account</strong> page: <strong>Download my data</strong> gives everything the site
            holds about you in one file, and <strong>Delete my account</strong> removes it. Your open bookings
            are cancelled first; past bookings stay in the other person’s history under “A former member”,
            without your contact details. See the{' '}
            <Link to="/guides/privacy" className={link}>
              Privacy policy
            </Link>
            .
          </p>
        </Question>
      </GuideSection>
    </>
  );
}
