import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingAction, BookingDetail, LiveEvent } from '@second-shelf/shared';
import { installEventSource, waitForLiveEvent, waitForOpenStream } from '../../../test/event-source.js';
import { addBook, findToast, renderApp, signInAs, signUpAs, type Account } from '../../../test/render-app.js';
import { asAnotherVisitor, recordRequests } from '../../../test/visitor.js';
import { accessToken, apiConfig, ApiError, apiRequest } from '../../lib/api-client.js';

/** A party of the deal, with the access token its requests carry (see `asParty`). */
interface Party extends Account {
  token: string;
}

interface Deal {
  name: string;
  bookingId: string;
  buyer: Party;
  seller: Party;
}

/** A seller ("Sami Seller") lists a book and a buyer ("Bea Buyer") books it, each as a visitor of their own. */
async function newDeal(): Promise<Deal> {
  const name = `Deal Book ${Math.random().toString(36).slice(2, 8)}`;
  const { seller, productId } = await asAnotherVisitor(async () => {
    const account = await signUpAs('seller', 'Sami Seller');
    const productId = await addBook({ book_name: name, resell_price: 8.5 });
    return { seller: { ...account, token: accessToken.get()! }, productId };
  });
  const { buyer, bookingId } = await asAnotherVisitor(async () => {
    const account = await signUpAs('buyer', 'Bea Buyer');
    const { data } = await apiRequest<{ insertedId: string }>('/api/bookings', {
      method: 'POST',
      body: { productId, meetingLocation: 'Market gate', phoneNumber: '01712345678' },
    });
    return { buyer: { ...account, token: accessToken.get()! }, bookingId: data.insertedId };
  });
  return { name, bookingId, buyer, seller };
}

/**
 * A request of the other side of the page, with its bearer token (which the API reads before any
 * cookie). Not `asAnotherVisitor`: the page's own requests meanwhile (a live event's) would carry the
 * other side's cookies.
 */
