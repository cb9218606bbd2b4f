import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@second-shelf/shared';
import { addBook, findToast, renderApp, signUpAs } from '../../../../test/render-app.js';
import { asAnotherVisitor } from '../../../../test/visitor.js';
import { apiRequest } from '../../../lib/api-client.js';

describe('Report on a book’s page', () => {
  it('reports the book with a reason and a note', async () => {
    const productId = await asAnotherVisitor(async () => {
      await signUpAs('seller', 'Bootleg Books');
      return addBook({ book_name: 'Suspiciously Cheap Classic' });
    });
    await signUpAs('buyer');
    const { user } = renderApp(`/book/${productId}`);
    await screen.findByRole('heading', { level: 1, name: 'Suspiciously Cheap Classic' });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Suspiciously Cheap Classic' }));
    await user.click(dialog.getByRole('radio', { name: 'Counterfeit or wrong book' }));
    await user.type(dialog.getByLabelText('Note (optional)'), 'The cover is a printout');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Thank you: an admin will look at your report')).toBeInTheDocument();
  });

  it('is not offered to the book’s own seller', async () => {
    await signUpAs('seller', 'Honest Seller');
    const productId = await addBook({ book_name: 'My Own Copy' });
    renderApp(`/book/${productId}`);
    await screen.findByRole('heading', { level: 1, name: 'My Own Copy' });
    // The page knows whose book it is once the session has come (it may after the book).
    await screen.findByRole('link', { name: 'Your book: manage it in My Products' });
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('shows the blue tick beside a verified seller’s name', async () => {
    await signUpAs('buyer');
    const { data } = await apiRequest<Listing[]>('/api/categories/1');
    const verified = data.find((book) => book.seller_verified)!;
    renderApp(`/book/${verified._id}`);
    await screen.findByRole('heading', { level: 1, name: verified.book_name });
    const page = within(screen.getByRole('heading', { level: 1 }).closest('article')!);
    const seller = page.getByText('Seller:', { exact: false });
    expect(within(seller).getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(within(seller).getByRole('link', { name: verified.seller_name })).toBeInTheDocument();
  });
});
