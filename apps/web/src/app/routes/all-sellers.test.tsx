import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addBook,
  cardOf,
  DEMO_ADMIN,
  findToast,
  renderApp,
  signInAs,
  signUpAs,
} from '../../../test/render-app.js';
import { signedInId } from '../../../test/deals.js';
import { asAnotherVisitor } from '../../../test/visitor.js';

const rowsText = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('All Sellers', () => {
  it('lists only sellers, each with VERIFY (or, once verified, Remove verification), DELETE and their profile', async () => {
    const seller = await asAnotherVisitor(() => signUpAs('seller', 'Verifiable Seller'));
    const buyer = await asAnotherVisitor(() => signUpAs('buyer'));
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    renderApp('/allsellers');
    expect(await screen.findByRole('heading', { name: 'All Sellers' })).toBeInTheDocument();
    expect(document.title).toBe('All Sellers · Second Shelf');
    await screen.findAllByText(seller.email);
    expect(screen.queryAllByText(buyer.email)).toEqual([]);
    expect(
      rowsText().every(
        (row) => (row.includes('VERIFY') || row.includes('Remove verification')) && row.includes('DELETE'),
      ),
    ).toBe(true);
    // The demo seller is verified: the tick beside her name, and the way to take it back.
    const demoSeller = within(screen.getByRole('cell', { name: 'seller@example.com' }).closest('tr')!);
    expect(demoSeller.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(
      demoSeller.getByRole('button', { name: 'Remove verification of Nadia Rahman' }),
    ).toBeInTheDocument();
    const row = within(screen.getByRole('cell', { name: seller.email }).closest('tr')!);
    expect(row.getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/[^/]+$/),
    );
  });

  it('verifies a seller after asking, and takes it back: the tick shows on their book cards', async () => {
    const { seller, sellerId } = await asAnotherVisitor(async () => {
      const account = await signUpAs('seller', 'Tick Candidate');
      await addBook({
        book_name: 'A Book by the Candidate',
        category_id: '3',
        category_name: 'Literary Fiction',
      });
      return { seller: account, sellerId: await signedInId() };
    });
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user, router } = renderApp('/allsellers');
    const row = within((await screen.findByRole('cell', { name: seller.email })).closest('tr')!);
    expect(row.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();

    // Asked first: keeping it changes nothing.
    await user.click(row.getByRole('button', { name: 'VERIFY' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Verify Tick Candidate?' }));
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(row.getByRole('button', { name: 'VERIFY' })).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'VERIFY' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Verify Tick Candidate?' })).getByRole('button', {
        name: 'VERIFY',
      }),
    );
    expect(await findToast('Tick Candidate is now a verified seller')).toBeInTheDocument();
    expect(await row.findByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'VERIFY' })).not.toBeInTheDocument();

    await router.navigate('/category/3');
    const card = await cardOf('A Book by the Candidate');
    expect(card.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    await router.navigate(`/users/${sellerId}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /Tick Candidate/ });
    expect(within(heading).getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();

    await router.navigate('/allsellers');
    const again = within((await screen.findByRole('cell', { name: seller.email })).closest('tr')!);
    await user.click(again.getByRole('button', { name: 'Remove verification of Tick Candidate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: "Remove Tick Candidate's verification?" })).getByRole(
        'button',
        { name: 'Remove verification' },
      ),
    );
    expect(await findToast('Tick Candidate is no longer verified')).toBeInTheDocument();
    expect(await again.findByRole('button', { name: 'VERIFY' })).toBeInTheDocument();
    await router.navigate('/category/3');
    // The page kept from before shows at once, then the one read again.
    await waitFor(async () =>
      expect(
        (await cardOf('A Book by the Candidate')).queryByRole('img', { name: 'Verified seller' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('deletes a seller: the spec’s message, and the seller leaves the list at once', async () => {
    const seller = await asAnotherVisitor(() => signUpAs('seller', 'Departing Seller'));
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/allsellers');
    await screen.findByText(seller.email);
    const count = Number(screen.getByRole('heading', { name: 'All Sellers' }).nextSibling?.textContent);
    await user.click(screen.getByRole('button', { name: 'Delete Departing Seller' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Departing Seller?' })).getByRole('button', {
        name: 'DELETE',
      }),
    );
    expect(await findToast("Departing Seller's account is deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(seller.email)).not.toBeInTheDocument());
    expect(screen.getByText(String(count - 1))).toBeInTheDocument();
  });
});
