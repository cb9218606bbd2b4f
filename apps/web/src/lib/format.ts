const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The one way the app writes money: "$13.00", "$8.50", "$1,200.00". */
export function formatPrice(value: number): string {
  return dollars.format(value);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** When something happened, to the minute, in the reader's time zone: "Nov 23, 2026, 3:04 PM". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A day, as "November 23, 2026" (member since). */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}
