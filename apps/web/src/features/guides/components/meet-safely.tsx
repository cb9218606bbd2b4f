import { Link } from 'react-router';
import { GuideSection } from './guide-section.js';

/** How to meet a stranger to buy or sell a book, and what to do when something feels wrong. */
export function MeetSafely() {
  return (
    <>
      <p>
        Every book on Second Shelf changes hands at a meeting between two people who have not met before. Most
        meetings are short and friendly. These habits keep them that way.
      </p>
      <GuideSection title="Before you meet">
        <ul className="list-disc pl-6">
          <li>
            Talk in the booking’s messages, not by text or another app: what is said there stays with the
            booking, and a conversation that goes wrong can be reported to an admin.
          </li>
          <li>
            Choose a public place: a library, a café, a station hall, a busy square. Never a home, a car or
            somewhere empty.
          </li>
          <li>Meet in daylight, and tell a friend where you are going, or bring them along.</li>
          <li>Look at the other person’s profile: their reviews, and whether the seller is verified.</li>
        </ul>
      </GuideSection>
      <GuideSection title="At the meeting">
        <ul className="list-disc pl-6">
          <li>
            Check the copy before you pay: its condition, the notes the seller ticked (highlighting, creases,
            ex-library), and that it is the edition you booked.
          </li>
          <li>
            Pay in cash at the meeting, or by card in the app where this site takes cards. Never pay in
            advance by a bank transfer, a gift card or a link someone sends you: the site warns you when a
            message asks for that, because it is how most scams start.
          </li>
          <li>The seller marks the booking sold once the book and the money have changed hands.</li>
        </ul>
      </GuideSection>
      <GuideSection title="If something feels wrong">
        <ul className="list-disc pl-6">
          <li>Leave. No book is worth a meeting you are not comfortable with.</li>
          <li>
            Cancel the booking from its page; you can say why. Block the person from their profile or the
            conversation: neither of you can then message or book the other.
          </li>
          <li>
            Press <strong>Report</strong> on the book, the person or the conversation: an admin reviews every
            report.
          </li>
          <li>If you are in danger, call the police first.</li>
        </ul>
        <p>
          More answers are in the{' '}
          <Link to="/guides/help" className="underline">
            Help centre
          </Link>
          .
        </p>
      </GuideSection>
    </>
  );
}
