import { CONDITION_NOTE_LABELS, CONDITION_NOTES } from '@second-shelf/shared/listing-terms';
import { GuideSection } from './guide-section.js';

const CONDITIONS = [
  {
    name: 'Excellent',
    text: 'Reads as new: no marks, a straight spine, clean pages, a cover without wear. It may have been read once, with care.',
  },
  {
    name: 'Good',
    text: 'A read copy in good shape: some wear at the edges or the spine, but every page is there, clean and firmly bound.',
  },
  {
    name: 'Fair',
    text: 'Well read: a creased spine, a worn cover, maybe a loose page or a stain. Complete and readable, and priced to match.',
  },
];

/** What each condition means, and the checklist a listing's notes come from. */
export function ConditionGuide() {
  return (
    <>
      <p>
        Every listing says what condition its copy is in, so that a buyer knows what they will hold before
        they travel to meet. When in doubt, choose the lower one: a buyer pleased at the meeting leaves a good
        review.
      </p>
      <GuideSection title="The three conditions">
        <dl className="flex flex-col gap-3">
          {CONDITIONS.map((condition) => (
            <div key={condition.name}>
              <dt className="font-semibold text-stone-900">{condition.name}</dt>
              <dd>{condition.text}</dd>
            </div>
          ))}
        </dl>
      </GuideSection>
      <GuideSection title="The checklist">
        <p>
          Beside the condition, the listing form asks about what buyers most often want to know. Tick each one
          that is true of your copy; the book’s page shows them.
        </p>
        <ul className="list-disc pl-6">
          {CONDITION_NOTES.map((note) => (
            <li key={note}>{CONDITION_NOTE_LABELS[note]}</li>
          ))}
        </ul>
        <p>
          Photos say the rest: the cover, the spine, and any page that is marked. A listing can be changed
          from <strong>My Products</strong> while no booking of it is open.
        </p>
      </GuideSection>
    </>
  );
}
