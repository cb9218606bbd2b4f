import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

const desktopTable = () => screen.getByRole('table');
const headers = () =>
  within(desktopTable())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('My Orders', () => {
  it('counts, lists on table and cards (with names on both), pays later and cancels after confirming', async () => {
    const productId = await asAnotherVisitor(async () => {
      await signUpAs('seller', 'Sami Seller');
      return addBook({ book_name: 'Ordered Book', resell_price: 7.25 });
    });
    await signUpAs('buyer');
    await apiRequest('/api/bookings', {
      method: 'POST',
      body: { productId, meetingLocation: 'Market gate', phoneNumber: '01712345678' },
    });
    const { user } = renderApp('/myorders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(headers()).toEqual(['Your Orders', 'Name', 'Price', 'Pay', 'Remove']);
    // The table for wide screens and the cards for phones both show the book's name.
    expect(screen.getAllByText('Ordered Book')).toHaveLength(2);
    expect(screen.getAllByText('$7.25')).toHaveLength(2);
    expect(screen.getAllByText('Meet Sami Seller at Market gate')).toHaveLength(2);

    await user.click(screen.getAllByRole('button', { name: 'Pay' })[0]!);
    expect(await findToast(/pay the seller when you meet/)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Remove Item' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.getAllByText('Ordered Book')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Remove Item' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Item' }));
    expect(await findToast('Booking cancelled: the book is available again')).toBeInTheDocument();
    expect(await screen.findByText('0 items')).toBeInTheDocument();
    const page = (await apiRequest<{ _id: string }[]>('/api/categories/3?limit=100')).data;
    expect(page.map((book) => book._id)).toContain(productId);
  });

  it('counts in the plural and invites to browse when there are none', async () => {
    await signUpAs('buyer');
    renderApp('/myorders');
    expect(await screen.findByRole('link', { name: 'Browse the categories' })).toHaveAttribute('href', '/');
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });
});

describe('My Products', () => {
  it('counts, lists on table and cards, links details home, advertises later and removes after confirming', async () => {
    await signUpAs('seller');
    await addBook({ book_name: 'First Listing' });
    await addBook({ book_name: 'Second Listing', resell_price: 4 });
    const { user } = renderApp('/myproducts');
    expect(await screen.findByRole('heading', { name: 'My Products' })).toBeInTheDocument();
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(headers()).toEqual(['Your Product', 'Name', 'Price', 'More Options', 'Remove']);
    expect(screen.getAllByText('Second Listing')).toHaveLength(2);
    expect(screen.getAllByText('$4').length).toBeGreaterThan(0);
    for (const link of within(desktopTable()).getAllByRole('link', { name: 'View details' }))
      expect(link).toHaveAttribute('href', '/');

    await user.click(screen.getAllByRole('button', { name: 'ADVERTISE' })[0]!);
    expect(await findToast(/Advertising is coming soon/)).toBeInTheDocument();

    await user.click(within(desktopTable()).getAllByRole('button', { name: 'Remove Item' })[0]!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this listing?' })).getByRole('button', {
        name: 'Remove Item',
      }),
    );
    expect(await findToast('Listing removed')).toBeInTheDocument();
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Second Listing')).not.toBeInTheDocument());
  });
});
