import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';

interface Props<C extends string> {
  column: C;
  label: ReactNode;
  /** the table's sort; null: the server's order */
  sort: { column: C; direction: SortDirection } | null;
  onSort: (column: C) => void;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * A column header whose button cycles ascending, descending, unsorted; aria-sort says which.
 * The table's stylesheet styles its `.sort` button (dataTableCss).
 */
export function SortHeader<C extends string>({ column, label, sort, onSort }: Props<C>) {
  const direction = sort?.column === column ? sort.direction : 'none';
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="sort" onClick={() => onSort(column)}>
        {label}
        <chakra.span aria-hidden="true" fontSize="xs" color={direction === 'none' ? 'fg.subtle' : 'fg'}>
          {ARROWS[direction]}
        </chakra.span>
      </button>
    </th>
  );
}
