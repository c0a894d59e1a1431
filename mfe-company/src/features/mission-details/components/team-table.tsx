import { chakra } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/wire/api/company';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableCss } from '../../../components/data-table-css';
import { signed } from '../../../lib/percent';
import { useScoreLabels } from '../../../lib/score-labels';
import type { TeamMemberRow, TeamRole } from '../utils/team-members';
import { ActionsHeader, PersonCells, RowMenuCell, TableRegion } from './table-parts';

const tableCss = {
  ...dataTableCss('44rem'),
  '& td.number': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& thead th.number': { textAlign: 'end' },
};

/** Every text a row shows, translated once for the whole table. */
interface RowLabels {
  role: (role: TeamRole) => string;
  /** why a value shows "-" */
  unfinished: string;
  noImpact: string;
  menuFor: (name: string) => string;
}

interface Props {
  rows: readonly TeamMemberRow[];
  /** the impacts are loading: their cells say so */
  scoresLoading: boolean;
  openMenuId: number | null;
  onMenu: (contact: CompanyContact, anchor: HTMLElement) => void;
}

/** "-" on screen, its reason for screen readers and on hover. */
function Gap({ reason }: { reason: string }) {
  return (
    <td className="number" title={reason}>
      <span aria-hidden="true">-</span>
      <span className="sr-only">{reason}</span>
    </td>
  );
}

const TeamRowView = memo(function TeamRowView({
  row,
  labels,
  loading,
  menuOpen,
  onMenu,
}: {
  row: TeamMemberRow;
  labels: RowLabels;
  loading: boolean;
  menuOpen: boolean;
  onMenu: Props['onMenu'];
}) {
  const { contact, stakes } = row;
  const stake = (value: number | undefined) => (value === undefined ? <Gap reason={labels.unfinished} /> : <td className="number">{`${value}%`}</td>);
  let impact;
  if (row.impact !== null) impact = <td className="number">{`${signed(row.impact)}%`}</td>;
  else if (loading) impact = <td className="number" aria-busy="true" />;
  else impact = <Gap reason={stakes ? labels.noImpact : labels.unfinished} />;
  return (
    <tr data-contact-id={contact.id}>
      <PersonCells contact={contact} role={labels.role(row.role)} />
      {impact}
      {stake(stakes?.action)}
      {stake(stakes?.vision)}
      {stake(stakes?.intention)}
      <RowMenuCell contact={contact} menuFor={labels.menuFor} open={menuOpen} onMenu={onMenu} />
    </tr>
  );
});

/**
 * The team (spec section 2): last name, first name, role, Impact on CPI (%), then the stakes
 * balance (Action, Vision, Intention) as whole percentages, and each member's menu. On a phone
 * it scrolls sideways inside its own focusable region, the last name in view.
 */
export function TeamTable({ rows, scoresLoading, openMenuId, onMenu }: Props) {
  const { t } = useTranslation('company');
  const { abbr } = useScoreLabels();
  const labels = useMemo<RowLabels>(
    () => ({
      role: (role) => t(`teamDetails.roles.${role}`),
      unfinished: t('teamDetails.table.unfinished'),
      noImpact: t('teamDetails.table.noImpact'),
      menuFor: (name) => t('teamDetails.menu.open', { name }),
    }),
    [t],
  );
  return (
    <TableRegion label={t('teamDetails.table.label')}>
      <chakra.table css={tableCss} aria-busy={scoresLoading}>
        <thead>
          <tr>
            <th scope="col">{t('teamDetails.table.lastName')}</th>
            <th scope="col">{t('teamDetails.table.firstName')}</th>
            <th scope="col">{t('teamDetails.table.role')}</th>
            <th scope="col" className="number">
              {t('teamDetails.table.impact', abbr)}
            </th>
            <th scope="col" className="number">
              {t('teamDetails.table.action')}
            </th>
            <th scope="col" className="number">
              {t('teamDetails.table.vision')}
            </th>
            <th scope="col" className="number">
              {t('teamDetails.table.intention')}
            </th>
            <ActionsHeader label={t('teamDetails.table.actions')} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <TeamRowView key={row.contact.id} row={row} labels={labels} loading={scoresLoading} menuOpen={openMenuId === row.contact.id} onMenu={onMenu} />
          ))}
        </tbody>
      </chakra.table>
    </TableRegion>
  );
}
