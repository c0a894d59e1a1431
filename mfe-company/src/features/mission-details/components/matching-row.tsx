import { memo } from 'react';
import type { CompanyContact } from '@rapport/wire/api/company';
import type { MatchingRow } from '../utils/matching-rows';
import type { ScoreColumn } from '../utils/score-columns';
import { PersonCells, RowMenuCell } from './table-parts';

/** Every text a row shows, translated once per language for the whole table. */
export interface MatchingRowLabels {
  role: (type: CompanyContact['contact_type']) => string;
  unfinished: (names: string[]) => string;
  noScore: string;
  loading: string;
  menuFor: (name: string) => string;
}

interface Props {
  row: MatchingRow;
  columns: readonly ScoreColumn[];
  showAvatar: boolean;
  loading: boolean;
  labels: MatchingRowLabels;
  menuOpen: boolean;
  onMenu: (contact: CompanyContact, anchor: HTMLElement) => void;
}

function Score({ value, noScore, column }: { value: number | null | undefined; noScore: string; column: string }) {
  if (value === null || value === undefined) {
    return (
      <td className="score" data-column={column}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{noScore}</span>
      </td>
    );
  }
  return (
    <td className="score" data-column={column}>
      {`${value}%`}
      <span className="bar" aria-hidden="true">
        <span style={{ width: `${value}%` }} />
      </span>
    </td>
  );
}

/** One member against the selected person; re-rendered only when its own data changes. */
export const MatchingRowView = memo(function MatchingRowView({ row, columns, showAvatar, loading, labels, menuOpen, onMenu }: Props) {
  const { contact } = row;
  let scores;
  if (row.unfinished.length > 0) {
    scores = (
      <td className="missing" colSpan={columns.length}>
        {labels.unfinished(row.unfinished)}
      </td>
    );
  } else if (loading) {
    scores = (
      <td className="missing" colSpan={columns.length}>
        {labels.loading}
      </td>
    );
  } else {
    scores = columns.map((column) => <Score key={column.key} column={column.key} value={row.scores?.[column.key]} noScore={labels.noScore} />);
  }
  return (
    <tr data-contact-id={contact.id}>
      <PersonCells contact={contact} role={labels.role(contact.contact_type)} />
      {showAvatar && <Score column="avatar" value={row.avatar} noScore={labels.noScore} />}
      {scores}
      <RowMenuCell contact={contact} menuFor={labels.menuFor} open={menuOpen} onMenu={onMenu} />
    </tr>
  );
});
