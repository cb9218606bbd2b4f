import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';
import { bookCopy } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

const table = () => screen.getByRole('table');
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('My Products', () => {
  it('counts, lists each listing once, links details home, advertises later and removes after confirming', async () => {
    await signUpAs('seller');
    await addBook({ book_name: 'First Listing' });
    await addBook({ book_name: 'Second Listing', resell_price: 4 });
    const { user } = renderApp('/myproducts');
    expect(await screen.findByRole('heading', { name: 'My Products' })).toBeInTheDocument();
    expect(document.title).toBe('My Products · Second Shelf');
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(headers()).toEqual(['Your Product', 'Name', 'Price', 'More Options', 'Remove']);
    // Each listing is one row (a table row on wide screens, a card on phones).
    expect(screen.getAllByText('Second Listing')).toHaveLength(1);
    expect(screen.getAllByText('$4.00').length).toBeGreaterThan(0);
    for (const link of within(table()).getAllByRole('link', { name: 'View details' }))
      expect(link).toHaveAttribute('href', '/');

    await user.click(screen.getAllByRole('button', { name: 'ADVERTISE' })[0]!);
    expect(await findToast(/Advertising is coming soon/)).toBeInTheDocument();

    await user.click(within(table()).getAllByRole('button', { name: 'Remove Item' })[0]!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this listing?' })).getByRole('button', {
        name: 'Remove Item',
      }),
    );
    expect(await findToast('Listing removed')).toBeInTheDocument();
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Second Listing')).not.toBeInTheDocument());
  });

  it('shows each listing’s state and links the booking it is in', async () => {
    await signUpAs('seller');
    await addBook({ book_name: 'Still On Sale' });
    const booked = await addBook({ book_name: 'Booked Listing' });
    const sold = await addBook({ book_name: 'Sold Listing' });
    const [bookedId, soldId] = await asAnotherVisitor(async () => {
      await signUpAs('buyer');
      return [await bookCopy(booked), await bookCopy(sold)];
    });
    for (const action of ['accept', 'complete'])
      await apiRequest(`/api/bookings/${soldId}/${action}`, { method: 'POST', body: {} });
    renderApp('/myproducts');
    const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr')!);

    const available = await rowOf('Still On Sale');
    expect(available.getByText('available')).toBeInTheDocument();
    expect(available.queryByRole('link', { name: 'View booking' })).not.toBeInTheDocument();
    const bookedRow = await rowOf('Booked Listing');
    expect(bookedRow.getByText('booked')).toBeInTheDocument();
    expect(bookedRow.getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      `/bookings/${bookedId}`,
    );
    const soldRow = await rowOf('Sold Listing');
    expect(soldRow.getByText('sold')).toBeInTheDocument();
    expect(soldRow.getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      `/bookings/${soldId}`,
    );
  });
});
