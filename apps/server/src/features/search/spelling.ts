import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Words of a query looked at for misspellings: the first few, each of three letters or more. */
const WORDS_CHECKED = 8;
/** Near words looked at for each misspelt one, nearest first, for one that a book on sale holds. */
const NEAR_WORDS = 10;

export interface Spelling {
  /** The query with accents folded and its misspelt words replaced. */
  text: string;
  corrected: boolean;
}

/**
 * Corrects the words of a query that no book on sale contains (in any field, stemmed) to the nearest word
 * of the titles and authors of the books on sale (search_words, by trigram similarity: "poter" → "potter").
 * A word that some book contains is never changed, however rare; one with nothing near it stays as
 * typed. One statement, which search runs only when the words as typed find nothing: the dictionary
 * is small and indexed, and whether a book on sale holds a word reads that word's GIN entry (for
 * "gardn" of 1,000,000 books, whose nearest word "garden" 24,000 hold: 3 ms).
 */
export async function correctSpelling(db: Db, query: string): Promise<Spelling> {
  // The misspelt words are found first (materialized), and for each the nearest words in order of
  // distance until one is on sale: the planner otherwise looked for every word's nearest (twice) before
  // asking whether it was misspelt, and asked every near word whether a book on sale holds it, each
  // question a read of that word's whole GIN entry (24,000 books for "garden" of a million).
  const result = (await db.execute(sql`
    with words as materialized (
      select distinct word
      from regexp_split_to_table(search_fold(${query}), '[^[:alnum:]]+') as word
      where char_length(word) >= 3 and word !~ '^[0-9]+$'
      limit ${WORDS_CHECKED}
    ), misspelt as materialized (
      select word from words
      where numnode(plainto_tsquery('english'::regconfig, word)) > 0
        and not exists (select 1 from search_words s where s.word = words.word)
        and not exists (
          select 1 from products p
          where p.status = 'available' and p.search_document @@ plainto_tsquery('english'::regconfig, word)
        )
    )
    select search_fold(${query}) as folded, (
      select json_agg(json_build_array(misspelt.word, nearest.word))
      from misspelt cross join lateral (
        select near.word from (
          select s.word from search_words s
          where s.word % misspelt.word
          order by s.word <-> misspelt.word, s.word
          limit ${NEAR_WORDS}
        ) as near
        -- Only a word some book on sale holds: never one of a hidden or removed listing.
        where exists (
          select 1 from products p
          where p.status = 'available' and p.search_document @@ plainto_tsquery('english'::regconfig, near.word)
        )
        limit 1
      ) as nearest
    ) as fixes`)) as unknown as { rows: { folded: string; fixes: [string, string][] | null }[] };
  const row = result.rows[0];
  const folded = row?.folded ?? query;
  const fixes = row?.fixes ?? [];
  let text = folded;
  for (const [word, nearest] of fixes) {
    text = text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'gu'),
      nearest,
    );
  }
  return { text, corrected: fixes.length > 0 };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
