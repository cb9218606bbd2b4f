import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signUpAs } from '../../../test/render-app.js';

describe('Wishlist', () => {
  it('is the Favourites preview with its three sample products', async () => {
    await signUpAs('buyer');
    const { user } = renderApp('/mywishlist');
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeInTheDocument();
    expect(screen.getByText('03 items')).toBeInTheDocument();
    expect(screen.getAllByText(/^\$\d+\.\d\d$/)).toHaveLength(3);
    for (const code of ['RF293', 'CF118', 'LF054']) expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getAllByText(/^Colour:/)).toHaveLength(3);
    expect(screen.getAllByText(/^Size:/)).toHaveLength(3);
    const more = screen.getAllByRole('button', { name: 'More information' })[0]!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Light shelf wear/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await findToast(/wishlist is a preview/)).toBeInTheDocument();
  });
});
