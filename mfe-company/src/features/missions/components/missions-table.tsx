import { Box, chakra, Stack } from '@chakra-ui/react';
import { formatDate } from '@rapport/platform';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScoreLegend } from '../../../components/score-legend';
import { SortHeader } from '../../../components/sort-header';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useScoreLabels } from '../../../lib/score-labels';
import { columnHeader, LIST_COLUMNS, UNTITLED_COLUMNS, type ListColumn } from '../utils/list-columns';
import { LIST_KINDS, type ListKind } from '../utils/list-kinds';
import { canSortBy, nextSort, sortMissions, type MissionSort, type SortColumn } from '../utils/mission-sort';
import { MissionRow, type OnRowAction, type RowLabels } from './mission-row';
import { missionsTableCss } from './missions-table-css';

interface Props {
  kind: ListKind;
  missions: readonly MissionResponse[];
  /** the mission whose menu is open */
  menuPk: number | null;
  onAction: OnRowAction;
}

/**
 * The missions as a table (spec section 2); the barometer's sorts by its columns. On a phone
 * it scrolls sideways inside its own focusable region, the name column staying in view. A
 * score's abbreviation (the teams' CPI) is explained by the legend under it.
 */
export function MissionsTable({ kind, missions, menuPk, onAction }: Props) {
  const { t, i18n } = useTranslation('company');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const config = LIST_KINDS[kind];
  const [sort, setSort] = useState<MissionSort | null>(null);
  const { scores } = useScoreLabels();
  const labels = useMemo<RowLabels>(
    () => ({
      ended: t('missions.table.ended'),
      endedHint: t('missions.table.endedHint'),
      menuFor: (name) => t('missions.menu.open', { name }),
      date: (iso) => formatDate(iso, lang),
      gap: { smallTeam: t('missions.table.gap.smallTeam'), noScore: t('missions.table.gap.noScore') },
      questionnaire: (mission) => {
        const type = mission.default_questionnaire?.questionnaire_type;
        return type ? t(`contacts.questionnaires.${type}`, { defaultValue: type }) : '';
      },
      viewResult: t('barometer.list.viewResult'),
      viewResultFor: (name) => t('barometer.list.viewResultFor', { name }),
    }),
    [t, lang],
  );
  const rows = useMemo(
    () => sortMissions(missions, sort, { collator: new Intl.Collator(lang, { sensitivity: 'base', numeric: true }), questionnaire: labels.questionnaire }),
    [missions, sort, lang, labels],
  );
  const columns = LIST_COLUMNS[kind];

  const header = (column: SortColumn, label: ReactNode) =>
    config.sortable && canSortBy(column) ? (
      <SortHeader key={column} column={column} label={label} sort={sort} onSort={(next) => setSort((current) => nextSort(current, next))} />
    ) : (
      <th key={column} scope="col">
        {label}
      </th>
    );
  const title = (column: ListColumn): ReactNode => {
    if (column === 'cpi') return <abbr title={scores.CPI.name}>{scores.CPI.abbr}</abbr>;
    const text = t(`missions.table.${columnHeader(column, kind)}`);
    return UNTITLED_COLUMNS.has(column) ? <span className="sr-only">{text}</span> : text;
  };

  const table = (
    <Box
      role="region"
      aria-label={t(`${config.texts}.table.label`)}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <chakra.table css={missionsTableCss}>
        <thead>
          <tr>
            {header('name', t(`missions.table.${columnHeader('name', kind)}`))}
            {columns.map((column) => header(column, title(column)))}
            <th scope="col">
              <span className="sr-only">{t('missions.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((mission) => (
            <MissionRow key={mission.pk} mission={mission} columns={columns} labels={labels} menuOpen={menuPk === mission.pk} onAction={onAction} />
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
  if (!columns.includes('cpi')) return table;
  return (
    <Stack gap="2">
      {table}
      <ScoreLegend keys={['CPI']} />
    </Stack>
  );
}
