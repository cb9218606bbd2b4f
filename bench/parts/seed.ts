// The bench's data: accounts through the API (as people make them), and books and bookings written
// in bulk straight into the database, as the app would have left them.
import type { ApiClient, Account } from '../../apps/server/test/api-client.js';
import type { BenchDatabase, Query } from './servers.js';
import { log } from './settings.js';

/**
 * Titles and authors of the bench's books: a title is "The <adjective> <noun>", so that each noun is
 * in one book of NOUNS.length (the search's common word), and each author one of AUTHORS.
 */
const ADJECTIVES = `silent hidden golden broken last secret lost distant paper iron quiet wild bright
  hollow crimson winter summer northern burning frozen ancient little endless stolen sleeping wandering
  painted forgotten velvet silver emerald midnight scarlet gentle restless twelfth final`.split(/\s+/);
export const NOUNS = `garden river orchard kingdom harbour lantern mirror forest island castle mountain
  shadow compass voyage letter empire station meadow library bridge tower valley desert ocean village
  market window circle engine theatre storm citadel temple canyon glacier prairie fortress carnival
  cathedral lighthouse observatory`.split(/\s+/);
const AUTHORS = `Rahman Chowdhury Hossain Ahmed Islam Begum Khan Das Roy Sarkar Smith Jones Brown Taylor
  Wilson Evans Thomas Walker Wright Hughes Martin Garcia Rossi Müller Dubois Novak Silva Costa Tanaka`.split(
  /\s+/,
);
const sqlArray = (words: string[]) =>
  `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(', ')}]`;

/** Adds books to the catalogue in one statement per 100,000, spread over the three categories. */
export async function fillBooks(database: BenchDatabase, seller: Account, upTo: number): Promise<void> {
  await database.withSql(async (query) => {
    const [{ n }] = (await query('select count(*)::int as n from products')) as [{ n: number }];
    for (let have = n; have < upTo;) {
      const batch = Math.min(100_000, upTo - have);
      await query(
        `insert into products (id, seller_id, category_id, category_name, book_name, author, image_url,
           original_price, resell_price, used, location, product_condition, posted_time, seller_name, seller_email)
         select gen_random_uuid()::text, $1, c.category_id, c.category_name,
           initcap('the ' || (${sqlArray(ADJECTIVES)})[1 + g % ${ADJECTIVES.length}] || ' '
             || (${sqlArray(NOUNS)})[1 + (g / ${ADJECTIVES.length}) % ${NOUNS.length}]),
           (${sqlArray(AUTHORS)})[1 + (g / 7) % ${AUTHORS.length}],
           '/images/covers/the-paper-knight.svg', 20, 5 + g % 20, 2, 'Dhaka, Dhanmondi', 'good', '2026-11-22', $2, $3
         from generate_series($4::int, $5::int) g
         join categories c on c.category_id = ((g % 3) + 1)::text`,
        [seller.id, `seller ${seller.email}`, seller.email, have + 1, have + batch],
      );
      have += batch;
      log(`${database.kind}: ${have.toLocaleString('en')} books`);
    }
    await query('vacuum analyze products');
    // Written out now, so that no checkpoint of the fill runs under a measurement.
    await query('checkpoint');
  });
}

/** Signs up `count` accounts, a few at a time (each sign-up hashes a password). */
export async function signUpMany(
  client: ApiClient,
  role: 'buyer' | 'seller',
  count: number,
): Promise<Account[]> {
  const accounts: Account[] = [];
  while (accounts.length < count) {
    const batch = Math.min(4, count - accounts.length);
    accounts.push(...(await Promise.all(Array.from({ length: batch }, () => client.signUp(role)))));
  }
  return accounts;
}

/** Lists `copies` books for each seller, in one statement; each seller's book ids. */
export async function addCopies(
  query: Query,
  sellers: Account[],
  copies: number,
): Promise<Map<string, string[]>> {
  const added = (await query(
    `insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
       resell_price, used, location, product_condition, posted_time, seller_name, seller_email)
     select gen_random_uuid()::text, u.id, c.category_id, c.category_name, 'Deal book ' || g,
       '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka, Dhanmondi', 'good', '2026-11-22', u.name, u.email
     from "user" u cross join generate_series(1, $2::int) g
     join categories c on c.category_id = ((g % 3) + 1)::text
     where u.id = any($1::text[])
     returning id, seller_id`,
    [sellers.map((seller) => seller.id), copies],
  )) as { id: string; seller_id: string }[];
  const bySeller = new Map<string, string[]>();
  for (const { id, seller_id } of added) bySeller.set(seller_id, [...(bySeller.get(seller_id) ?? []), id]);
  return bySeller;
}

