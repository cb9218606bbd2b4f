import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.js';

describe('formatPrice', () => {
  it('writes every price one way: dollars, two decimals, thousands grouped', () => {
    expect([12, 12.5, 0.1, 1200].map(formatPrice)).toEqual(['$12.00', '$12.50', '$0.10', '$1,200.00']);
  });
});
