import { CoverImage } from './cover-image.js';
import type { ListColumn } from './responsive-list.js';

/**
 * A list's first column: the book's cover, on the left of a phone card and small in a table row.
 * Decorative (the next column names the book), so it says nothing to a screen reader.
 */
export function coverColumn<T>(header: string, coverOf: (row: T) => string): ListColumn<T> {
  return {
    header,
    kind: 'media',
    cell: (row) => (
      <CoverImage
        src={coverOf(row)}
        alt=""
        sizes="64px"
        // A long list's covers further down load as they are scrolled to.
        loading="lazy"
        width={64}
        height={96}
        className="h-24 w-16 rounded object-cover @2xl:h-18 @2xl:w-12"
      />
    ),
  };
}
