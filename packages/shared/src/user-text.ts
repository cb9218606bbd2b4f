import { z } from './zod-in-browsers.js';

/**
 * What no text a person writes for others may hold: control characters (C0, DEL, C1), line and
 * paragraph separators, lone surrogates, and the invisible marks that reorder text around them
 * (LRM/RLM, the Arabic letter mark, the embeddings and overrides U+202A–U+202E and the isolates
 * U+2066–U+2069). Such text is shown next to other text (a listing's seller, a book's name in a
 * list); an escape sequence, a bell or an override there would rewrite what readers see.
 */
export const NOT_IN_TEXT = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Whether a text breaks the rule; a text of several lines may keep its line feeds and tabs. */
export function hasForbiddenCharacters(text: string, multiLine: boolean): boolean {
  return NOT_IN_TEXT.test(multiLine ? text.replace(/[\n\t]/g, '') : text);
}

type TextOptions = { required?: boolean };

function userText(label: string, max: number, multiLine: boolean, { required = false }: TextOptions) {
  const maxMessage = `${label} must be at most ${max.toLocaleString('en-US')} characters`;
  const forbidden = multiLine
    ? `${label} must be plain text: no control characters other than line breaks and tabs, and no text-direction marks`
    : `${label} cannot contain control characters or text-direction marks`;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined && required ? `${label} is required` : `${label} must be text`,
    })
    .transform((text) => {
      const normalized = text.normalize('NFC');
      return (multiLine ? normalized.replace(/\r\n?/g, '\n') : normalized).trim();
    })
    .pipe(
      z
        .string()
        // One message at a time: each check stops the ones after it.
        .min(required ? 1 : 0, { message: `${label} is required`, abort: true })
        .max(max, { message: maxMessage, abort: true })
        .refine((text) => !hasForbiddenCharacters(text, multiLine), { message: forbidden }),
    );
}

/**
 * The rule for a text of one line that others see (a book's name, an author, a place): NFC-normalised
 * and trimmed, at most `max` characters, none of the characters of NOT_IN_TEXT.
 */
export function lineText(label: string, max: number, options: TextOptions = {}) {
  return userText(label, max, false, options);
}

/**
 * The rule for a text of several lines (a description, a message, a review): the same, except that
 * line feeds and tabs are kept (a CR LF or a lone CR becomes a line feed).
 */
export function paragraphText(label: string, max: number, options: TextOptions = {}) {
  return userText(label, max, true, options);
}
