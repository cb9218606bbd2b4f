import { PRICE_SUGGESTION_MIN_SALES } from '@second-shelf/shared/pricing';
import { Link } from 'react-router';
import { GuideSection } from './guide-section.js';

/**
 * How prices are made here, and how the listing form's suggestion is worked out: the words of
 * apps/server/src/features/pricing/repository.ts, whose test checks the same example.
 */
export function PricingGuide() {
  return (
    <>
      <p>
        You choose the price of every book you list. The buyer pays that price and nothing more: in cash when
        you meet, or by card where this site takes cards. Second Shelf adds no fee to it.
      </p>
      <GuideSection title="The suggested price">
        <p>
          When you list a book, the form looks at what copies of the same book sold for on this site in the
          past year. The same book means the same ISBN; a book without one is matched by its title and author,
          whatever their capitals.
        </p>
        <p>
          A copy counts as sold once its seller presses <strong>Mark as sold</strong> on its booking. From{' '}
          {PRICE_SUGGESTION_MIN_SALES} sales on, the form says what they sold for and fills in the median as
          your price:
        </p>
        <ul className="list-disc pl-6">
          <li>
            <strong>The range</strong> is the middle half of the sale prices (from the 25th to the 75th
            percentile), so that one very cheap or very dear sale does not stretch it.
          </li>
          <li>
            <strong>The median</strong> is the middle price: half the copies sold for less, half for more.
          </li>
          <li>
            <strong>On sale now from</strong> is the lowest price of a copy on sale today, shown whenever
            there is one, however few copies have sold.
          </li>
        </ul>
        <p>
          For example, four copies sold for $4, $6, $10 and $14: the form says &ldquo;Copies of this book sold
          here for $5.50–$11 (median $8, 4 sales in the past year)&rdquo; and fills in $8.
        </p>
        <p>
          Only sales on this site count: the suggestion uses no price list from elsewhere. The price stays
          yours to change, and once you type your own the form leaves it alone.
        </p>
      </GuideSection>
      <GuideSection title="Pricing a used book well">
        <ul className="list-disc pl-6">
          <li>
            Look at its condition honestly: an excellent copy can ask more than the median, a fair one less.
            The notes you tick beside the condition (notes or highlighting, spine creases, dust jacket
            present, ex-library, signed or first printing) show on the book&rsquo;s page, so buyers see why.
          </li>
          <li>
            Check the copies on sale now: a buyer will, and the cheaper copy in the same state usually goes
            first.
          </li>
          <li>
            The original price and the years you have had the book are optional; when you give them, they show
            on the book&rsquo;s page and help a buyer judge your price.
          </li>
          <li>
            A book that has not found a buyer in a few weeks may be priced too high: you can change its price
            in{' '}
            <Link to="/myproducts" className="underline">
              My Products
            </Link>
            .
          </li>
        </ul>
      </GuideSection>
    </>
  );
}
