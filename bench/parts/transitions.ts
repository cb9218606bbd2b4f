// The deal's changes (accept, decline, mark as sold, cancel) as fast as they go, each request on a
// booking of its own, prepared in bulk beforehand.
import type { BookingAction } from '@second-shelf/shared';
import type { Account } from '../../apps/server/test/api-client.js';
import { inTurns, load, missing } from './measure.js';
import { notes, rows, targetsOf } from './report.js';
import { prepareBookings } from './seed.js';
import { labelOf, type AppOnDemand, type BenchDatabase } from './servers.js';
import { log, ROUNDS } from './settings.js';

/** The deal's changes as the bench makes them, each on a booking of its own prepared in bulk. */
const TRANSITIONS: {
  action: BookingAction;
  from: 'requested' | 'accepted';
  by: 'seller' | 'buyer';
  scenario: string;
}[] = [
  { action: 'accept', from: 'requested', by: 'seller', scenario: 'Accept a requested booking (seller)' },
  { action: 'decline', from: 'requested', by: 'seller', scenario: 'Decline a requested booking (seller)' },
  {
    action: 'complete',
    from: 'accepted',
    by: 'seller',
    scenario: 'Mark as sold an accepted booking (seller)',
  },
  { action: 'cancel', from: 'requested', by: 'buyer', scenario: 'Cancel booking, requested (buyer)' },
];

export type PreparedBookings = Map<BookingAction, { id: string; buyerId: string }[]>;

/** `count` bookings of `seller`'s for each transition, in the state it starts from, spread over the buyers. */
export async function prepareTransitions(
  database: BenchDatabase,
  seller: Account,
  buyers: Account[],
  count: number,
): Promise<PreparedBookings> {
  log(`${labelOf(database)}: ${count.toLocaleString('en')} bookings for each transition`);
  return database.withSql(async (query) => {
    const made: PreparedBookings = new Map();
    for (const transition of TRANSITIONS) {
      made.set(
        transition.action,
        await prepareBookings(query, {
          seller,
          buyers,
          count,
          state: transition.from,
          name: `To ${transition.action}`,
        }),
      );
    }
    await query('vacuum analyze');
    await query('checkpoint');
    return made;
  });
}

/** Every transition as fast as it goes, a row each, and the target that every one answered 200. */
export async function benchTransitions(
  database: BenchDatabase,
  server: AppOnDemand,
  prepared: PreparedBookings,
  seller: Account,
  buyers: Account[],
): Promise<void> {
  const label = labelOf(database);
  const cookieOf = new Map(buyers.map((buyer) => [buyer.id, buyer.cookie]));
  const outcomes: string[] = [];
  let transitionFailures = 0;
  for (const transition of TRANSITIONS) {
    const left = prepared.get(transition.action) ?? [];
    let next = 0;
    let failures = 0;
    log(`${label}: ${transition.scenario}`);
    const [figures = missing()] = await inTurns(async () => {
      const app = await server.app();
      const result = await load(app.url, {
        method: 'POST',
        path: '/api/bookings',
        headers: { origin: app.url },
        setupRequest: (request) => {
          const booked = left[next++];
          const cookie = transition.by === 'seller' ? seller.cookie : cookieOf.get(booked?.buyerId ?? '');
          return {
            ...request,
            // Past the prepared bookings, an id that is none: answered 404 and counted.
            path: `/api/bookings/${booked?.id ?? 'no-booking-left'}/${transition.action}`,
            headers: { ...request.headers, cookie: cookie ?? '' },
          };
        },
      });
      failures += result.errors + result.non2xx;
      return result;
    });
    rows.push({
      database: label,
      scenario: `POST /api/bookings/:id/${transition.action}: ${transition.scenario}`,
      app: figures,
    });
    transitionFailures += failures;
    outcomes.push(
      `${transition.action} ${failures} (${Math.min(next, left.length).toLocaleString('en')} of ${left.length.toLocaleString('en')} bookings used)`,
    );
  }
  targetsOf(label)(
    'every transition on its own booking answered 200',
    `errors or non-2xx in ${ROUNDS} runs: ${outcomes.join(', ')}`,
    transitionFailures === 0,
  );
  notes.push(`${label}: server RSS after the transitions: ${(await server.app()).rssMiB()} MiB`);
  await server.stopped();
}
