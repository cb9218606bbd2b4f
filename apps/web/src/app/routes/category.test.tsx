import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signInAs, signUpAs } from '../../../test/render-app.js';
import { apiRequest } from '../../lib/api-client.js';
import { asAnotherVisitor } from '../../../test/visitor.js';

/** A seller lists a book in category 3, then a fresh buyer signs in. */
async function bookOnSale(name: string) {
  const seller = await signUpAs('seller', 'Sami Seller');
  const id = await addBook({
    book_name: name,
    resell_price: 8.5,
    original_price: 20,
    used: 1,
    location: 'Rajshahi',
    product_condition: 'fair',
  });
  return { seller, id };
}

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('article')!);
};

describe('Category page', () => {
  it('lists the books of the category with every field of the card and the total', async () => {
    const name = `Card Book ${Date.now()}`;
    await bookOnSale(name);
    await signUpAs('buyer');
    const { headers } = await apiRequest<unknown[]>('/api/categories/3');
    renderApp('/category/3');
    expect(await screen.findByRole('heading', { name: 'Select your preferred books' })).toBeInTheDocument();
    expect(screen.getByText(`Total: ${headers.get('x-total-count')}`)).toBeInTheDocument();
    const card = await cardOf(name);
    expect(card.getByRole('img', { name: `Cover of ${name}` })).toHaveAttribute(
      'src',
      '/images/covers/the-quiet-orchard.svg',
    );
    expect(card.getByText('fair')).toBeInTheDocument();
    expect(card.getByText(/^Posted/)).toHaveTextContent(`Posted ${new Date().toISOString().slice(0, 10)}`);
    expect(card.getByText('Seller:').parentElement).toHaveTextContent('Seller: Sami Seller');
    expect(card.getByText('Rajshahi')).toBeInTheDocument();
    expect(card.getByText('Used:').parentElement).toHaveTextContent('Used: 1 year');
    expect(card.getByText('Original price:').parentElement).toHaveTextContent('Original price: 20');
    expect(card.getByText('$8.50')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('loads more books on demand', async () => {
    await signUpAs('seller');
    for (let i = 0; i < 26; i += 1)
      await addBook({ category_id: '2', category_name: 'Comics & Fantasy', book_name: `Many ${i}` });
    await signUpAs('buyer');
    const { user } = renderApp('/category/2');
    await screen.findByRole('heading', { name: 'Many 25' });
    expect(screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: /Show more books/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Book Now' }).length).toBeGreaterThan(24),
    );
  });

  it('loads the first row of covers at once, the first one first, and the others when scrolled to', async () => {
    await signUpAs('seller');
    for (let i = 0; i < 4; i += 1) await addBook({ book_name: `Row Book ${i}` });
    await signUpAs('buyer');
    renderApp('/category/3');
    await screen.findByRole('heading', { name: 'Row Book 3' });
    const covers = screen.getAllByRole('img', { name: /^Cover of / }).slice(0, 4);
    expect(
      covers.map((cover) => [cover.getAttribute('loading'), cover.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
  });

  it('shows the not-found page for an unknown category', async () => {
    await signUpAs('buyer');
    renderApp('/category/99');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeInTheDocument();
  });
});

describe('Booking modal', () => {
  it('opens with read-only buyer and book, validates, keeps focus inside and closes with Escape or Cancel', async () => {
    const name = `Modal Book ${Date.now()}`;
    await bookOnSale(name);
    const buyer = await signUpAs('buyer', 'Bea Booker');
    const { user } = renderApp('/category/3');
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Please fill these information' }));
    expect(dialog.getByLabelText('Your name')).toHaveValue('Bea Booker');
    expect(dialog.getByLabelText('Your email')).toHaveValue(buyer.email);
    expect(dialog.getByLabelText('Book')).toHaveValue(name);
    expect(dialog.getByLabelText('Price ($)')).toHaveValue('8.50');
    for (const label of ['Your name', 'Your email', 'Book', 'Price ($)'])
      expect(dialog.getByLabelText(label)).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Meeting location')).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Meeting location is required')).toBeInTheDocument();
    expect(dialog.getByText('Phone number must be 6 to 15 digits')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Phone number'), '01a7-12');
    expect(dialog.getByLabelText('Phone number')).toHaveValue('01712');

    // Tab from the last control wraps to the first: focus stays in the dialog.
    dialog.getByRole('button', { name: 'Submit' }).focus();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('books the copy: "Booking confirmed", the modal closes and the book leaves the page', async () => {
    const name = `Booked Book ${Date.now()}`;
    await bookOnSale(name);
    await signUpAs('buyer');
    const { user } = renderApp('/category/3');
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Meeting location'), 'Library steps');
    await user.type(dialog.getByLabelText('Phone number'), '01712345678');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Booking confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument());
  });

  it('says clearly when someone else booked the copy first', async () => {
    const name = `Raced Book ${Date.now()}`;
    const { id } = await bookOnSale(name);
    const rival = await asAnotherVisitor(() => signUpAs('buyer'));
    await signUpAs('buyer');
    const { user } = renderApp('/category/3');
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Meeting location'), 'Library steps');
    await user.type(dialog.getByLabelText('Phone number'), '01712345678');

    // The rival books it from their own browser while this buyer is still typing.
    await asAnotherVisitor(async () => {
      await signInAs(rival.email, rival.password);
      await apiRequest('/api/bookings', {
        method: 'POST',
        body: { productId: id, meetingLocation: 'Cafe', phoneNumber: '0123456789' },
      });
    });

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Sorry, this book has just been booked by someone else')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument());
  });
});
