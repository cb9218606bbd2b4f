// How the app writes money, averages and dates. Prices and averages are written by hand, not with
// Intl: a page's first Intl formatter loads the browser's locale data, 20–40 ms on the main thread
// (more on a phone), and every book card shows a price while the page is being hydrated. Dates
// keep Intl for the reader's time zone, and their formatters are made on first use, so that the
// pages without a date never pay for them.

import { roundHalfUp } from '@second-shelf/shared/money';

export { formatPrice } from '@second-shelf/shared/money';

/** An average of stars to one decimal, without a trailing ".0": "4.5", "4". */
export function formatAverage(value: number): string {
  return String(Number(roundHalfUp(value, 1)));
}

let dateTime: Intl.DateTimeFormat | undefined;
let date: Intl.DateTimeFormat | undefined;

/** When something happened, to the minute, in the reader's time zone: "Nov 23, 2026, 3:04 PM". */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(iso));
}

/** A day, as "November 23, 2026" (member since). */
export function formatDate(iso: string): string {
  date ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  return date.format(new Date(iso));
}
