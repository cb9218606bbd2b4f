const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The one way the app writes money: "$13.00", "$8.50", "$1,200.00". */
export function formatPrice(value: number): string {
  return dollars.format(value);
}
