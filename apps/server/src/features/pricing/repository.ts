import { sql, type SQL } from 'drizzle-orm';
import { PRICE_SUGGESTION_MIN_SALES, type PriceSuggestion } from '@second-shelf/shared/pricing';
import type { Db } from '../../db/client.js';
import { bookings, listings } from '../../db/schema.js';

/** The book a price is suggested for: its ISBN-13, or its title and author. */
export type PricedBook = { isbn: string } | { title: string; author: string };

/** A percentile of the sold prices, to the cent. */
const percentile = (fraction: number) =>
  sql`(select round(percentile_cont(${fraction}::float8) within group (order by price)::numeric, 2)::float8 from sold)`;

/**
 * The price suggestion on the listing form, from real sales: the bookings of copies of the same
 * book (by ISBN, else by title and author) marked as sold in the past year, and the copies on sale
 * now. One statement, on products_isbn_idx or products_title_author_idx, then each copy's bookings.
 */
export function createPricing(db: Db) {
  return {
    async suggest(book: PricedBook): Promise<PriceSuggestion> {
      const same: SQL =
        'isbn' in book
          ? sql`${listings.isbn} = ${book.isbn}`
          : sql`lower(${listings.bookName}) = lower(${book.title}) and lower(${listings.author}) = lower(${book.author})`;
      const result = await db.execute(sql`with sold as (
          select ${bookings.productPrice}::float8 as price
          from ${listings} join ${bookings} on ${bookings.productId} = ${listings.id}
          where ${same} and ${bookings.state} = 'completed'
            and ${bookings.stateChangedAt} > now() - interval '1 year'
        )
        select (select count(*)::int from sold) as count, ${percentile(0.25)} as low,
          ${percentile(0.5)} as median, ${percentile(0.75)} as high,
          (select min(${listings.resellPrice})::float8 from ${listings}
            where ${same} and ${listings.status} = 'available') as on_sale_from`);
      const [row] = (
        result as unknown as {
          rows: {
            count: number;
            low: number | null;
            median: number | null;
            high: number | null;
            on_sale_from: number | string | null;
          }[];
        }
      ).rows;
      const count = Number(row?.count ?? 0);
      return {
        sales:
          count >= PRICE_SUGGESTION_MIN_SALES
            ? { count, low: Number(row!.low), median: Number(row!.median), high: Number(row!.high) }
            : null,
        onSaleFrom: row?.on_sale_from == null ? null : Number(row.on_sale_from),
      };
    },
  };
}
