import { z } from './zod-in-browsers.js';

/**
 * ISBNs as sellers type them: ISBN-10 or ISBN-13, with or without hyphens and spaces, checked by
 * their check digit and stored as ISBN-13. Only the check digits are needed here, so this is a few
 * lines rather than isbn3 (whose hyphenation ranges would add some 100 KB to the add-item page).
 */

/** The digits (and an ISBN-10's final X) of what was typed, or null when anything else is in it. */
function compact(input: string): string | null {
  const text = input.trim().replace(/^isbn(?:-1[03])?:?\s*/i, '');
  if (!/^[0-9Xx][0-9Xx\s-]*$/.test(text)) return null;
  return text.replace(/[\s-]/g, '').toUpperCase();
}

function isValidIsbn10(digits: string): boolean {
  if (!/^[0-9]{9}[0-9X]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const value = digits[i] === 'X' ? 10 : Number(digits[i]);
    sum += value * (10 - i);
  }
  return sum % 11 === 0;
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

function isValidIsbn13(digits: string): boolean {
  return /^97[89][0-9]{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === digits.slice(12);
}

/** The ISBN-13 of a valid ISBN-10 or ISBN-13 (hyphens and spaces allowed), else null. */
export function toIsbn13(input: string): string | null {
  const digits = compact(input);
  if (digits === null) return null;
  if (digits.length === 13) return isValidIsbn13(digits) ? digits : null;
  if (digits.length === 10 && isValidIsbn10(digits)) {
    const first12 = `978${digits.slice(0, 9)}`;
    return first12 + isbn13CheckDigit(first12);
  }
  return null;
}

/** Why an ISBN is refused, for the form's message (null when it is valid). */
export function isbnProblem(input: string): string | null {
  const digits = compact(input);
  if (digits === null || (digits.length !== 10 && digits.length !== 13)) {
    return 'ISBN must be 10 or 13 digits (hyphens and spaces are fine)';
  }
  return toIsbn13(input) === null ? 'ISBN check digit does not match: please check the number' : null;
}

/** An ISBN-10 or ISBN-13 as asked for in a query or a path (a lookup's, a price suggestion's). */
export const isbnField = z
  .string()
  .max(40, 'ISBN must be 10 or 13 digits (hyphens and spaces are fine)')
  .superRefine((value, context) => {
    const problem = isbnProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
