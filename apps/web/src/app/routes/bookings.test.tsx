import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '@second-shelf/shared';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';
import { actAs, bookCopy, signedInId } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

const table = (name: string) => within(screen.getByRole('table', { name }));
/** The row of `book` in the table named `name`, once it is there. */
async function rowOf(name: string, book: string) {
  const cell = await waitFor(() => table(name).getByText(book));
  return within(cell.closest('tr')!);
}

/** A seller ("Sami Seller") with books on sale, booked by a buyer ("Rina Reader") in that order. */
async function sellerWithBookings(...books: string[]) {
  const seller = await signUpAs('seller', 'Sami Seller');
  const productIds: string[] = [];
  for (const book_name of books) productIds.push(await addBook({ book_name }));
  const { buyer, buyerId, bookingIds } = await asAnotherVisitor(async () => {
    const account = await signUpAs('buyer', 'Rina Reader');
    const ids: string[] = [];
    for (const productId of productIds) ids.push(await bookCopy(productId));
    return { buyer: account, buyerId: await signedInId(), bookingIds: ids };
  });
  return { seller, buyer, buyerId, productIds, bookingIds };
}

describe('Bookings (the seller’s incoming bookings)', () => {
  it('lists who booked what, newest first, with the place, a phone link and the booking’s page', async () => {
    const { buyerId, bookingIds } = await sellerWithBookings('Older Booking', 'Newer Booking');
    renderApp('/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(document.title).toBe('Bookings · Second Shelf');
    await screen.findByRole('table', { name: 'Requested bookings' });
    expect(screen.getByText('2 open')).toBeInTheDocument();
    for (const section of ['Requested', 'Accepted', 'Closed'])
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${section}`) })).toBeInTheDocument();
    const rows = table('Requested bookings').getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText(/Booking$/)?.textContent)).toEqual([
      'Newer Booking',
      'Older Booking',
    ]);

    const row = await rowOf('Requested bookings', 'Newer Booking');
    expect(row.getByRole('link', { name: 'Rina Reader' })).toHaveAttribute('href', `/users/${buyerId}`);
    expect(row.getByText('Meet at Library steps')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '+8801712345678' })).toHaveAttribute('href', 'tel:+8801712345678');
    expect(row.getByText(/^Booked/).querySelector('time')).toHaveAttribute('datetime');
    expect(row.getByText('requested')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      `/bookings/${bookingIds[1]}`,
    );
    expect(row.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Mark as sold' })).not.toBeInTheDocument();
    expect(screen.getByText('No accepted booking is waiting for its meeting.')).toBeInTheDocument();
    expect(screen.getByText('No closed booking yet.')).toBeInTheDocument();
  });

  it('accepts, declines (back on sale) and marks as sold, moving each booking to its group', async () => {
    const { productIds } = await sellerWithBookings('To Decline', 'To Sell');
    const { user } = renderApp('/bookings');

    await user.click(
      (await rowOf('Requested bookings', 'To Decline')).getByRole('button', { name: 'Decline' }),
    );
    expect(await findToast('Booking declined: the book is on sale again')).toBeInTheDocument();
    expect((await rowOf('Closed bookings', 'To Decline')).getByText('declined')).toBeInTheDocument();
    const onSale = (await apiRequest<{ _id: string }[]>('/api/categories/3?limit=100')).data;
    expect(onSale.map((book) => book._id)).toContain(productIds[0]);

    await user.click((await rowOf('Requested bookings', 'To Sell')).getByRole('button', { name: 'Accept' }));
    expect(await findToast('Booking accepted: the buyer is told')).toBeInTheDocument();
    const accepted = await rowOf('Accepted bookings', 'To Sell');
    expect(accepted.getByText('accepted')).toBeInTheDocument();
    expect(accepted.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(accepted.getByRole('button', { name: 'Mark as sold' }));
    expect(await findToast('Marked as sold: the book has left the catalogue')).toBeInTheDocument();
    const sold = await rowOf('Closed bookings', 'To Sell');
    expect(sold.getByText('completed')).toBeInTheDocument();
    expect(sold.queryAllByRole('button')).toEqual([]);
    expect(sold.getByRole('link', { name: 'View booking' })).toBeInTheDocument();
    expect(await screen.findByText('0 open')).toBeInTheDocument();
    expect(screen.getByText('No booking is waiting for your answer.')).toBeInTheDocument();
  });

  it('asks for a reason before cancelling an accepted booking, and the buyer can read it', async () => {
    const { bookingIds } = await sellerWithBookings('To Cancel');
    await apiRequest(`/api/bookings/${bookingIds[0]}/accept`, { method: 'POST', body: {} });
    const { user } = renderApp('/bookings');
    await user.click(
      (await rowOf('Accepted bookings', 'To Cancel')).getByRole('button', { name: 'Cancel booking' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByLabelText('Reason')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await dialog.findByText('A reason is required once a booking is accepted')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(
      (await rowOf('Accepted bookings', 'To Cancel')).getByRole('button', { name: 'Cancel booking' }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.type(again.getByLabelText('Reason'), 'The copy was damaged in the rain');
    await user.click(again.getByRole('button', { name: 'Cancel booking' }));
    expect(await findToast('Booking cancelled: the book is on sale again')).toBeInTheDocument();
    expect((await rowOf('Closed bookings', 'To Cancel')).getByText('cancelled')).toBeInTheDocument();
    const { data: booking } = await apiRequest<BookingDetail>(`/api/bookings/${bookingIds[0]}`);
    expect(booking.history.at(-1)).toMatchObject({
      state: 'cancelled',
      reason: 'The copy was damaged in the rain',
    });
  });

  it('says so when the buyer changed the booking meanwhile, and shows it as it is now', async () => {
    const { buyer, bookingIds } = await sellerWithBookings('Changed Meanwhile');
    const { user } = renderApp('/bookings');
    const row = await rowOf('Requested bookings', 'Changed Meanwhile');
    await actAs(buyer, bookingIds[0]!, 'cancel');
    await user.click(row.getByRole('button', { name: 'Accept' }));
    expect(await findToast('This booking is cancelled now: it cannot be accepted')).toBeInTheDocument();
    expect((await rowOf('Closed bookings', 'Changed Meanwhile')).getByText('cancelled')).toBeInTheDocument();
  });

  it('tells a seller without bookings how they come', async () => {
    await signUpAs('seller');
    renderApp('/bookings');
    expect(await screen.findByText(/Nobody has booked your books yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your products' })).toHaveAttribute('href', '/myproducts');
    expect(screen.getByText('0 open')).toBeInTheDocument();
  });

  it('asks someone who does not sell yet to start selling', async () => {
    await signUpAs('buyer');
    renderApp('/bookings');
    expect(
      await screen.findByRole('heading', { name: 'Sell your books on Second Shelf' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Start selling' }),
    ).toBeInTheDocument();
  });
});
