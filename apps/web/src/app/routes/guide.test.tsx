import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.js';

describe('Guides', () => {
  it('explains how the suggested price is made, with the example the server’s test computes', async () => {
    renderApp('/guides/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing guide' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing guide · Second Shelf');
    expect(screen.getByRole('heading', { level: 2, name: 'The suggested price' })).toBeInTheDocument();
    expect(screen.getByText(/from the 25th to the 75th\s+percentile/)).toBeInTheDocument();
    expect(
      screen.getByText(/sold here for \$5\.50–\$11 \(median \$8, 4 sales in the past year\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Products' })).toHaveAttribute('href', '/myproducts');
  });

  it('shows the not-found screen for a guide that is not there', async () => {
    renderApp('/guides/no-such-guide');
    expect(
      await screen.findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeInTheDocument();
  });
});
