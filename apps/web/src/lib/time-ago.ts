// How long ago something happened, in words ("5 minutes ago", "yesterday"): a module of its own,
// so that only the screens that say it load it (lib/format.ts is in the first bundle).

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

let relative: Intl.RelativeTimeFormat | undefined;

/** "just now" under a minute, then "5 minutes ago", "yesterday", "3 weeks ago", "last year". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? [];
  if (!unit || !size) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  return relative.format(-Math.floor(seconds / size), unit);
}
