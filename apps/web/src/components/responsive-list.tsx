import type { ReactNode } from 'react';

/**
 * How a column's cell sits on a phone card: `media` (a cover or an avatar) on the card's left,
 * `text` and `figure` (a price: one line, never broken) a line of their own, `action` (links and
 * buttons) side by side below them. In the table, only `text` columns wrap and share the room left.
 */
export type CellKind = 'media' | 'text' | 'figure' | 'action';

export interface ListColumn<T> {
  /** The column's header, as the specification writes it (shown in capitals on wide screens). */
  header: string;
  /** A header for screen readers only (a column of buttons, which say what they do). */
  isHeaderHidden?: boolean;
  kind?: CellKind;
  cell: (row: T) => ReactNode;
}

/**
 * A list of rows, each drawn once: a table row where the list has room (42rem and wider) and a card
 * on a phone, by CSS container queries on the same markup (`.responsive-list` in styles.css). It
 * is a table for assistive technology on every width; the explicit roles keep it one where a
 * browser would drop a table's semantics for its card layout.
 */
export function ResponsiveList<T>({
  label,
  columns,
  rows,
  rowKey,
  media = 'cover',
}: {
  /** The table's name for screen readers (the screen's title). */
  label: string;
  columns: ListColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The size of the media column's picture on the cards: a book cover or a round avatar. */
  media?: 'cover' | 'avatar';
}) {
  return (
    <div className={`responsive-list responsive-list-${media}`}>
      <table role="table" aria-label={label}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col">
                {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td key={column.header} role="cell" data-kind={column.kind ?? 'text'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
