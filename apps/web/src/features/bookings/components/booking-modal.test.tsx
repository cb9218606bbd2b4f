import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookOnSale, cardOf, findToast, renderApp, signInAs, signUpAs } from '../../../../test/render-app.js';
import { apiRequest } from '../../../lib/api-client.js';
import { asAnotherVisitor } from '../../../../test/visitor.js';

describe('Booking modal', () => {
  it('opens with the buyer and the book said in a line, validates, keeps focus inside and closes with Escape or Cancel', async () => {
    const name = `Modal Book ${Date.now()}`;
    await bookOnSale(name);
    const buyer = await signUpAs('buyer', 'Bea Booker');
    const { user } = renderApp('/category/3');
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request this book' }));
    expect(
      within(dialog.getByRole('list', { name: 'Stay safe' }))
        .getAllByRole('listitem')
        .map((tip) => tip.textContent),
    ).toEqual([
      'Meet in a public, busy place.',
      'Check the book before you pay.',
      'Never pay in advance outside the app.',
    ]);
    // Who asks and for what, as text: the only fields are the two to fill.
    expect(dialog.getByText(name).parentElement).toHaveTextContent(`${name} by Test Author · $8.50`);
    expect(dialog.getByText(`For Bea Booker (${buyer.email})`)).toBeInTheDocument();
    expect(dialog.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'meetingLocation',
      'phoneNumber',
    ]);
    expect(dialog.getByLabelText('Meeting location')).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Meeting location is required')).toBeInTheDocument();
    expect(dialog.getByText('Phone number must be 6 to 15 digits')).toBeInTheDocument();

    // Digits, spaces, dashes, brackets and a leading + are kept as typed; anything else is dropped.
    await user.type(dialog.getByLabelText('Phone number'), '+01a7-12');
    expect(dialog.getByLabelText('Phone number')).toHaveValue('+017-12');

    // Tab from the last control wraps to the first: focus stays in the dialog.
    dialog.getByRole('button', { name: 'Submit' }).focus();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('books the copy: "Request sent" with the seller’s time to answer and View booking, and the book leaves the page', async () => {
    const name = `Booked Book ${Date.now()}`;
    await bookOnSale(name);
    const buyer = await signUpAs('buyer');
    const { user } = renderApp('/category/3');
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Meeting location'), 'Library steps');
    await user.type(dialog.getByLabelText('Phone number'), '+880 1712-345678');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Booking confirmed')).toBeInTheDocument();
    const sentDialog = await screen.findByRole('dialog', { name: 'Request sent' });
    expect(sentDialog).toHaveAccessibleDescription(/^Sami Seller has 48 hours to answer\./);
    const sent = within(sentDialog);
    const view = sent.getByRole('link', { name: 'View booking' });
    expect(view).toHaveFocus();
    expect(view).toHaveAttribute('href', expect.stringMatching(/^\/bookings\/.+/));
    await user.click(sent.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument());
    // The number is kept one way, whatever way it was typed.
    const { data: orders } = await apiRequest<{ productName: string; phoneNumber: string }[]>(
      `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
      { bearer: true },
    );
    expect(orders.find((order) => order.productName === name)?.phoneNumber).toBe('+8801712345678');
  });

  it('says clearly when someone else booked the copy first', async () => {
    const name = `Raced Book ${Date.now()}`;
    const { id } = await bookOnSale(name);
    const rival = await asAnotherVisitor(() => signUpAs('buyer'));
    await signUpAs('buyer');
    const { user } = renderApp('/category/3');
    await user.click((await cardOf(name)).getByRole('button', { name: 'Book Now' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Meeting location'), 'Library steps');
    await user.type(dialog.getByLabelText('Phone number'), '01712345678');

    // The rival books it from their own browser while this buyer is still typing.
    await asAnotherVisitor(async () => {
      await signInAs(rival.email, rival.password);
      await apiRequest('/api/bookings', {
        method: 'POST',
        body: { productId: id, meetingLocation: 'Cafe', phoneNumber: '0123456789' },
      });
    });

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Sorry, this book has just been booked by someone else')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument());
  });
});
