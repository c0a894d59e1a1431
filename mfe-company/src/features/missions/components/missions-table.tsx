import { Box, chakra } from '@chakra-ui/react';
import { formatDate } from '@rapport/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { columnHeader, LIST_COLUMNS } from '../utils/list-columns';
import type { ListKind } from '../utils/list-kinds';
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
 * The missions as a table (spec section 2). On a phone it scrolls sideways inside its own
 * focusable region, the name column staying in view.
 */
export function MissionsTable({ kind, missions, menuPk, onAction }: Props) {
  const { t, i18n } = useTranslation('company');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const labels = useMemo<RowLabels>(
    () => ({
      ended: t('missions.table.ended'),
      endedHint: t('missions.table.endedHint'),
      menuFor: (name) => t('missions.menu.open', { name }),
      date: (iso) => formatDate(iso, lang),
      gap: { smallTeam: t('missions.table.gap.smallTeam'), noScore: t('missions.table.gap.noScore') },
    }),
    [t, lang],
  );
  const columns = LIST_COLUMNS[kind];
  return (
    <Box
      role="region"
      aria-label={t('missions.table.label')}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <chakra.table css={missionsTableCss}>
        <thead>
          <tr>
            <th scope="col">{t('missions.table.name')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column === 'cpi' ? (
                  <abbr title={t('missions.table.cpiTitle')}>{t('missions.table.cpi')}</abbr>
                ) : (
                  t(`missions.table.${columnHeader(column, kind)}`)
                )}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{t('missions.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {missions.map((mission) => (
            <MissionRow key={mission.pk} mission={mission} columns={columns} labels={labels} menuOpen={menuPk === mission.pk} onAction={onAction} />
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
