import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Words of a query looked at for misspellings: the first few, each of three letters or more. */
const WORDS_CHECKED = 8;

export interface Spelling {
  /** The query with accents folded and its misspelt words replaced. */
  text: string;
  corrected: boolean;
}

/**
 * Corrects the words of a query that no book on sale contains (in any field, stemmed) to the nearest word
 * of the titles and authors of the books on sale (search_words, by trigram similarity: "poter" → "potter").
 * A word that some book contains is never changed, however rare; one with nothing near it stays as
 * typed. One statement: the dictionary is small and indexed, and each word's check is an index probe,
 * so it costs the same whatever the size of the catalogue.
 */
export async function correctSpelling(db: Db, query: string): Promise<Spelling> {
  const result = (await db.execute(sql`
    select search_fold(${query}) as folded, (
      select json_agg(json_build_array(word, nearest))
      from (
        select words.word, (
          select s.word from search_words s
          where s.word % words.word
            -- Only a word some book on sale holds: never one of a hidden or removed listing.
            and exists (
              select 1 from products p
              where p.status = 'available' and p.search_document @@ plainto_tsquery('english'::regconfig, s.word)
            )
          order by s.word <-> words.word, s.word limit 1
        ) as nearest
        from (
          select distinct word
          from regexp_split_to_table(search_fold(${query}), '[^[:alnum:]]+') as word
          where char_length(word) >= 3 and word !~ '^[0-9]+$'
          limit ${WORDS_CHECKED}
        ) as words
        where numnode(plainto_tsquery('english'::regconfig, word)) > 0
          and not exists (select 1 from search_words s where s.word = words.word)
          and not exists (
            select 1 from products p
            where p.status = 'available' and p.search_document @@ plainto_tsquery('english'::regconfig, word)
          )
      ) as misspelt
      where nearest is not null
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
