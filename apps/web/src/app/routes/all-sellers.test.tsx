import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, findToast, renderApp, signInAs, signUpAs } from '../../../test/render-app.js';
import { asAnotherVisitor } from '../../../test/visitor.js';

const rowsText = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('All Sellers', () => {
  it('lists only sellers with VERIFY and DELETE', async () => {
    const seller = await asAnotherVisitor(() => signUpAs('seller', 'Verifiable Seller'));
    const buyer = await asAnotherVisitor(() => signUpAs('buyer'));
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/allsellers');
    expect(await screen.findByRole('heading', { name: 'All Sellers' })).toBeInTheDocument();
    expect(document.title).toBe('All Sellers · Second Shelf');
    await screen.findAllByText(seller.email);
    expect(screen.queryAllByText(buyer.email)).toEqual([]);
    expect(rowsText().every((row) => row.includes('VERIFY') && row.includes('DELETE'))).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'VERIFY' })[0]!);
    expect(await findToast(/verification is coming soon/)).toBeInTheDocument();
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
    expect(await findToast('Buyers deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(seller.email)).not.toBeInTheDocument());
    expect(screen.getByText(String(count - 1))).toBeInTheDocument();
  });
});
