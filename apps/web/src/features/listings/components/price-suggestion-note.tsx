import { PRICE_SUGGESTION_MIN_SALES, type PriceSuggestion } from '@second-shelf/shared/pricing';

const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/**
 * The price suggestion in words: "Copies of this book sold here for $9–$11 (median $10, 7 sales in
 * the past year); on sale now from $9". The sales line shows from PRICE_SUGGESTION_MIN_SALES sales,
 * the lowest copy on sale whenever there is one; nothing when neither is known.
 */
export function suggestionText(suggestion: PriceSuggestion | undefined): string | null {
  if (!suggestion) return null;
  const parts: string[] = [];
  if (suggestion.sales) {
    const { count, low, median, high } = suggestion.sales;
    const range = low === high ? dollars(low) : `${dollars(low)}–${dollars(high)}`;
    parts.push(
      `Copies of this book sold here for ${range} (median ${dollars(median)}, ${count} sales in the past year)`,
    );
  }
  if (suggestion.onSaleFrom !== null) parts.push(`on sale now from ${dollars(suggestion.onSaleFrom)}`);
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Under the price: what copies of the book sold for here, and how the suggestion is made. */
export function PriceSuggestionNote({
  suggestion,
  asked,
  loading,
}: {
  suggestion: PriceSuggestion | undefined;
  /** Whether the book is known yet (its ISBN, or a title). */
  asked: boolean;
  loading: boolean;
}) {
  const text = !asked
    ? 'Scan or type the book to see what copies of it sold for here.'
    : loading
      ? 'Looking up what copies of this book sold for here…'
      : (suggestionText(suggestion) ??
        `Fewer than ${PRICE_SUGGESTION_MIN_SALES} copies of this book sold here in the past year: no suggestion yet.`);
  return (
    <div id="price-suggestion" className="flex flex-col gap-1 text-sm text-stone-700">
      <p>{text}</p>
      <details>
        <summary className="cursor-pointer py-3 underline">How prices are suggested</summary>
        <p className="mt-1">
          From the copies of the same book (its ISBN, or its title and author when it has none) sold here in
          the past year: once {PRICE_SUGGESTION_MIN_SALES} have sold, the range is the middle half of their
          prices and the median is filled in as your price. The lowest copy on sale now is shown too. The
          price is yours to change. More in the{' '}
          <a href="/guides/pricing" target="_blank" rel="noopener" className="underline">
            Pricing guide
          </a>{' '}
          (it opens in a new tab, and this form stays as it is).
        </p>
      </details>
    </div>
  );
}
