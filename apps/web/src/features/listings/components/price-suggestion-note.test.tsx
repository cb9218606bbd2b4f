import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceSuggestionNote, suggestionText } from './price-suggestion-note.js';

describe('the price suggestion in words', () => {
  it('gives the range, the median and the count from three sales, and the lowest copy on sale whenever there is one', () => {
    expect(suggestionText({ sales: { count: 4, low: 5.5, median: 8, high: 11 }, onSaleFrom: 12.5 })).toBe(
      'Copies of this book sold here for $5.50–$11 (median $8, 4 sales in the past year); on sale now from $12.50',
    );
    expect(suggestionText({ sales: { count: 3, low: 10, median: 10, high: 10 }, onSaleFrom: null })).toBe(
      'Copies of this book sold here for $10 (median $10, 3 sales in the past year)',
    );
    expect(suggestionText({ sales: null, onSaleFrom: 9 })).toBe('On sale now from $9');
    expect(suggestionText({ sales: null, onSaleFrom: null })).toBeNull();
  });

  it('says how prices are suggested, and links the Pricing guide in a new tab so that the form stays', () => {
    render(<PriceSuggestionNote suggestion={{ sales: null, onSaleFrom: null }} asked loading={false} />);
    expect(
      screen.getByText('Fewer than 3 copies of this book sold here in the past year: no suggestion yet.'),
    ).toBeInTheDocument();
    const guide = screen.getByRole('link', { name: 'Pricing guide' });
    expect(guide).toHaveAttribute('href', '/guides/pricing');
    expect(guide).toHaveAttribute('target', '_blank');
  });
});
