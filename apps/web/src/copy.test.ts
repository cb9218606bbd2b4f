import { describe, expect, it } from 'vitest';
import { catalogueText, copyCatalogue, withoutExpressions } from '../test/copy-catalogue.js';

// Every user-visible text of the web app, listed from its source in copy.txt beside this file: a
// change of copy shows there, in one diff, to be reviewed as copy. The texts follow one voice:
// plain, friendly and in sentence case, with the names below as the only capitals inside a sentence.

const copies = copyCatalogue(import.meta.dirname);

/**
 * The names written with capitals wherever they stand: screens, buttons and sections as the
 * specification and the product name them (a text that tells people to press **Book Now** writes it
 * as the button shows it), and proper names.
 */
const NAMES = [
  // The specification's screens, buttons, columns and texts.
  'My Orders',
  'My Wishlist',
  'My Products',
  'Add Product',
  'All Buyers',
  'All Sellers',
  'Log Out',
  'Book Now',
  'Remove Item',
  'Your Orders',
  'Your Product',
  'Advertised Items',
  'Go back to Homepage',
  'Buyer or Seller?',
  // The product's own names of screens and sections.
  'Reported Items',
  'Bookings',
  'Drafts',
  'Account',
  'Meet safely',
  'Condition guide',
  'Pricing guide',
  'Help centre',
  'Privacy policy',
  // Buttons named in a sentence.
  'Start selling',
  'Message seller',
  'Choose payment',
  'Cancel booking',
  'Mark as sold',
  'Download my data',
  'Delete my account',
  'List my book',
  'Sign in',
  'Report',
  'All messages',
  'View booking',
  // Proper names, and those of the blog's answers (the specification's texts).
  'Second Shelf',
  'Google',
  'Stripe',
  'WebP',
  'React Context',
  'React',
  'TanStack Query',
  'Redux Toolkit',
  'Zustand',
  'Jotai',
  'JavaScript',
  'TypeScript',
  'Object.getPrototypeOf',
  'Dog.prototype’s',
  'Animal.prototype',
  'Dog',
  'Animal',
];

/** A text's words, with its expressions and the names above taken out. */
const wordsOf = (text: string) => {
  let words = withoutExpressions(text.replace(/\$?\{[^{}]*\}/g, ' ¶ '));
  for (const name of NAMES) words = words.replaceAll(name, ' ');
  return words;
};

/** The capitalised words of a text that start no sentence, and are no name nor abbreviation. */
function midSentenceCapitals(text: string): string[] {
  const words = wordsOf(text).split(/\s+/).filter(Boolean);
  return words.filter(
    (word, index) =>
      index > 0 &&
      !/[.:?!·←—¶]$/.test(words[index - 1]!) &&
      // A quotation starts a sentence of its own.
      /^\(?[A-Z][a-z]/.test(word),
  );
}

/** Words left over from the template the first version of the app was made from. */
const LEFTOVERS = [
  /successfully/i,
  /please fill th/i,
  /how it works\?/i,
  /give payment/i,
  /favourites/i,
  /\berror\b/i,
  /lorem|ipsum/i,
];

describe('the copy of the web app', () => {
  it('is listed in copy.txt, where a change of copy is reviewed', async () => {
    await expect(
      '# Every user-visible text of the web app, by file: written by copy.test.ts (vitest -u), reviewed in its diff.\n' +
        '# "toast:" is a toast, "said:" a name or note read aloud (aria-label, title, placeholder, label).\n\n' +
        catalogueText(copies),
    ).toMatchFileSnapshot('./copy.txt');
  });

  it('finds the texts of screens, toasts and read-aloud names', () => {
    const texts = copies.map((copy) => `${copy.kind}: ${copy.text}`);
    expect(texts).toContain('text: Book Now');
    expect(texts).toContain('toast: Booking confirmed');
    expect(texts).toContain('attribute: Search books');
    expect(texts).toContain('text: by {book.author}');
    expect(copies.some((copy) => copy.text.includes('className') || copy.text.includes('min-h-11'))).toBe(
      false,
    );
  });

  it('is in sentence case: capitals inside a sentence are names only', () => {
    const capitalised = copies
      .map((copy) => ({ ...copy, capitals: midSentenceCapitals(copy.text) }))
      .filter((copy) => copy.capitals.length > 0)
      .map((copy) => `${copy.file}: ${copy.text} (${copy.capitals.join(', ')})`);
    expect(capitalised).toEqual([]);
  });

  it('says nothing of the template the first version was made from', () => {
    const leftovers = copies
      .filter((copy) => LEFTOVERS.some((pattern) => pattern.test(withoutExpressions(copy.text))))
      .map((copy) => `${copy.file}: ${copy.text}`);
    expect(leftovers).toEqual([]);
  });

  it('names the wishlist as the menu does', () => {
    const wishlist = copies.filter(
      (copy) => copy.file.startsWith('features/wishlist/') || copy.file === 'app/routes/wishlist.tsx',
    );
    expect(wishlist.map((copy) => copy.text)).toContain('My Wishlist');
  });
});
