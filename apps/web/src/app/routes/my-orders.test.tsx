import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('My Orders', () => {
  it('counts, lists each order once (a table row or a card) with its name, pays later and cancels after confirming', async () => {
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
    expect(document.title).toBe('My Orders · Second Shelf');
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(headers()).toEqual(['Your Orders', 'Name', 'Price', 'Pay', 'Remove']);
    // One row per order, drawn once: a table row on wide screens, a card on phones, with its name.
    const row = within(screen.getAllByRole('row')[1]!);
    expect(screen.getAllByText('Ordered Book')).toHaveLength(1);
    expect(row.getByText('Ordered Book')).toBeInTheDocument();
    expect(row.getByText('$7.25')).toBeInTheDocument();
    expect(row.getByText('Meet Sami Seller at Market gate')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await findToast(/pay the seller when you meet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.getAllByText('Ordered Book')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove Item' }));
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
