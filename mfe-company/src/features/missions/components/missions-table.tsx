import { Box, chakra } from '@chakra-ui/react';
import { formatDate } from '@rapport/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionResponse } from '../../../lib/api/missions-api';
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
    }),
    [t, lang],
  );
  const onboarding = kind === 'O';
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
            <th scope="col">{t('missions.table.reference')}</th>
            <th scope="col">{t(onboarding ? 'missions.table.mentors' : 'missions.table.candidates')}</th>
            <th scope="col">{t('missions.table.created')}</th>
            <th scope="col">{t('missions.table.endDate')}</th>
            <th scope="col">{t(onboarding ? 'missions.table.personToOnboard' : 'missions.table.manager')}</th>
            <th scope="col">
              <span className="sr-only">{t('missions.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {missions.map((mission) => (
            <MissionRow key={mission.pk} mission={mission} labels={labels} menuOpen={menuPk === mission.pk} onAction={onAction} />
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
