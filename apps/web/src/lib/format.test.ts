import { describe, expect, it } from 'vitest';
import { formatAverage, formatPrice } from './format.js';

describe('formatPrice', () => {
  it('writes every price one way: dollars, two decimals, thousands grouped', () => {
    expect([12, 12.5, 0.1, 1200].map(formatPrice)).toEqual(['$12.00', '$12.50', '$0.10', '$1,200.00']);
  });

  it('writes what Intl writes for en-US dollars, roundings and large sums included', () => {
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const prices = [
      0, 0.01, 0.005, 1.005, 2.675, 9.995, 99.999, 999.99, 1000, 12345.678, 1e6, 987654321.5, -3.5,
    ];
    for (let cents = 0; cents < 100_000; cents += 37) prices.push(cents / 100, cents / 100 + 0.0049);
    for (const price of prices) expect(formatPrice(price), String(price)).toBe(dollars.format(price));
  });
});

describe('formatAverage', () => {
  it('writes one decimal at most, as Intl would', () => {
    const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    for (let tenths = 0; tenths <= 500; tenths += 1) {
      for (const average of [tenths / 100, tenths / 100 + 0.05, (tenths / 100) * 0.99]) {
        expect(formatAverage(average), String(average)).toBe(oneDecimal.format(average));
      }
    }
  });
});
