import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';
import { asAccount, bookCopy, signedInId } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** The saved book's row (a table row on wide screens, a card on phones), once it is there. */
async function rowOf(book: string) {
  const name = await screen.findByRole('link', { name: book });
  return within(name.closest('tr')!);
}

/** "Sami Seller" lists books; the caller then signs in the buyer who saves them. */
async function sellerWithBooks(...books: Record<string, unknown>[]) {
  return asAnotherVisitor(async () => {
    const seller = await signUpAs('seller', 'Sami Seller');
    const productIds: string[] = [];
    for (const book of books) productIds.push(await addBook(book));
    return { seller, sellerId: await signedInId(), productIds };
  });
}

const save = (productId: string) => apiRequest(`/api/wishlist/${productId}`, { method: 'PUT' });

describe('My Wishlist', () => {
  // A wide screen's table, unless a test says it is a phone (test/setup.ts: no media query matches).
  const phone = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...phone(query), matches: true });
  });
  afterEach(() => {
    window.matchMedia = phone;
  });

  it('shows two books a row on a phone: the catalogue’s cards, each heart taking it off the list', async () => {
    window.matchMedia = phone;
    const { productIds } = await sellerWithBooks(
      { book_name: 'Phone Card One', author: 'Ann Author', resell_price: 7 },
      { book_name: 'Phone Card Two', resell_price: 8 },
    );
    await signUpAs('buyer');
    for (const id of productIds) await save(id);
    const { user } = renderApp('/mywishlist');
    const list = await screen.findByRole('list', { name: 'My Wishlist' });
    expect(list).toHaveClass('grid-cols-2');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await within(list).findByRole('link', { name: 'Phone Card One' });
    const first = within(
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent!.includes('Phone Card One'))!,
    );
    expect(first.getByText('by Ann Author')).toBeInTheDocument();
    expect(first.getByText('$7.00')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    await user.click(await first.findByRole('button', { name: 'Remove from wishlist', pressed: true }));
    expect(await screen.findByText('01 item')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Phone Card One' })).not.toBeInTheDocument();
  });

  it('says so, with "00 items", while nothing is saved', async () => {
    await signUpAs('buyer');
    renderApp('/mywishlist');
    expect(await screen.findByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
    expect(document.title).toBe('My Wishlist · Second Shelf');
    expect(await screen.findByText(/No saved books yet/)).toBeInTheDocument();
    expect(screen.getByText('00 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the categories' })).toHaveAttribute('href', '/');
    // The specification's static samples are gone.
    expect(screen.queryByText('RF293')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('lists the saved books with their state, price changes and Book Now while on sale', async () => {
    const { seller, sellerId, productIds } = await sellerWithBooks(
      { book_name: 'Still On Sale', author: 'Ona Sale', resell_price: 9 },
      { book_name: 'Taken Meanwhile', resell_price: 6 },
      { book_name: 'Cheaper Now', resell_price: 12 },
    );
    const [onSale, taken, cheaper] = productIds as [string, string, string];
    // Another buyer books one of them.
    await asAnotherVisitor(async () => {
      await signUpAs('buyer');
      await bookCopy(taken);
    });
    await signUpAs('buyer');
    for (const id of [onSale, taken, cheaper]) await save(id);
    await asAccount(seller, () =>
      apiRequest(`/api/products/${cheaper}`, { method: 'PATCH', body: { resell_price: 10.5 } }),
    );
    const { user } = renderApp('/mywishlist');
    expect(await screen.findByText('03 items')).toBeInTheDocument();
    expect(headers()).toEqual(['Book', 'Name', 'Price', 'Actions']);

    const cut = await rowOf('Cheaper Now');
    expect(cut.getByRole('link', { name: 'Cheaper Now' })).toHaveAttribute('href', `/book/${cheaper}`);
    expect(cut.getByText('On sale')).toBeInTheDocument();
    expect(cut.getByText('$10.50')).toBeInTheDocument();
    expect(cut.getByText(/^was \$12\.00/)).toHaveTextContent('was $12.00 when you saved it');
    const booked = await rowOf('Taken Meanwhile');
    expect(booked.getByText('Booked')).toBeInTheDocument();
    expect(booked.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(booked.queryByText(/^was/)).not.toBeInTheDocument();
    const open = await rowOf('Still On Sale');
    expect(open.getByText('by Ona Sale')).toBeInTheDocument();
    expect(open.getByRole('link', { name: 'Sami Seller' })).toHaveAttribute('href', `/users/${sellerId}`);

    // Book Now opens the booking form; once booked, the book reads Booked.
    await user.click(open.getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request this book' }));
    await user.type(dialog.getByLabelText('Meeting location'), 'Library steps');
    await user.type(dialog.getByLabelText('Phone number'), '01712345678');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Booking confirmed')).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Request sent' })).getByRole('button', {
        name: 'Done',
      }),
    );
    await waitFor(() => expect(open.getByText('Booked')).toBeInTheDocument());
    expect(open.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('takes a book off the list, and counts "01 item"', async () => {
    const { productIds } = await sellerWithBooks({ book_name: 'Keep Me' }, { book_name: 'Drop Me' });
    await signUpAs('buyer');
    for (const id of productIds) await save(id);
    const { user } = renderApp('/mywishlist');
    expect(await screen.findByText('02 items')).toBeInTheDocument();
    await user.click((await rowOf('Drop Me')).getByRole('button', { name: 'Remove from wishlist' }));
    expect(await findToast('Drop Me is no longer in your wishlist')).toBeInTheDocument();
    expect(await screen.findByText('01 item')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Drop Me' })).not.toBeInTheDocument();
    const { data } = await apiRequest<{ productIds: string[] }>('/api/wishlist/ids');
    expect(data.productIds).toEqual([productIds[0]]);
  });

  it('sets "Tell me when another copy is listed", stops it, and keeps alerts of books gone from the list', async () => {
    const { productIds } = await sellerWithBooks(
      { book_name: 'Rare Find', author: 'Ida Rare', isbn: '9780306406157' },
      { book_name: 'Soon Gone', author: 'Una Gone' },
    );
    await signUpAs('buyer');
    for (const id of productIds) await save(id);
    const { user } = renderApp('/mywishlist');
    const rare = await rowOf('Rare Find');
    await user.click(rare.getByRole('button', { name: 'Tell me when another copy is listed' }));
    expect(await findToast('We will tell you when another copy is listed')).toBeInTheDocument();
    expect(await rare.findByText('You will be told when another copy is listed.')).toBeInTheDocument();
    const { data: alerts } = await apiRequest<{ isbn: string | null; bookName: string }[]>('/api/alerts');
    expect(alerts).toMatchObject([{ isbn: '9780306406157', bookName: 'Rare Find' }]);
    // The alert shows with its book, not again below.
    expect(screen.queryByRole('heading', { name: 'Your other alerts' })).not.toBeInTheDocument();
    await user.click(rare.getByRole('button', { name: 'Stop alert for Rare Find' }));
    expect(
      await rare.findByRole('button', { name: 'Tell me when another copy is listed' }),
    ).toBeInTheDocument();

    // An alert outlives its book's place on the list: it is listed below, and can be stopped there.
    const gone = await rowOf('Soon Gone');
    await user.click(gone.getByRole('button', { name: 'Tell me when another copy is listed' }));
    await gone.findByText('You will be told when another copy is listed.');
    await user.click(gone.getByRole('button', { name: 'Remove from wishlist' }));
    const others = within(
      (await screen.findByRole('heading', { name: 'Your other alerts' })).closest('section')!,
    );
    expect(others.getByText('Soon Gone by Una Gone')).toBeInTheDocument();
    await user.click(others.getByRole('button', { name: 'Stop alert for Soon Gone' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your other alerts' })).not.toBeInTheDocument(),
    );
    expect((await apiRequest<unknown[]>('/api/alerts')).data).toEqual([]);
  });

  it('tells a failure in a toast', async () => {
    const { seller, productIds } = await sellerWithBooks({ book_name: 'Withdrawn Soon' });
    await signUpAs('buyer');
    await save(productIds[0]!);
    const { user } = renderApp('/mywishlist');
    const row = await rowOf('Withdrawn Soon');
    // The seller hides it meanwhile: the book cannot be watched by this buyer any more.
    await asAccount(seller, () => apiRequest(`/api/products/${productIds[0]}/hide`, { method: 'POST' }));
    await user.click(row.getByRole('button', { name: 'Tell me when another copy is listed' }));
    expect(await findToast('No such book')).toBeInTheDocument();
  });

  it('is a seller’s too: every account buys', async () => {
    await signUpAs('seller');
    renderApp('/mywishlist');
    expect(await screen.findByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
  });
});
