import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, bookOnSale, cardOf, renderApp, signUpAs } from '../../../test/render-app.js';
import { actAs, bookCopy, signedInId } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

describe('Category page', () => {
  it('lists the books of the category with every field of the card and the total', async () => {
    const name = `Card Book ${Date.now()}`;
    await bookOnSale(name);
    await signUpAs('buyer');
    const { headers } = await apiRequest<unknown[]>('/api/categories/3');
    renderApp('/category/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Literary Fiction' })).toBeInTheDocument();
    expect(screen.getByText(`${headers.get('x-total-count')} books`)).toBeInTheDocument();
    expect(document.title).toBe('Literary Fiction · Second Shelf');
    const card = await cardOf(name);
    expect(card.getByRole('img', { name: `Cover of ${name}` })).toHaveAttribute(
      'src',
      '/images/covers/the-quiet-orchard.svg',
    );
    expect(card.getByText('fair')).toBeInTheDocument();
    expect(card.getByText(/^Posted/)).toHaveTextContent(`Posted ${new Date().toISOString().slice(0, 10)}`);
    expect(card.getByText('Seller:').parentElement).toHaveTextContent('Seller: Sami Seller');
    expect(card.getByRole('link', { name: 'Sami Seller' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/./),
    );
    // No reviews yet: no rating beside the name.
    expect(card.queryByText(/rated/)).not.toBeInTheDocument();
    expect(card.getByText('Rajshahi')).toBeInTheDocument();
    expect(card.getByText('Used:').parentElement).toHaveTextContent('Used: 1 year');
    expect(card.getByText('Original price:').parentElement).toHaveTextContent('Original price: $20.00');
    expect(card.getByText('$8.50')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('shows a copy’s condition notes on the card, and no original price or years the seller left out', async () => {
    const name = `Noted Card ${Date.now()}`;
    await asAnotherVisitor(async () => {
      await signUpAs('seller');
      await addBook({
        book_name: name,
        original_price: undefined,
        used: undefined,
        condition_notes: ['spine_creases', 'ex_library'],
      });
    });
    renderApp('/category/3');
    const card = await cardOf(name);
    expect(card.getByText('Condition notes:').parentElement).toHaveTextContent(
      'Condition notes: Spine creases · Ex-library',
    );
    expect(card.queryByText('Used:')).not.toBeInTheDocument();
    expect(card.queryByText('Original price:')).not.toBeInTheDocument();
  });

  it('shows the seller’s rating beside their name, linked to their profile', async () => {
    const { seller, sellerId, productIds } = await asAnotherVisitor(async () => {
      const account = await signUpAs('seller', 'Rated Seller');
      const ids = [await addBook({ book_name: 'Reviewed Sale' }), await addBook({ book_name: 'Next Copy' })];
      return { seller: account, sellerId: await signedInId(), productIds: ids };
    });
    await signUpAs('buyer');
    const bookingId = await bookCopy(productIds[0]!);
    await actAs(seller, bookingId, 'accept');
    await actAs(seller, bookingId, 'complete');
    await apiRequest(`/api/bookings/${bookingId}/review`, {
      method: 'POST',
      body: { rating: 4, comment: 'As described' },
    });
    renderApp('/category/3');
    const card = await cardOf('Next Copy');
    expect(card.getByRole('link', { name: 'Rated Seller' })).toHaveAttribute('href', `/users/${sellerId}`);
    expect(card.getByText('★ 4.0 (1)')).toHaveAttribute('aria-hidden', 'true');
    expect(card.getByText('rated 4.0 out of 5 from 1 review')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reviewed Sale' })).not.toBeInTheDocument();
  });

  it('offers a seller Book Now on other people’s books, never on their own', async () => {
    await bookOnSale('Another Seller’s Book');
    await signUpAs('seller');
    await addBook({ book_name: 'My Own Listing' });
    renderApp('/category/3');
    const own = await cardOf('My Own Listing');
    expect(own.getByText('Your book')).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    const other = await cardOf('Another Seller’s Book');
    expect(other.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
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

  it('shows a visitor the books; Book Now and the heart ask them to sign in, saying why', async () => {
    const name = `Visitor Book ${Date.now()}`;
    await asAnotherVisitor(() => bookOnSale(name));
    const { user, router } = renderApp('/category/3');
    const card = await cardOf(name);
    await user.click(card.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(`Sign in to book ${name}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      (router.state.location.state as { from: { pathname: string; search: string } }).from,
    ).toMatchObject({
      pathname: expect.stringMatching(/^\/book\/./),
      search: '?intent=book',
    });
    await router.navigate('/category/3');
    const again = await cardOf(name);
    await user.click(await again.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText(`Sign in to save ${name} to your wishlist`)).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown category', async () => {
    await signUpAs('buyer');
    renderApp('/category/99');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeInTheDocument();
  });
});
