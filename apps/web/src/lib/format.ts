/** Prices as people write them: "$12", "$12.50". */
export function formatPrice(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
