import { describe, expect, it } from 'vitest';
import { isbnAsTyped } from './components/listing-form.js';
import { booklandIsbn } from './scanner/barcode-scanner.js';

describe('an ISBN as it is typed', () => {
  it('is whole at 10 digits (not 978 or 979: an ISBN-13 on its way) or 13, its check digit checked then', () => {
    expect(isbnAsTyped('0-306-40615-2')).toEqual({ isbn: '9780306406157', problem: null });
    expect(isbnAsTyped('978-0-306-40615-7')).toEqual({ isbn: '9780306406157', problem: null });
    // Typing an ISBN-13: its first ten digits are no ISBN-10, whatever their last digit.
    for (const partial of ['978030640', '9780306406', '97803064061', '978030640615'])
      expect(isbnAsTyped(partial)).toEqual({ isbn: null, problem: null });
    expect(isbnAsTyped('9780306406158').problem).toBe('This ISBN’s check digit is wrong: look at it again');
    expect(isbnAsTyped('0306406153').problem).toBe('This ISBN’s check digit is wrong: look at it again');
    expect(isbnAsTyped('97803064061570').problem).toBe('An ISBN has 10 or 13 digits');
  });
});

describe('a barcode read by the camera', () => {
  it('is a book’s ISBN only as a Bookland EAN-13 (978 or 979) with its check digit', () => {
    expect(booklandIsbn('9780306406157')).toBe('9780306406157');
    expect(booklandIsbn('9791090636071')).toBe('9791090636071');
    expect(booklandIsbn('9780306406158')).toBeNull();
    // A grocery's EAN-13, a price add-on, a QR code's text.
    expect(booklandIsbn('5012345678900')).toBeNull();
    expect(booklandIsbn('51299')).toBeNull();
    expect(booklandIsbn('https://example.com')).toBeNull();
  });
});
