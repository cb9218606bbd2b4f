import { Link } from 'react-router';
import { GuideSection } from './guide-section.js';

/** The rules of the marketplace, in plain words. */
export function TermsOfService() {
  return (
    <>
      <p>
        Second Shelf is a place where readers sell the books they have finished to people nearby. By using it
        you agree to these terms. They are short because the idea is simple.
      </p>
      <GuideSection title="What Second Shelf does">
        <p>
          It lists books, passes booking requests and messages between buyers and sellers, and records what
          happened. It is not a party to the sale: the book, its condition and the payment are between the
          buyer and the seller, who meet in person. Where the site takes cards, the payment goes through
          Stripe.
        </p>
      </GuideSection>
      <GuideSection title="Your account">
        <ul className="list-disc pl-6">
          <li>Give your real name and an email address you read; keep your password to yourself.</li>
          <li>One person, one account. Every account buys, and sells once you start selling.</li>
          <li>
            You can delete your account at any time from its page (see the{' '}
            <Link to="/guides/privacy" className="underline">
              Privacy policy
            </Link>
            ).
          </li>
        </ul>
      </GuideSection>
      <GuideSection title="Listing and booking">
        <ul className="list-disc pl-6">
          <li>List only books you own and can hand over, with honest photos, condition and price.</li>
          <li>
            A booking keeps the copy for the buyer while the seller answers and until the meeting; a buyer
            holds a limited number of open bookings at once.
          </li>
          <li>Come to the meetings you agree to, or cancel in time and say why.</li>
          <li>Do not ask for or make payments outside the meeting or the site’s card payment.</li>
        </ul>
      </GuideSection>
      <GuideSection title="What is not allowed">
        <p>
          Fake or stolen books, harassment, spam, other people’s contact details, and anything against the
          law. Admins may remove a listing or an account that breaks these terms, reported or not.
        </p>
      </GuideSection>
      <GuideSection title="No guarantee">
        <p>
          The site is offered as it is. Its operators do their best to keep it running and safe, but cannot
          answer for a meeting, a book or a payment between members. Read{' '}
          <Link to="/guides/meet-safely" className="underline">
            Meet safely
          </Link>{' '}
          before your first meeting.
        </p>
      </GuideSection>
    </>
  );
}
