import { chakra, Stack } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/wire/api/company';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScoreLegend } from '../../../components/score-legend';
import { useProgressiveRows } from '../../../hooks/use-progressive-rows';
import { useScoreLabels } from '../../../lib/score-labels';
import type { MatchingRow, Sort, SortColumn } from '../utils/matching-rows';
import type { ScoreColumn } from '../utils/score-columns';
import { MatchingRowView, type MatchingRowLabels } from './matching-row';
import { matchingTableCss } from './matching-table-css';
import { ActionsHeader, TableRegion } from './table-parts';

interface Props {
  /** the person the members are matched with (the table's label) */
  sourceName: string;
  rows: readonly MatchingRow[];
  /** members before the search */
  total: number;
  columns: readonly ScoreColumn[];
  showAvatar: boolean;
  loading: boolean;
  sort: Sort | null;
  onSort: (column: SortColumn) => void;
  openMenuId: number | null;
  onMenu: (contact: CompanyContact, anchor: HTMLElement) => void;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A column header whose button cycles the sort; aria-sort says which. */
function SortHeader({ column, sort, onSort, children }: { column: SortColumn; sort: Sort | null; onSort: (column: SortColumn) => void; children: ReactNode }) {
  const direction = sort?.column === column ? sort.direction : 'none';
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="sort" onClick={() => onSort(column)}>
        {children}
        <chakra.span aria-hidden="true" data-print="skip" fontSize="xs" color={direction === 'none' ? 'fg.subtle' : 'fg'}>
          {ARROWS[direction]}
        </chakra.span>
      </button>
    </th>
  );
}

/**
 * The members against the selected person, as a table: its first rows at once, the rest right
 * after. On a phone it scrolls sideways inside its own focusable region, the last name in view.
 * The legend under it says what each abbreviation stands for.
 */
export function MatchingTable({ sourceName, rows, total, columns, showAvatar, loading, sort, onSort, openMenuId, onMenu }: Props) {
  const { t } = useTranslation('company');
  const labels = useMemo<MatchingRowLabels>(
    () => ({
      role: (type) => t(`missionDetails.roles.${type}`),
      unfinished: ([first, second]) =>
        second === undefined ? t('missionDetails.unfinished.one', { name: first }) : t('missionDetails.unfinished.two', { first, second }),
      noScore: t('missionDetails.table.noScore'),
      loading: t('missionDetails.table.loading'),
      menuFor: (name) => t('missionDetails.menu.open', { name }),
    }),
    [t],
  );
  const shown = useProgressiveRows(rows);
  const scores = useScoreLabels().scores;
  // the avatar's column is the company's own, not a score of the table
  const avatar = { abbr: t('missionDetails.abbr.avatar'), name: t('missionDetails.columns.avatar') };
  const abbr = (column: ScoreColumn['key'] | 'avatar') => {
    const label = column === 'avatar' ? avatar : scores[column];
    return <abbr title={label.name}>{label.abbr}</abbr>;
  };
  const [first, ...others] = columns;
  return (
    <Stack gap="2">
      <TableRegion
        label={t('missionDetails.table.label', { name: sourceName })}
        empty={rows.length === 0 ? t(total === 0 ? 'missionDetails.noMembers' : 'missionDetails.empty') : null}
      >
        <chakra.table css={matchingTableCss} aria-busy={loading || shown.length < rows.length}>
          <thead>
            <tr>
              <SortHeader column="last" sort={sort} onSort={onSort}>
                {t('missionDetails.table.lastName')}
              </SortHeader>
              <SortHeader column="first" sort={sort} onSort={onSort}>
                {t('missionDetails.table.firstName')}
              </SortHeader>
              <th scope="col">{t('missionDetails.table.role')}</th>
              {showAvatar && <th scope="col">{abbr('avatar')}</th>}
              <SortHeader column="score" sort={sort} onSort={onSort}>
                {abbr(first.key)}
              </SortHeader>
              {others.map((column) => (
                <th key={column.key} scope="col">
                  {abbr(column.key)}
                </th>
              ))}
              <ActionsHeader label={t('missionDetails.table.actions')} />
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <MatchingRowView
                key={row.contact.id}
                row={row}
                columns={columns}
                showAvatar={showAvatar}
                loading={loading}
                labels={labels}
                menuOpen={openMenuId === row.contact.id}
                onMenu={onMenu}
              />
            ))}
          </tbody>
        </chakra.table>
      </TableRegion>
      <ScoreLegend keys={columns.map((column) => column.key)} extra={showAvatar ? [avatar] : []} />
    </Stack>
  );
}
