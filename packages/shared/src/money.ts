// How the app writes money, by hand rather than with Intl (see apps/web/src/lib/format.ts), without
// zod: the web app's pages import it alone (@second-shelf/shared/money), and the server's emails
// write prices the same way.

/**
 * `value` (zero or more) to `digits` decimals, halves rounded up, as Intl rounds: from the number as
 * it is written ("1.005" gives "1.01"), where toFixed alone would round the binary value below it.
 */
export function roundHalfUp(value: number, digits: number): string {
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
