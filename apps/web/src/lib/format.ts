// How the app writes money, averages and dates. Prices and averages are written by hand, not with
// Intl: a page's first Intl formatter loads the browser's locale data, 20–40 ms on the main thread
// (more on a phone), and every book card shows a price while the page is being hydrated. Dates
// keep Intl for the reader's time zone, and their formatters are made on first use, so that the
// pages without a date never pay for them.

/**
 * `value` (zero or more) to `digits` decimals, halves rounded up, as Intl rounds: from the number as
 * it is written ("1.005" gives "1.01"), where toFixed alone would round the binary value below it.
 */
function roundHalfUp(value: number, digits: number): string {
  const written = String(value);
  if (written.includes('e')) return value.toFixed(digits);
  const [whole = '0', fraction = ''] = written.split('.');
  const kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  const scaled = (fraction[digits] ?? '0') >= '5' ? kept + 1n : kept;
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The one way the app writes money: "$13.00", "$8.50", "$1,200.00", as Intl's en-US USD would. */
export function formatPrice(value: number): string {
  const [whole = '0', cents = '00'] = roundHalfUp(Math.abs(value), 2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}$${grouped}.${cents}`;
}

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
