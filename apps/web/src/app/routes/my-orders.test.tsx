import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';
import { actAs, bookCopy, signedInId } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** The order's row (a table row on wide screens, a card on phones), once it is there. */
async function rowOf(book: string) {
  const name = await screen.findByText(book);
  return within(name.closest('tr')!);
}

/** "Sami Seller" lists books; the caller then signs in the buyer who books them. */
async function sellerWithBooks(...books: { book_name: string; resell_price?: number }[]) {
  return asAnotherVisitor(async () => {
    const seller = await signUpAs('seller', 'Sami Seller');
    const productIds: string[] = [];
    for (const book of books) productIds.push(await addBook(book));
    return { seller, sellerId: await signedInId(), productIds };
  });
}

describe('My Orders', () => {
  it('counts, lists each order once with its state, seller and page, and Remove Item cancels after confirming', async () => {
    const { sellerId, productIds } = await sellerWithBooks({ book_name: 'Ordered Book', resell_price: 7.25 });
    await signUpAs('buyer');
    const bookingId = await bookCopy(productIds[0]!, { meetingLocation: 'Market gate' });
    const { user } = renderApp('/myorders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(document.title).toBe('My Orders · Second Shelf');
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(headers()).toEqual(['Your Orders', 'Name', 'Price', 'Pay', 'Remove']);
    // One row per order, drawn once: a table row on wide screens, a card on phones.
    expect(screen.getAllByText('Ordered Book')).toHaveLength(1);
    const row = await rowOf('Ordered Book');
    expect(row.getByText('$7.25')).toBeInTheDocument();
    expect(row.getByText('requested')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Sami Seller' })).toHaveAttribute('href', `/users/${sellerId}`);
    expect(row.getByText('Meet at Market gate')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', `/bookings/${bookingId}`);
    // Paying waits for the seller's answer.
    expect(row.queryByRole('button', { name: 'Choose payment' })).not.toBeInTheDocument();
    expect(row.getByText('Pay once the seller accepts')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Remove Item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(row.getByText('requested')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Remove Item' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Item' }));
    expect(await findToast('Booking cancelled: the book is available again')).toBeInTheDocument();
    // The order stays in the buyer's history, closed, with its page and nothing else to do.
    const closed = await rowOf('Ordered Book');
    await waitFor(() => expect(closed.getByText('cancelled')).toBeInTheDocument());
    expect(closed.queryAllByRole('button')).toEqual([]);
    expect(closed.getByRole('link', { name: 'View booking' })).toBeInTheDocument();
    expect(screen.getByText('1 item')).toBeInTheDocument();
    const page = (await apiRequest<{ _id: string }[]>('/api/categories/3?limit=100')).data;
    expect(page.map((book) => book._id)).toContain(productIds[0]);
  });

  it('says an accepted order is paid in cash at the meetup, and cancels accepted orders only with a reason', async () => {
    const { seller, productIds } = await sellerWithBooks(
      { book_name: 'Paid Book' },
      { book_name: 'Dropped Book' },
    );
    await signUpAs('buyer');
    const [paid, dropped] = [await bookCopy(productIds[0]!), await bookCopy(productIds[1]!)];
    await actAs(seller, paid, 'accept');
    await actAs(seller, dropped, 'accept');
    const { user } = renderApp('/myorders');
    expect(await screen.findByText('2 items')).toBeInTheDocument();

    const row = await rowOf('Paid Book');
    expect(row.getByText('accepted')).toBeInTheDocument();
    // Without Stripe's keys the server takes no cards: cash is the only way, nothing to choose.
    expect(row.getByText('Pay in cash when you meet')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Choose payment' })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await dialog.findByText('A reason is required once a booking is accepted')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Found another copy');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await findToast('Booking cancelled: the book is available again')).toBeInTheDocument();
    await waitFor(() => expect(row.getByText('cancelled')).toBeInTheDocument());

    // The spec's Remove Item cancels an accepted order the same way: with a reason for the seller.
    const other = await rowOf('Dropped Book');
    await user.click(other.getByRole('button', { name: 'Remove Item' }));
    const removal = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.type(removal.getByLabelText('Reason'), 'Plans changed');
    await user.click(removal.getByRole('button', { name: 'Remove Item' }));
    await waitFor(() => expect(other.getByText('cancelled')).toBeInTheDocument());
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it('counts in the plural and invites to browse when there are none', async () => {
    await signUpAs('buyer');
    renderApp('/myorders');
    expect(await screen.findByRole('link', { name: 'Browse the categories' })).toHaveAttribute('href', '/');
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });
});
