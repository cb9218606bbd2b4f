import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveList } from './responsive-list.js';

describe('ResponsiveList', () => {
  it('is one table with its headers, and draws each row once', () => {
    render(
      <ResponsiveList
        label="Books"
        rows={[
          { id: 'a', name: 'Dune' },
          { id: 'b', name: 'Emma' },
        ]}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Name', cell: (row) => row.name },
          {
            header: 'Remove',
            isHeaderHidden: true,
            kind: 'action',
            cell: () => <button>Remove Item</button>,
          },
        ]}
      />,
    );
    const table = within(screen.getByRole('table', { name: 'Books' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Remove']);
    expect(table.getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByText('Dune')).toHaveLength(1);
    expect(table.getAllByRole('button', { name: 'Remove Item' })).toHaveLength(2);
    expect(table.getByRole('cell', { name: 'Emma' })).toBeInTheDocument();
  });
});
