import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';
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

  it('reports another person with a reason and an optional note, once; one’s own profile has no Report', async () => {
    const sellerId = await asAnotherVisitor(async () => {
      await signUpAs('seller', 'Shady Seller');
      return signedInId();
    });
    await signUpAs('buyer', 'Careful Buyer');
    const { user, router } = renderApp(`/users/${sellerId}`);
    await screen.findByRole('heading', { level: 1, name: 'Shady Seller' });

    await user.click(await screen.findByRole('button', { name: 'Report' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Report Shady Seller' }));
    expect(
      within(dialog.getByRole('radiogroup', { name: 'Reason' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Counterfeit or wrong book', 'Offensive', 'Spam', 'Scam', 'Other']);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose a reason');
    await user.click(dialog.getByRole('radio', { name: 'Scam' }));
    await user.type(dialog.getByLabelText('Note (optional)'), 'Asked for the money up front');
    expect(dialog.getByText('28 of 500 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Thank you: an admin will look at your report')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Once per person: the second time, the server's reason.
    await user.click(screen.getByRole('button', { name: 'Report' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Report Shady Seller' }));
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('You have already reported this person')).toBeInTheDocument();

    await router.navigate(`/users/${await signedInId()}`);
    await screen.findByRole('heading', { level: 1, name: 'Careful Buyer' });
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