/**
 * Makes `count` bookings of the seller's copies in `state`, spread over the buyers, in bulk: the
 * copies (booked), the bookings with their history and notifications, as the app would have left
 * them (the triggers count each buyer's open bookings), their notifications mailed: the app mails
 * each at the first poll of its jobs after it; left unmailed, the next server to poll would mail them
 * all at once (250,000 at the default settings) under a measurement. Answers each booking's id and
 * buyer.
 */
export async function prepareBookings(
  query: Query,
  options: {
    seller: Account;
    buyers: Account[];
    count: number;
    state: 'requested' | 'accepted';
    name: string;
  },
): Promise<{ id: string; buyerId: string }[]> {
  const made: { id: string; buyerId: string }[] = [];
  for (let done = 0; done < options.count;) {
    const batch = Math.min(50_000, options.count - done);
    const rows = (await query(
      `with copies as (
         insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
           resell_price, used, location, product_condition, posted_time, seller_name, seller_email, status)
         select gen_random_uuid()::text, s.id, c.category_id, c.category_name, $2 || ' ' || g,
           '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka, Dhanmondi', 'good', '2026-11-22', s.name,
           s.email, 'booked'
         from "user" s cross join generate_series($3::int, $4::int) g
         join categories c on c.category_id = ((g % 3) + 1)::text
         where s.id = $1
         returning id, book_name, seller_id, seller_name, seller_email
       ), numbered as (
         select copies.*, row_number() over () as r, gen_random_uuid()::text as conversation_id from copies
       ), paired as (
         select n.*, b.id as buyer_id, b.name as buyer_name, b.email as buyer_email from numbered n
         join unnest($5::text[]) with ordinality as buyer (id, k) on buyer.k = n.r % cardinality($5::text[]) + 1
         join "user" b on b.id = buyer.id
       ), talks as (
         insert into conversations (id, listing_id, buyer_id, seller_id, book_name, image_url)
         select conversation_id, id, buyer_id, seller_id, book_name, '/images/covers/the-paper-knight.svg'
         from paired
       )
       insert into bookings (id, buyer_id, seller_id, product_id, conversation_id, user_name, email, product_name,
         product_price, image_url, seller_name, seller_email, meeting_location, phone_number, state, expires_at)
       select gen_random_uuid()::text, p.buyer_id, p.seller_id, p.id, p.conversation_id, p.buyer_name,
         p.buyer_email, p.book_name, 9.5, '/images/covers/the-paper-knight.svg', p.seller_name, p.seller_email,
         'Dhaka, Dhanmondi', '01700000000', $6::text,
         now() + case when $6::text = 'accepted' then interval '7 days' else interval '48 hours' end
       from paired p
       returning id, buyer_id`,
      [
        options.seller.id,
        options.name,
        done + 1,
        done + batch,
        options.buyers.map((buyer) => buyer.id),
        options.state,
      ],
    )) as { id: string; buyer_id: string }[];
    const ids = rows.map((row) => row.id);
    await query(
      `insert into booking_events (booking_id, state, actor_id)
       select id, 'requested', buyer_id from bookings where id = any($1::text[]) order by seq`,
      [ids],
    );
    await query(
      `insert into notifications (id, user_id, booking_id, kind, actor_name, book_name, mail_done_at)
       select gen_random_uuid()::text, seller_id, id, 'requested', user_name, product_name, now()
       from bookings where id = any($1::text[])`,
      [ids],
    );
    if (options.state === 'accepted') {
      await query(
        `insert into booking_events (booking_id, state, actor_id)
         select id, 'accepted', seller_id from bookings where id = any($1::text[]) order by seq`,
        [ids],
      );
      await query(
        `insert into notifications (id, user_id, booking_id, kind, actor_name, book_name, mail_done_at)
         select gen_random_uuid()::text, buyer_id, id, 'accepted', seller_name, product_name, now()
         from bookings where id = any($1::text[])`,
        [ids],
      );
    }
    made.push(...rows.map((row) => ({ id: row.id, buyerId: row.buyer_id })));
    done += batch;
  }
  return made;
}
