import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, DEMO_ADMIN, findToast, renderApp, signInAs, signUpAs } from '../../../test/render-app.js';
import { signedInId } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

/** The queue's row of the item (a book, or with `kind` a person) named `name`, to query inside. */
async function rowOf(name: string, kind: 'Book' | 'Person' = 'Book') {
  const links = await screen.findAllByRole('link', { name }, { timeout: 5000 });
  const row = links
    .map((link) => link.closest('tr')!)
    .find((candidate) => within(candidate).queryByText(kind, { selector: 'p' }) !== null);
  if (!row) throw new Error(`no ${kind} row for ${name}`);
  return within(row);
}

/** A new seller's book, reported by a new buyer for `reason` (with a note); the seller's name and id. */
async function reportedBook(bookName: string, reason: string, note?: string) {
  const seller = await asAnotherVisitor(async () => {
    const account = await signUpAs('seller', `Seller of ${bookName}`);
    const productId = await addBook({
      book_name: bookName,
      category_id: '3',
      category_name: 'Literary Fiction',
    });
    return { ...account, id: await signedInId(), productId };
  });
  await asAnotherVisitor(async () => {
    await signUpAs('buyer');
    await apiRequest('/api/reports', {
      method: 'POST',
      body: { kind: 'book', productId: seller.productId, reason, ...(note ? { note } : {}) },
    });
  });
  return seller;
}

describe('Reported Items', () => {
  it('shows each reported item with its reasons, their counts and the notes', async () => {
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    renderApp('/reporteditems');
    expect(await screen.findByRole('heading', { name: 'Reported Items' })).toBeInTheDocument();
    expect(document.title).toBe('Reported Items · Second Shelf');
    const book = await rowOf('Letters to a Young Teacher');
    expect(book.getByText('Book')).toBeInTheDocument();
    const reasons = within(book.getByRole('list', { name: 'Reasons' }));
    expect(reasons.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Counterfeit or wrong book × 1',
      'Spam × 1',
    ]);
    expect(book.getByText('2 reports')).toBeInTheDocument();
    expect(
      book.getByText('“The photos show a different edition from the one described.”'),
    ).toBeInTheDocument();
    expect(book.getByRole('link', { name: "Tom's Corner Books" })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\//),
    );
    expect(
      book.getByRole('button', { name: 'Remove listing Letters to a Young Teacher' }),
    ).toBeInTheDocument();

    const person = await rowOf("Tom's Corner Books", 'Person');
    expect(person.getByText('Person')).toBeInTheDocument();
    expect(person.getByText('Scam × 1')).toBeInTheDocument();
    expect(person.getByText('1 report')).toBeInTheDocument();
    expect(person.queryByRole('button', { name: /^Remove listing/ })).not.toBeInTheDocument();
    expect(person.getByRole('button', { name: "Delete account Tom's Corner Books" })).toBeInTheDocument();
  });

  it('removes a listing after asking: it leaves the queue and the category page', async () => {
    await reportedBook('The Forged Folio', 'counterfeit', 'A photocopy');
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user, router } = renderApp('/reporteditems');
    const row = await rowOf('The Forged Folio');
    expect(row.getByText('Counterfeit or wrong book × 1')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Remove listing The Forged Folio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove "The Forged Folio"?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove listing' }));
    expect(await findToast('"The Forged Folio" is removed, and its seller told')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'The Forged Folio' })).not.toBeInTheDocument(),
    );

    await router.navigate('/category/3');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('heading', { name: 'The Forged Folio' })).not.toBeInTheDocument();
  });

  it('dismisses an item’s reports after asking; the book stays on sale', async () => {
    await reportedBook('The Innocent Index', 'spam');
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/reporteditems');
    const row = await rowOf('The Innocent Index');
    await user.click(row.getByRole('button', { name: 'Dismiss reports of The Innocent Index' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Dismiss the reports of The Innocent Index?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect(await findToast('The reports of "The Innocent Index" are dismissed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'The Innocent Index' })).not.toBeInTheDocument(),
    );
    const { data } = await apiRequest<{ book_name: string }[]>('/api/search?q=Innocent%20Index');
    expect(data.map((book) => book.book_name)).toEqual(['The Innocent Index']);
  });

  it('deletes the account behind an item after asking, as the admin lists do', async () => {
    const seller = await reportedBook('The Last Straw', 'scam', 'Took the money and ran');
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/reporteditems');
    const row = await rowOf('The Last Straw');
    await user.click(row.getByRole('button', { name: `Delete account ${seller.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Delete ${seller.name}?` }));
    expect(dialog.getByText(new RegExp(seller.email))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'DELETE' }));
    expect(await findToast(`${seller.name}'s account is deleted`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'The Last Straw' })).not.toBeInTheDocument(),
    );
    const deleted = await apiRequest(`/api/profiles/${seller.id}`).catch((error: unknown) => error);
    expect(deleted).toMatchObject({ status: 404 });
  });

  it('is for admins only', async () => {
    await signUpAs('buyer');
    renderApp('/reporteditems');
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your account' }),
    ).toBeInTheDocument();
  });
});
