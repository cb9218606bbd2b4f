import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, findToast, renderApp, signInAs, signUpAs } from '../../../test/render-app.js';
import { asAnotherVisitor } from '../../../test/visitor.js';

const rowsText = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('All Buyers and All Sellers', () => {
  it('lists only buyers, on the table and the phone cards, and deletes one after confirming', async () => {
    const buyer = await asAnotherVisitor(() => signUpAs('buyer', 'Doomed Buyer'));
    const seller = await asAnotherVisitor(() => signUpAs('seller', 'Listed Seller'));
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/allbuyers');
    expect(await screen.findByRole('heading', { name: 'All Buyers' })).toBeInTheDocument();
    await screen.findAllByText(buyer.email);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Name', 'Email', 'More Option', 'Actions']);
    // Sellers appear on neither layout.
    expect(screen.queryAllByText(seller.email)).toEqual([]);
    expect(screen.getAllByText(buyer.email)).toHaveLength(2);
    expect(rowsText().every((row) => !row.includes('VERIFY'))).toBe(true);

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Delete Doomed Buyer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Doomed Buyer?' }));
    await user.click(dialog.getByRole('button', { name: 'DELETE' }));
    expect(await findToast('Buyers deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(buyer.email)).toEqual([]));
  });

  it('lists only sellers with VERIFY and DELETE, and never offers to delete yourself', async () => {
    const seller = await asAnotherVisitor(() => signUpAs('seller', 'Verifiable Seller'));
    const buyer = await asAnotherVisitor(() => signUpAs('buyer'));
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/allsellers');
    expect(await screen.findByRole('heading', { name: 'All Sellers' })).toBeInTheDocument();
    await screen.findAllByText(seller.email);
    expect(screen.queryAllByText(buyer.email)).toEqual([]);
    expect(rowsText().every((row) => row.includes('VERIFY') && row.includes('DELETE'))).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'VERIFY' })[0]!);
    expect(await findToast(/verification is coming soon/)).toBeInTheDocument();
  });

  it('shows the admin as "This is you" instead of a delete button', async () => {
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    renderApp('/allbuyers');
    const own = await screen.findAllByText(DEMO_ADMIN.email);
    const row = own[0]!.closest('tr')!;
    expect(within(row).getByText('This is you')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
