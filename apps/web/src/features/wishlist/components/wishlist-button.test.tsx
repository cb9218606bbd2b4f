import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addBook, bookOnSale, cardOf, findToast, renderApp, signUpAs } from '../../../../test/render-app.js';
import { asAccount } from '../../../../test/deals.js';
import { apiRequest } from '../../../lib/api-client.js';

const savedIds = async () =>
  (await apiRequest<{ productIds: string[] }>('/api/wishlist/ids')).data.productIds;

describe('the heart on a book card', () => {
  it('saves the book and takes it off again, every heart of the page reading one list', async () => {
    const { id } = await bookOnSale('Hearted Book');
    await bookOnSale('Other Hearted Book');
    await signUpAs('buyer');
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp('/category/3');
    const card = await cardOf('Hearted Book');
    const heart = await card.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(
      (await cardOf('Other Hearted Book')).getByRole('button', { name: 'Add to wishlist' }),
    ).toBeEnabled();
    const idsRequests = () =>
      fetched.mock.calls.filter(([input]) => String(input).endsWith('/api/wishlist/ids')).length;
    expect(idsRequests()).toBe(1);

    await user.click(heart);
    expect(heart).toHaveAccessibleName('Remove from wishlist');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await savedIds()).toEqual([id]));

    await user.click(heart);
    expect(heart).toHaveAccessibleName('Add to wishlist');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () => expect(await savedIds()).toEqual([]));
  });

  it('shows a book saved before as saved', async () => {
    const { id } = await bookOnSale('Saved Before');
    await signUpAs('buyer');
    await apiRequest(`/api/wishlist/${id}`, { method: 'PUT' });
    renderApp('/category/3');
    const card = await cardOf('Saved Before');
    const heart = await card.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('empties again and says why when the server refuses', async () => {
    const { seller, id } = await bookOnSale('Hidden Meanwhile');
    await signUpAs('buyer');
    const { user } = renderApp('/category/3');
    const heart = await (await cardOf('Hidden Meanwhile')).findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    await asAccount(seller, () => apiRequest(`/api/products/${id}/hide`, { method: 'POST' }));
    await user.click(heart);
    expect(await findToast('No such book')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(heart).toHaveAccessibleName('Add to wishlist');
    expect(await savedIds()).toEqual([]);
  });

  it('is on other people’s books for a seller, never on their own', async () => {
    await bookOnSale('Another Seller’s Heart');
    await signUpAs('seller');
    await addBook({ book_name: 'A Seller’s Own' });
    renderApp('/category/3');
    const other = await cardOf('Another Seller’s Heart');
    expect(await other.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    const own = await cardOf('A Seller’s Own');
    expect(own.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });

  it('is on search results too', async () => {
    await bookOnSale('Searched Heart');
    await signUpAs('buyer');
    const { user } = renderApp('/search?q=searched%20heart');
    const heart = await (await cardOf('Searched Heart')).findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});
