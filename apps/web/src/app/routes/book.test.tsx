import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@second-shelf/shared';
import {
  addBook,
  bookOnSale,
  cardOf,
  findToast,
  renderApp,
  signUpAs,
  waitForPath,
} from '../../../test/render-app.js';
import { bookCopy, signedInId } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

/** The field named `term` of the book the page is about (not of the cards below it). */
const detail = (term: string) =>
  within(screen.getByRole('heading', { level: 1 }).closest('article')!).getByText(term, { selector: 'dt' })
    .nextElementSibling;

describe("A book's page", () => {
  it('opens from a card: every photo, every field, the seller, and Book Now, which books the copy', async () => {
    await signUpAs('buyer');
    const { user, router } = renderApp('/category/1');
    // The demo's The Salt Road: two photos, an ISBN and a description of two lines.
    const card = await cardOf('The Salt Road');
    await user.click(card.getByRole('link', { name: 'The Salt Road' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Salt Road' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/book\/[0-9a-f-]{36}$/);
    expect(document.title).toBe('The Salt Road · Second Shelf');
    expect(screen.getByText('by Ines Okafor')).toBeInTheDocument();
    expect(screen.getByText('State:').parentElement).toHaveTextContent('State: On sale');

    // Every photo: the cover large, in the widths the screen may need, and a button for each.
    const large = screen.getByRole('img', { name: 'Cover of The Salt Road' });
    expect(large).toHaveAttribute('srcset', expect.stringMatching(/320\.webp 320w, .*640w, .*1280w$/));
    expect(large).toHaveAttribute('sizes', '(max-width: 351px) calc(100vw - 2rem), 320px');
    expect(large).toHaveAttribute('width', '320');
    expect(large).toHaveAttribute('height', '480');
    const photos = within(screen.getByRole('list', { name: 'Photos of The Salt Road' }));
    const second = photos.getByRole('button', { name: 'Show photo 2 of 2' });
    expect(photos.getByRole('button', { name: 'Show photo 1 of 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 of The Salt Road' })).not.toHaveAttribute(
      'src',
      large.getAttribute('src'),
    );

    expect(detail('Condition')).toHaveTextContent('good');
    expect(detail('Format')).toHaveTextContent('Paperback');
    expect(detail('Language')).toHaveTextContent('English');
    expect(detail('ISBN')).toHaveTextContent('9780306406157');
    expect(within(detail('Category') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/category/1',
    );
    expect(detail('Location')).toHaveTextContent('Dhaka, Dhanmondi');
    expect(detail('Used')).toHaveTextContent('2 years');
    expect(detail('Original price')).toHaveTextContent('$24.00');
    expect(detail('Resell price')).toHaveTextContent('$11.00');
    expect(detail('Posted')?.querySelector('time')).toHaveAttribute(
      'datetime',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
    // Plain text, its line breaks kept.
    const description = screen.getByText(/A caravan crosses the desert/);
    expect(description.textContent).toMatch(/nobody will name\.\nPaperback, spine uncreased/);
    expect(description).toHaveClass('whitespace-pre-line');
    const book = within(screen.getByRole('heading', { level: 1 }).closest('article')!);
    expect(book.getByText('Seller:').parentElement).toHaveTextContent('Seller: Nadia Rahman');
    expect(book.getByRole('link', { name: 'Nadia Rahman' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/./),
    );

    // The seller's other books on sale, as cards whose titles open their own pages.
    const more = within(screen.getByRole('region', { name: 'More from Nadia Rahman' }));
    expect(more.queryByRole('heading', { name: 'The Salt Road' })).not.toBeInTheDocument();
    expect(more.getByRole('link', { name: 'The Quiet Orchard' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/book\//),
    );

    // A buyer's heart on the book, and on each of the seller's other books.
    const heart = await book.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect((await more.findAllByRole('button', { name: 'Add to wishlist' })).length).toBeGreaterThan(0);
    await user.click(heart);
    expect(await book.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(book.getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Meeting location'), 'Library steps');
    await user.type(dialog.getByLabelText('Phone number'), '+880 1712-345678');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Booking confirmed')).toBeInTheDocument();
    const sent = within(await screen.findByRole('dialog', { name: 'Request sent' }));
    const bookingPage = sent.getByRole('link', { name: 'View booking' }).getAttribute('href');
    await user.click(sent.getByRole('button', { name: 'Done' }));
    // The page is read again: the copy is booked, by this buyer, who finds their booking here.
    await waitFor(() => expect(screen.getByText('State:').parentElement).toHaveTextContent('State: Booked'));
    expect(book.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(await book.findByText('Requested')).toBeInTheDocument();
    expect(book.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', bookingPage);
  });

  it("shows a picture by address alone, and a seller's own listing (even hidden) with a way to manage it", async () => {
    await signUpAs('seller', 'Own Seller');
    const id = await addBook({ book_name: 'Kept By Its Seller', description: '' });
    await apiRequest(`/api/products/${id}/hide`, { method: 'POST' });
    renderApp(`/book/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kept By Its Seller' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Kept By Its Seller' })).toHaveAttribute(
      'src',
      '/images/covers/the-quiet-orchard.svg',
    );
    expect(screen.queryByRole('list', { name: /^Photos of/ })).not.toBeInTheDocument();
    expect(screen.getByText('State:').parentElement).toHaveTextContent('Hidden: buyers do not see it');
    // Its owner is known once the session has arrived, which may be after the book.
    expect(await screen.findByRole('link', { name: 'Your book: manage it in My Products' })).toHaveAttribute(
      'href',
      '/myproducts',
    );
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(detail('ISBN')).toHaveTextContent('Not given');
    expect(screen.queryByRole('heading', { name: 'About this copy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^More from/ })).not.toBeInTheDocument();
  });

  it('lets another seller book it: every account buys', async () => {
    const { id } = await bookOnSale('For Every Reader');
    await signUpAs('seller');
    renderApp(`/book/${id}`);
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it('shows the not-found screen for a book that is not there or hidden from the viewer', async () => {
    const hidden = await asAnotherVisitor(async () => {
      await signUpAs('seller');
      const id = await addBook({ book_name: 'Hidden From Others' });
      await apiRequest(`/api/products/${id}/hide`, { method: 'POST' });
      return id;
    });
    await signUpAs('buyer');
    for (const id of ['no-such-book', hidden]) {
      const { unmount } = renderApp(`/book/${id}`);
      expect(
        await screen.findByRole('heading', {
          name: "Looks like you've found the doorway to the great nothing",
        }),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('shows a visitor the book, and asks them to sign in to book it: back on the book, the form is open', async () => {
    const { id } = await asAnotherVisitor(() => bookOnSale('Worth Signing In For'));
    const buyer = await asAnotherVisitor(() => signUpAs('buyer'));
    const { user, router } = renderApp(`/book/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Worth Signing In For' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitForPath(router, '/login');
    expect(await screen.findByText('Sign in to book Worth Signing In For')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), buyer.email);
    await user.type(screen.getByLabelText('Password'), buyer.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Request this book' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/book/${id}`);
    // The address no longer asks for it: going back or reloading does not open it again.
    expect(router.state.location.search).toBe('');
  });

  it('asks a visitor to sign in to report a book, then opens the Report form', async () => {
    const { id } = await asAnotherVisitor(() => bookOnSale('Worth Reporting'));
    const buyer = await asAnotherVisitor(() => signUpAs('buyer'));
    const { user, router } = renderApp(`/book/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Sign in to report Worth Reporting')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), buyer.email);
    await user.type(screen.getByLabelText('Password'), buyer.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: /Report/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/book/${id}`);
  });

  it('does not act on an intent in a link from elsewhere: a signed-in buyer is not made to save a book', async () => {
    const { id } = await asAnotherVisitor(() => bookOnSale('Linked From Elsewhere'));
    await signUpAs('buyer');
    renderApp(`/book/${id}?intent=save`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linked From Elsewhere' }),
    ).toBeInTheDocument();
    const [heart] = await screen.findAllByRole('button', { name: 'Add to wishlist' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    const { data: saved } = await apiRequest<{ _id: string }[]>('/api/wishlist');
    expect(saved.map((item) => item._id)).not.toContain(id);
  });

  it("lists at most a few of the seller's other books, not the ones booked", async () => {
    const { sellerId, ids } = await asAnotherVisitor(async () => {
      await signUpAs('seller', 'Prolific Seller');
      const listed: string[] = [];
      for (let i = 0; i < 8; i += 1) listed.push(await addBook({ book_name: `Shelf ${i}` }));
      return { sellerId: await signedInId(), ids: listed };
    });
    await signUpAs('buyer');
    await bookCopy(ids[7]!);
    const { data } = await apiRequest<{ more_from_seller: Listing[] }>(`/api/products/${ids[0]}`);
    expect(data.more_from_seller.every((book) => book.seller_id === sellerId)).toBe(true);
    renderApp(`/book/${ids[0]}`);
    const more = within(await screen.findByRole('region', { name: 'More from Prolific Seller' }));
    expect(more.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(
      ['Shelf 6', 'Shelf 5', 'Shelf 4', 'Shelf 3', 'Shelf 2', 'Shelf 1'],
    );
  });
});
