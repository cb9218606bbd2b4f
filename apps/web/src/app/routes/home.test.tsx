import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdvertisedBook } from '@second-shelf/shared';
import { renderApp, signInAs, signUpAs } from '../../../test/render-app.js';
import { bookCopy } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

const advertised = async () => (await apiRequest<AdvertisedBook[]>('/api/advertised')).data;

describe('Home', () => {
  it('shows the hero, the categories from the server and how it works', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'All kinds of books' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Book categories 3' })).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Book categories 3' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/category/1',
      '/category/2',
      '/category/3',
    ]);
    expect(cards.map((card) => card.textContent)).toEqual([
      'Special collectionAction & Adventure',
      'Special collectionComics & Fantasy',
      'Special collectionLiterary Fiction',
    ]);
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    for (const step of ['Sign up for an account', 'Choose your books', 'Meet and pay']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });

  it('shows the advertised books to a visitor, each card opening the book', async () => {
    const books = await advertised();
    // The demo's three, the latest promotion first.
    expect(books.map((book) => book.book_name)).toEqual([
      'North of the River',
      'The Glass Familiar',
      'A House by the Estuary',
    ]);
    const { user, router } = renderApp('/');
    const section = await screen.findByRole('region', { name: 'Advertised Items' });
    const cards = within(section).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(books.map((book) => `/book/${book._id}`));
    expect(cards[0]).toHaveTextContent('Action & AdventureNorth of the Riverby Paul Haddad$9.50');
    // The cover a card shows is the uploaded photo in its smallest width.
    expect(within(cards[0]!).getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/photos\/[0-9a-f-]{36}\/320\.webp$/),
    );

    await user.click(cards[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Glass Familiar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/book/${books[1]!._id}`);
  });

  it('links a signed-in person straight to the books, leaves out one just booked, and shows no section without any', async () => {
    await signUpAs('buyer');
    const [first, ...others] = await advertised();
    await bookCopy(first!._id);
    const { unmount } = renderApp('/');
    const section = await screen.findByRole('region', { name: 'Advertised Items' });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('link')
          .map((card) => card.getAttribute('href')),
      ).toEqual(others.map((book) => `/book/${book._id}`)),
    );
    unmount();

    // Their sellers stop advertising the others: the home page has no Advertised Items at all.
    const sellers: Record<string, [string, string]> = {
      'The Glass Familiar': ['seller2@example.com', 'shelf-seller-2'],
      'A House by the Estuary': ['seller@example.com', 'shelf-seller-1'],
    };
    for (const book of others) {
      await asAnotherVisitor(async () => {
        await signInAs(...sellers[book.book_name]!);
        await apiRequest(`/api/products/${book._id}/advertise`, { method: 'DELETE' });
      });
    }
    expect(await advertised()).toEqual([]);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Book categories 3' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Advertised Items' })).not.toBeInTheDocument();
  });
});
