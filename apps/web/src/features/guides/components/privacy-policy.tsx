import { Link } from 'react-router';
import { GuideSection } from './guide-section.js';

/** What the site stores, why, for how long, and who sees it: as the code does it. */
export function PrivacyPolicy() {
  return (
    <>
      <p>
        Second Shelf keeps what it needs to let people buy and sell books from each other, and nothing to sell
        to anyone else. It shows no advertising from others, loads nothing from other sites, and sets one
        cookie: the one that keeps you signed in.
      </p>
      <GuideSection title="What is stored">
        <ul className="list-disc pl-6">
          <li>
            <strong>Your account</strong>: your name, your email address, your password (as a one-way hash,
            never the password itself), your passkeys’ public keys, and whether you sell.
          </li>
          <li>
            <strong>Your sessions</strong>: for each device you sign in on, the browser, the device’s address
            (IP) and when it was last used, which your Account page lists. A session ends when you sign out,
            end it from the Account page, or after a week without use.
          </li>
          <li>
            <strong>What you list</strong>: your books, their photos and the place you meet, shown to everyone
            while they are on sale.
          </li>
          <li>
            <strong>Your bookings</strong>: the meeting place and phone number you give when you book, your
            messages, and the reviews you write and receive.
          </li>
          <li>
            <strong>Your wishlist</strong>, alerts, notifications, reports you send, and the emails the site
            sent you.
          </li>
          <li>
            <strong>The server’s log</strong>: each request’s time, address, path and answer, for finding
            faults, kept as long as the site’s operator keeps logs.
          </li>
        </ul>
      </GuideSection>
      <GuideSection title="Who sees your phone number">
        <p>
          Only the seller of the book you booked, on the booking’s page and in their Bookings. It leaves their
          view 30 days after the booking closes (sold, declined, cancelled or expired), and at once if either
          of you blocks the other. You keep seeing it in your own orders. Your email address is on no public
          page: admins see it, and when you sell, a buyer who books one of your books sees it on their
          booking.
        </p>
      </GuideSection>
      <GuideSection title="Mail">
        <p>
          Where the site sends mail, it writes to you to confirm your address, to reset a password or sign you
          in when you ask, and when something happens to your bookings or a book you are waiting for. Each
          message about bookings has a link to stop that kind of mail, without signing in.
        </p>
      </GuideSection>
      <GuideSection title="Your data, and leaving">
        <p>
          Your{' '}
          <Link to="/account" className="underline">
            Account
          </Link>{' '}
          page has <strong>Download my data</strong>, everything above about you in one file, and{' '}
          <strong>Delete my account</strong>. Deleting it removes your account, sessions, listings, wishlist
          and alerts at once. Bookings other people had with you stay in their history under “A former
          member”, without your name, email, phone number or meeting place.
        </p>
      </GuideSection>
    </>
  );
}
