// The deal after the booking, on a database of its own: the seller's Bookings list and a booking page
// against the same statements on bare node:http, every transition's throughput, and (PostgreSQL)
// message delivery between two instances.
import type { Account } from '../../apps/server/test/api-client.js';
import { ApiClient } from '../../apps/server/test/api-client.js';
import { benchDelivery, type Thread } from './delivery.js';
import { againstSameStatements } from './same-sql.js';
import { addCopies, signUpMany } from './seed.js';
import { appOnDemand, labelOf, type BenchDatabase } from './servers.js';
import { log, THREADS, TRANSITION_BOOKINGS } from './settings.js';
import { benchTransitions, prepareTransitions } from './transitions.js';

export async function benchDeal(database: BenchDatabase): Promise<void> {
  const label = labelOf(database);
  const transitionBookings = TRANSITION_BOOKINGS ?? (database.kind === 'postgres' ? 50_000 : 20_000);
  const server = appOnDemand(database);
  const api = async () => new ApiClient((await server.app()).url);

  log(`${label}: the deal: accounts`);
  const signingUp = await api();
  const listSeller = await signingUp.signUp('seller');
  const transitionSeller = await signingUp.signUp('seller');
  const buyers = await signUpMany(signingUp, 'buyer', THREADS);
  // Two instances share one database only on PostgreSQL: the threads are for them.
  const threadSellers = database.kind === 'postgres' ? await signUpMany(signingUp, 'seller', THREADS) : [];
  await server.stopped();
  const { listCopies, threadCopies } = await database.withSql(async (query) => ({
    listCopies: (await addCopies(query, [listSeller], THREADS)).get(listSeller.id) ?? [],
    threadCopies:
      threadSellers.length > 0 ? await addCopies(query, threadSellers, 1) : new Map<string, string[]>(),
  }));

  // The list's and the threads' bookings are made through the API, as buyers make them.
  const booking = await api();
  const book = async (buyer: Account, productId: string | undefined) => {
    const booked = await booking.call<{ insertedId: string }>('POST', '/api/bookings', {
      as: buyer,
      body: { productId, meetingLocation: 'Dhaka, Dhanmondi', phoneNumber: '01700000000' },
    });
    if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.body)}`);
    return booked.body.insertedId;
  };
  const incoming: string[] = [];
  for (const [index, buyer] of buyers.entries()) incoming.push(await book(buyer, listCopies[index]));
  const threads: Thread[] = [];
  for (const [index, seller] of threadSellers.entries()) {
    const buyer = buyers[index]!;
    threads.push({ bookingId: await book(buyer, threadCopies.get(seller.id)?.[0]), buyer, seller });
  }
  // The booking page shown is an accepted one: its history has two changes.
  const pageBooking = incoming[0]!;
  const accepted = await booking.call('POST', `/api/bookings/${pageBooking}/accept`, { as: listSeller });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  await server.stopped();

  const prepared = await prepareTransitions(database, transitionSeller, buyers, transitionBookings);

  // The two GETs, each against exactly the statements the app sends for it.
  await againstSameStatements(database, server, 'GET', [
    {
      scenario: `seller's Bookings, ${THREADS} incoming, ?state=requested (seller)`,
      target: "seller's Bookings list",
      path: '/api/bookings?state=requested',
      cookie: listSeller.cookie,
    },
    {
      scenario: 'booking page, accepted (buyer)',
      target: 'booking page',
      path: `/api/bookings/${pageBooking}`,
      cookie: buyers[0]!.cookie,
    },
  ]);

  await benchTransitions(database, server, prepared, transitionSeller, buyers);

  if (threads.length > 0) await benchDelivery(database, label, threads);
}
