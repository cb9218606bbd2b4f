import { describe, expect, it } from 'vitest';
import { isbnProblem, toIsbn13 } from './isbn.js';

describe('ISBNs', () => {
  it('takes ISBN-13 and ISBN-10 as people type them, and gives ISBN-13', () => {
    for (const [typed, isbn13] of [
      ['9780306406157', '9780306406157'],
      ['978-0-306-40615-7', '9780306406157'],
      [' 978 0 306 40615 7 ', '9780306406157'],
      ['ISBN 978-0-306-40615-7', '9780306406157'],
      ['ISBN-10: 0-306-40615-2', '9780306406157'],
      ['0306406152', '9780306406157'],
      ['0140328726', '9780140328721'],
      // An ISBN-10 whose check digit is ten (X, in either case).
      ['080442957X', '9780804429573'],
      ['080442957x', '9780804429573'],
      // 979 books exist too.
      ['9791090636071', '9791090636071'],
    ] as const) {
      expect(toIsbn13(typed), typed).toBe(isbn13);
      expect(isbnProblem(typed), typed).toBeNull();
    }
  });

  it('refuses a wrong check digit, saying so', () => {
    for (const typed of ['9780306406158', '0306406153', '0140328721', '9780804429574']) {
      expect(toIsbn13(typed), typed).toBeNull();
      expect(isbnProblem(typed), typed).toBe('ISBN check digit does not match: please check the number');
    }
  });

  it('refuses what is not 10 or 13 digits', () => {
    for (const typed of [
      '',
      '12345',
      '97803064061570',
      'abcdefghij',
      '030640615X2',
      '0306-40615-2;',
      '1234567890123',
      'X306406152',
    ]) {
      expect(toIsbn13(typed), typed).toBeNull();
      expect(isbnProblem(typed), typed).not.toBeNull();
    }
    // 13 digits that are not a book's (no 978 or 979 prefix).
    expect(isbnProblem('1234567890128')).toBe('ISBN check digit does not match: please check the number');
  });
});
