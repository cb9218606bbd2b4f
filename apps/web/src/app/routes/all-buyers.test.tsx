import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, findToast, renderApp, signInAs, signUpAs } from '../../../test/render-app.js';
import { asAnotherVisitor } from '../../../test/visitor.js';

const rowsText = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('All Buyers', () => {
  it('lists everyone (every account buys), each once, sellers marked, and deletes one after confirming', async () => {
    const buyer = await asAnotherVisitor(() => signUpAs('buyer', 'Doomed Buyer'));
    const seller = await asAnotherVisitor(() => signUpAs('seller', 'Listed Seller'));
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/allbuyers');
    expect(await screen.findByRole('heading', { name: 'All Buyers' })).toBeInTheDocument();
    expect(document.title).toBe('All Buyers · Second Shelf');
    await screen.findAllByText(buyer.email);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Name', 'Email', 'More options', 'Actions']);
    // Sellers buy too: listed once, marked as selling.
    await screen.findAllByText(seller.email);
    expect(screen.getAllByText(seller.email)).toHaveLength(1);
    expect(rowsText().find((row) => row.includes(seller.email))).toContain('sells');
    expect(rowsText().find((row) => row.includes(buyer.email))).not.toContain('sells');
    expect(screen.getAllByText(buyer.email)).toHaveLength(1);
    expect(rowsText().every((row) => !row.includes('VERIFY'))).toBe(true);

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Delete Doomed Buyer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Doomed Buyer?' }));
    await user.click(dialog.getByRole('button', { name: 'DELETE' }));
    expect(await findToast("Doomed Buyer's account is deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(buyer.email)).toEqual([]));
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
