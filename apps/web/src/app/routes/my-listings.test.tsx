import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';
import { bookCopy } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import type { MyListing } from '@second-shelf/shared';
import { apiRequest } from '../../lib/api-client.js';

const table = () => screen.getByRole('table');
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('My Products', () => {
  it('counts, lists each listing once, links details to the book’s page and removes after confirming', async () => {
    await signUpAs('seller');
    const first = await addBook({ book_name: 'First Listing' });
    const second = await addBook({ book_name: 'Second Listing', resell_price: 4 });
    const { user } = renderApp('/myproducts');
    expect(await screen.findByRole('heading', { name: 'My Products' })).toBeInTheDocument();
    expect(document.title).toBe('My Products · Second Shelf');
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(headers()).toEqual(['Your Product', 'Name', 'Price', 'More options', 'Remove']);
    // Each listing is one row (a table row on wide screens, a card on phones).
    expect(screen.getAllByText('Second Listing')).toHaveLength(1);
    expect(screen.getAllByText('$4.00').length).toBeGreaterThan(0);
    expect(
      within(table())
        .getAllByRole('link', { name: 'View details' })
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/book/${second}`, `/book/${first}`]);

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
    expect(available.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/editproduct\//),
    );
    const bookedRow = await rowOf('Booked Listing');
    expect(bookedRow.getByText('booked')).toBeInTheDocument();
    // Not while a booking is open, nor once sold.
    expect(bookedRow.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(bookedRow.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
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

  it('hides a listing and shows it again', async () => {
    await signUpAs('seller');
    await addBook({ book_name: 'Sometimes Hidden' });
    const { user } = renderApp('/myproducts');
    const row = async () => within((await screen.findByText('Sometimes Hidden')).closest('tr')!);
    await user.click((await row()).getByRole('button', { name: 'Hide' }));
    expect(await findToast('Listing hidden: buyers no longer see it')).toBeInTheDocument();
    expect(await (await row()).findByText('hidden')).toBeInTheDocument();
    await user.click((await row()).getByRole('button', { name: 'Show' }));
    expect(await findToast('Listing shown: it is on sale again')).toBeInTheDocument();
    expect(await (await row()).findByText('available')).toBeInTheDocument();
  });

  it('edits a listing: its form is filled in, and the new price shows in My Products', async () => {
    await signUpAs('seller');
    await addBook({ book_name: 'Priced Too High', resell_price: 30, description: 'A first line' });
    const { user, router } = renderApp('/myproducts');
    const row = within((await screen.findByText('Priced Too High')).closest('tr')!);
    await user.click(row.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit your listing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Book name')).toHaveValue('Priced Too High');
    expect(screen.getByLabelText('Description')).toHaveValue('A first line');
    expect(screen.queryByLabelText('Category id')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Resell price ($)'));
    await user.type(screen.getByLabelText('Resell price ($)'), '12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Listing updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/myproducts'));
    const updated = within((await screen.findByText('Priced Too High')).closest('tr')!);
    expect(await updated.findByText('$12.00')).toBeInTheDocument();
  });

  it('advertises a listing on sale until a date, says so in its row, and stops it', async () => {
    const seller = await signUpAs('seller');
    const id = await addBook({ book_name: 'Promoted Listing' });
    const booked = await addBook({ book_name: 'Already Booked' });
    await asAnotherVisitor(async () => {
      await signUpAs('buyer');
      await bookCopy(booked);
    });
    const { user } = renderApp('/myproducts');
    const row = async (name: string) => within((await screen.findByText(name)).closest('tr')!);
    // Only a listing on sale can be advertised.
    expect(
      (await row('Already Booked')).queryByRole('button', { name: 'ADVERTISE' }),
    ).not.toBeInTheDocument();

    await user.click((await row('Promoted Listing')).getByRole('button', { name: 'ADVERTISE' }));
    const { data: mine } = await apiRequest<MyListing[]>(
      `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
    );
    const until = mine.find((listing) => listing._id === id)!.advertised_until!;
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(until));
    expect(await findToast(`"Promoted Listing" is advertised until ${day}`)).toBeInTheDocument();
    expect(await (await row('Promoted Listing')).findByText(/^Advertised until/)).toHaveTextContent(
      `Advertised until ${day}`,
    );
    const { data: advertised } = await apiRequest<{ _id: string }[]>('/api/advertised');
    expect(advertised[0]?._id).toBe(id);

    await user.click((await row('Promoted Listing')).getByRole('button', { name: 'Stop advertising' }));
    expect(await findToast('"Promoted Listing" is no longer advertised')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await row('Promoted Listing')).queryByText(/^Advertised until/)).not.toBeInTheDocument(),
    );
    expect(
      (await apiRequest<{ _id: string }[]>('/api/advertised')).data.map((book) => book._id),
    ).not.toContain(id);
  });

  it('says why when the listing was booked after the page was drawn', async () => {
    await signUpAs('seller');
    const id = await addBook({ book_name: 'Booked Meanwhile' });
    const { user } = renderApp('/myproducts');
    const row = within((await screen.findByText('Booked Meanwhile')).closest('tr')!);
    await asAnotherVisitor(async () => {
      await signUpAs('buyer');
      await bookCopy(id);
    });
    await user.click(row.getByRole('button', { name: 'ADVERTISE' }));
    expect(
      await findToast('Only a listing on sale can be advertised: this one is booked'),
    ).toBeInTheDocument();
  });
});