async function asParty<T>(party: Party, path: string, body: object = {}): Promise<T> {
  const response = await fetch(`${apiConfig.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${party.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new ApiError(response.status, answer.message ?? response.statusText);
  return answer;
}

const change = (party: Party, bookingId: string, action: BookingAction, body?: object) =>
  asParty<BookingDetail>(party, `/api/bookings/${bookingId}/${action}`, body);

const sendMessage = (party: Party, bookingId: string, body: string) =>
  asParty(party, `/api/bookings/${bookingId}/messages`, { body });

/** The state's badge, which screen readers read as "State: Accepted". */
const findState = (label: string) =>
  screen.findByText((_, element) => element?.tagName === 'SPAN' && element.textContent === `State: ${label}`);

const thread = () => within(screen.getByRole('log', { name: 'Message thread' }));

describe('A booking’s page', () => {
  let uninstall: (() => void) | undefined;
  beforeEach(() => {
    uninstall = installEventSource();
  });
  afterEach(() => {
    uninstall?.();
  });

  it('shows the buyer the book, both parties, where to meet and the history, and follows the deal live', async () => {
    const deal = await newDeal();
    await signInAs(deal.buyer.email, deal.buyer.password);
    const { user } = renderApp(`/bookings/${deal.bookingId}`);

    expect(await screen.findByRole('heading', { level: 1, name: deal.name })).toBeInTheDocument();
    expect(document.title).toBe(`Booking: ${deal.name} · Second Shelf`);
    expect(screen.getByRole('img', { name: `Cover of ${deal.name}` })).toBeInTheDocument();
    expect(screen.getByText('$8.50')).toBeInTheDocument();
    await findState('Requested');
    const details = within(screen.getByRole('complementary', { name: 'The deal' }));
    expect(details.getByRole('link', { name: 'Sami Seller' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/.+/),
    );
    expect(details.getByRole('link', { name: 'Bea Buyer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/.+/),
    );
    expect(details.getByText('Market gate')).toBeInTheDocument();
    expect(details.getByRole('link', { name: '01712345678' })).toHaveAttribute('href', 'tel:01712345678');
    const requested = details.getByText('Requested by Bea Buyer').closest('li')!;
    expect(requested.querySelector('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));
    // The buyer may only cancel a request; answering it is the seller's.
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose payment' })).not.toBeInTheDocument();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();

    // The seller accepts and writes, elsewhere: both reach this page without a reload.
    await waitForOpenStream(`booking=${deal.bookingId}`);
    await change(deal.seller, deal.bookingId, 'accept');
    await findState('Accepted');
    await sendMessage(deal.seller, deal.bookingId, 'See you at the gate at 5');
    expect(await thread().findByText('See you at the gate at 5')).toBeInTheDocument();
    expect(thread().getByText('Sami Seller')).toBeInTheDocument();
    // Read as it arrives, with the page open: nothing is left unread for the buyer.
    await waitFor(async () =>
      expect((await apiRequest<{ unread: number }>('/api/conversations/summary')).data.unread).toBe(0),
    );

    // Sending: the message joins the thread as text (never markup) and the box is emptied.
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'On my way <b>now</b>');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await thread().findByText('On my way <b>now</b>')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Message thread' }).querySelector('b')).toBeNull();
    expect(box).toHaveValue('');
    const order = thread()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(order[0]).toContain('See you at the gate at 5');
    expect(order[1]).toContain('You');
    expect(order[1]).toContain('On my way');

    // Paying: cash at the meetup, the only way without Stripe keys, so nothing to choose.
    expect(details.getByText('Pay in cash when you meet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose payment' })).not.toBeInTheDocument();

    // The seller marks it sold: the buyer may now review them, once.
    await change(deal.seller, deal.bookingId, 'complete');
    await findState('Completed');
    const rating = await screen.findByRole('radiogroup', { name: 'Rating' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    await user.click(within(rating).getByRole('radio', { name: '4 stars' }));
    expect(within(rating).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Kind and on time');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await findToast('Thank you: your review of Sami Seller is published')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radiogroup', { name: 'Rating' })).not.toBeInTheDocument());
    const review = screen.getByText('Kind and on time').closest('li')!;
    expect(within(review).getByText('4 out of 5 stars')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Bea Buyer' })).toBeInTheDocument();
    expect(review.querySelector('time')).not.toBeNull();
  }, 60_000);

  it('lets the seller accept, then cancel with a reason they must give', async () => {
    const deal = await newDeal();
    await signInAs(deal.seller.email, deal.seller.password);
    const { user } = renderApp(`/bookings/${deal.bookingId}`);
    await screen.findByRole('heading', { level: 1, name: deal.name });
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();

    await waitForOpenStream(`booking=${deal.bookingId}`);
    const watched = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await findToast(/^Booking accepted/)).toBeInTheDocument();
    await findState('Accepted');
    // The answer is the page as it now is: the change's own live event finds it so, and reads nothing.
    await waitForLiveEvent(
      `booking=${deal.bookingId}`,
      (event: LiveEvent) => event.type === 'booking' && event.standing?.state === 'accepted',
    );
    watched.stop();
    expect(watched.requests.filter((request) => request === `GET /api/bookings/${deal.bookingId}`)).toEqual(
      [],
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as sold' })).toBeInTheDocument();
    // The seller does not pay, and reads how the buyer will.
    expect(screen.queryByRole('button', { name: 'Choose payment' })).not.toBeInTheDocument();
    expect(screen.getByText('Cash when you meet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Please tell the buyer why you are cancelling',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'The cover got torn');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await findToast(/^Booking cancelled/)).toBeInTheDocument();
    await findState('Cancelled');
    expect(screen.getByText('Reason: The cover got torn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  }, 30_000);

  it('lets the seller decline a request, and mark an accepted one as sold', async () => {
    const declined = await newDeal();
    await signInAs(declined.seller.email, declined.seller.password);
    const first = renderApp(`/bookings/${declined.bookingId}`);
    await first.user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await findToast(/^Booking declined/)).toBeInTheDocument();
    await findState('Declined');
    expect(screen.getByText('Declined by Sami Seller')).toBeInTheDocument();
    first.unmount();

    const sold = await newDeal();
    await change(sold.seller, sold.bookingId, 'accept');
    await signInAs(sold.seller.email, sold.seller.password);
    const second = renderApp(`/bookings/${sold.bookingId}`);
    await second.user.click(await screen.findByRole('button', { name: 'Mark as sold' }));
    expect(await findToast(/^Marked as sold/)).toBeInTheDocument();
    await findState('Completed');
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
  }, 30_000);

  it('says what happened when the other side acted first, and shows the booking as it now is', async () => {
    // No live stream: the page still shows the request when the buyer cancels it.
    uninstall?.();
    uninstall = undefined;
    const deal = await newDeal();
    await signInAs(deal.seller.email, deal.seller.password);
    const { user } = renderApp(`/bookings/${deal.bookingId}`);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    await change(deal.buyer, deal.bookingId, 'cancel');
    // What the server says to an accept now (the booking stays as it is).
    const refusal = await change(deal.seller, deal.bookingId, 'accept').then(
      () => null,
      (error: Error & { status: number }) => error,
    );
    expect(refusal?.status).toBe(409);
    await user.click(accept);
    expect(await findToast(refusal!.message)).toBeInTheDocument();
    await findState('Cancelled');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled by Bea Buyer')).toBeInTheDocument();
  });

  it('shows the thread oldest first, loads earlier messages, and says when a message is too long', async () => {
    const deal = await newDeal();
    for (let i = 1; i <= 12; i += 1) await sendMessage(deal.buyer, deal.bookingId, `Note ${i}`);
    for (let i = 13; i <= 23; i += 1) await sendMessage(deal.seller, deal.bookingId, `Note ${i}`);
    await signInAs(deal.buyer.email, deal.buyer.password);
    const { user } = renderApp(`/bookings/${deal.bookingId}`);
    await screen.findByRole('log', { name: 'Message thread' });
    expect(await thread().findByText('Note 23')).toBeInTheDocument();
    expect(thread().queryByText('Note 3')).not.toBeInTheDocument();
    const notes = () =>
      thread()
        .getAllByRole('listitem')
        .map((item) => /Note \d+/.exec(item.textContent ?? '')?.[0]);
    expect(notes()).toEqual(Array.from({ length: 20 }, (_, index) => `Note ${index + 4}`));
    expect(thread().getAllByText('You')).toHaveLength(9);
    expect(thread().getAllByText('Sami Seller')).toHaveLength(11);

    await user.click(thread().getByRole('button', { name: 'Load earlier messages' }));
    expect(await thread().findByText('Note 1')).toBeInTheDocument();
    expect(notes()).toEqual(Array.from({ length: 23 }, (_, index) => `Note ${index + 1}`));
    expect(thread().queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message first')).toBeInTheDocument();
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2,001 of 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message must be at most 2,000 characters');
    expect(box).toHaveAccessibleDescription(/Message must be at most 2,000 characters/);
    expect(box).toHaveValue('x'.repeat(2001));
  }, 30_000);

  it('tells the buyer back from the card payment whether the money has arrived', async () => {
    const paid = await newDeal();
    await change(paid.seller, paid.bookingId, 'accept');
    await asParty(paid.buyer, `/api/bookings/${paid.bookingId}/payment`, { method: 'cash' });
    await change(paid.seller, paid.bookingId, 'complete');
    await signInAs(paid.buyer.email, paid.buyer.password);
    const first = renderApp(`/bookings/${paid.bookingId}?payment=success`);
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    first.unmount();

    const waiting = await newDeal();
    await change(waiting.seller, waiting.bookingId, 'accept');
    await signInAs(waiting.buyer.email, waiting.buyer.password);
    renderApp(`/bookings/${waiting.bookingId}?payment=success`);
    expect(await screen.findByText('Waiting for the payment to be confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
  }, 30_000);

  it('is only for the booking’s two parties, and unknown bookings are not found', async () => {
    const deal = await newDeal();
    await signUpAs('buyer');
    const first = renderApp(`/bookings/${deal.bookingId}`);
    expect(await screen.findByRole('heading', { name: 'This booking cannot be shown' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only the buyer and the seller of this booking can do this',
    );
    first.unmount();

    renderApp('/bookings/no-such-booking');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeInTheDocument();
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/bookings/any');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
