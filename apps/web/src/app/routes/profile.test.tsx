import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, renderApp, signUpAs } from '../../../test/render-app.js';
import { actAs, bookCopy, signedInId } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Profile', () => {
  it('shows the name, member since, books on sale, the rating and the reviews', async () => {
    const { seller, sellerId, productIds } = await asAnotherVisitor(async () => {
      const account = await signUpAs('seller', 'Pia Profile');
      const ids = [await addBook({ book_name: 'Sold Once' }), await addBook({ book_name: 'On Sale' })];
      return { seller: account, sellerId: await signedInId(), productIds: ids };
    });
    await signUpAs('buyer', 'Rina Reader');
    const bookingId = await bookCopy(productIds[0]!);
    await actAs(seller, bookingId, 'accept');
    await actAs(seller, bookingId, 'complete');
    await apiRequest(`/api/bookings/${bookingId}/review`, {
      method: 'POST',
      body: { rating: 5, comment: 'Friendly and on time' },
    });

    renderApp(`/users/${sellerId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pia Profile' })).toBeInTheDocument();
    expect(document.title).toBe('Pia Profile · Second Shelf');
    const year = String(new Date().getFullYear());
    expect(fact('Member since')).toHaveTextContent(year);
    expect(fact('Books on sale')).toHaveTextContent('1');
    expect(fact('Rating')).toHaveTextContent(/5 out of 5/);
    expect(fact('Rating')).toHaveTextContent(/1 review/);
    const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
    expect(reviews.getByRole('link', { name: 'Rina Reader' })).toBeInTheDocument();
    expect(reviews.getByText('Friendly and on time')).toBeInTheDocument();
  });

  it('says when nobody has reviewed the person yet', async () => {
    const buyerId = await asAnotherVisitor(async () => {
      await signUpAs('buyer', 'Nova Newcomer');
      return signedInId();
    });
    await signUpAs('seller');
    renderApp(`/users/${buyerId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Newcomer' })).toBeInTheDocument();
    expect(fact('Rating')).toHaveTextContent('No reviews yet');
    expect(screen.getByText('Nobody has reviewed Nova Newcomer yet.')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown person', async () => {
    await signUpAs('buyer');
    renderApp('/users/no-such-person');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeInTheDocument();
  });
});
