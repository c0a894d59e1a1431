import { chakra } from '@chakra-ui/react';
import type { Sort, SortColumn } from '../utils/contact-list';

interface Props {
  column: SortColumn;
  label: string;
  sort: Sort | null;
  onSort: (column: SortColumn) => void;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A column header whose button cycles ascending, descending, unsorted; aria-sort says which. */
export function SortHeader({ column, label, sort, onSort }: Props) {
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
