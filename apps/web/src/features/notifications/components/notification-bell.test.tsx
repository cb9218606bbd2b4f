import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addBook, renderApp, signInAs, signUpAs, waitForPath } from '../../../../test/render-app.js';
import { actAs, bookCopy } from '../../../../test/deals.js';
import { installEventSource, waitForOpenStream } from '../../../../test/event-source.js';
import { asAnotherVisitor, recordRequests } from '../../../../test/visitor.js';
import { apiRequest } from '../../../lib/api-client.js';

const bell = (unread: number) =>
  within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', {
    name: `Notifications, ${unread} unread`,
  });

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe('the notifications bell', () => {
  it('counts the unread, lists them in words, and opening one marks it read and goes to the booking', async () => {
    await signUpAs('seller', 'Sami Seller');
    const productId = await addBook({ book_name: 'The Paper Knight' });
    const bookingId = await asAnotherVisitor(async () => {
      await signUpAs('buyer', 'Rina');
      return bookCopy(productId);
    });
    const { user, router } = renderApp('/');
    const button = await bell(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(button).getByText('1')).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveFocus();
    const item = await list.findByRole('link', { name: /Rina booked The Paper Knight/ });
    expect(item).toHaveAccessibleName(/^Unread: Rina booked The Paper Knight/);
    expect(item).toHaveAttribute('href', `/bookings/${bookingId}`);
    // Escape closes it and gives focus back to the bell.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(await screen.findByRole('link', { name: /Rina booked The Paper Knight/ }));
    await waitForPath(router, `/bookings/${bookingId}`);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await bell(0)).toBeInTheDocument();
    const { data } = await apiRequest<{ unread: number }>('/api/notifications/summary');
    expect(data.unread).toBe(0);

    await user.click(await bell(0));
    const read = await screen.findByRole('link', { name: /Rina booked The Paper Knight/ });
    expect(read).toHaveAccessibleName(/^Rina booked The Paper Knight/);
    // A click elsewhere closes the list.
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('updates its count as something happens, without a reload, from the event itself', async () => {
    uninstall = installEventSource();
    const { seller, productId } = await asAnotherVisitor(async () => ({
      seller: await signUpAs('seller', 'Sami Seller'),
      productId: await addBook({ book_name: 'Live Book' }),
    }));
    await signUpAs('buyer');
    const bookingId = await bookCopy(productId);
    renderApp('/');
    await bell(0);
    await waitForOpenStream('/api/events');
    const watched = recordRequests();
    await actAs(seller, bookingId, 'accept');
    expect(await bell(1)).toBeInTheDocument();
    // The event carried the count: the page did not ask for it.
    watched.stop();
    expect(watched.requests.filter((request) => request.includes('/api/notifications'))).toEqual([]);
  });

  it('is not there for visitors', async () => {
    renderApp('/');
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it("counts a day's new copies of a wanted book in one notification", async () => {
    const name = `Wanted ${Math.random().toString(36).slice(2, 7)}`;
    const { seller, productId } = await asAnotherVisitor(async () => ({
      seller: await signUpAs('seller'),
      productId: await addBook({ book_name: name }),
    }));
    await signUpAs('buyer');
    await apiRequest('/api/alerts', { method: 'POST', body: { productId } });
    await asAnotherVisitor(async () => {
      await signInAs(seller.email, seller.password);
      for (let i = 0; i < 3; i += 1) await addBook({ book_name: name });
    });
    const { user } = renderApp('/');
    await user.click(await bell(1));
    expect(
      await screen.findByRole('link', { name: new RegExp(`^Unread: 3 more copies of ${name} are on sale`) }),
    ).toBeInTheDocument();
  });

  it('says a booking was accepted in words the buyer understands', async () => {
    const { seller, productId } = await asAnotherVisitor(async () => ({
      seller: await signUpAs('seller', 'Sami Seller'),
      productId: await addBook({ book_name: 'Answered Book' }),
    }));
    await signUpAs('buyer');
    const bookingId = await bookCopy(productId);
    await actAs(seller, bookingId, 'accept');
    const { user } = renderApp('/');
    await user.click(await bell(1));
    expect(
      await screen.findByRole('link', { name: /Sami Seller accepted your booking of Answered Book/ }),
    ).toHaveAttribute('href', `/bookings/${bookingId}`);
  });
});
