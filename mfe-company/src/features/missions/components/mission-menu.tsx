import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { AnchoredMenu, type MenuEntry } from '../../../components/anchored-menu';
import { barometerSurveyArgs, useBarometerSurveyQuery } from '../../../lib/api/barometer-api';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { companyToday } from '../../../lib/company-day';
import { LIST_KINDS, type ListKind } from '../utils/list-kinds';
import { menuChoices, type MenuChoice } from '../utils/mission-list';

export type { MenuChoice };

export interface OpenMenu {
  mission: MissionResponse;
  /** the row's button: the menu opens next to it, and the focus goes back to it */
  anchor: HTMLElement;
}

interface Props {
  kind: ListKind;
  menu: OpenMenu | null;
  onChoose: (choice: MenuChoice, menu: OpenMenu) => void;
  onClose: () => void;
}

/**
 * The page's one row menu (spec section 2): Duplicate, Delete (a confirm dialog takes the
 * focus), Copy the invitation link; a barometer survey has Delete, and while it runs Copy (a
 * public survey) or Invite contacts (a survey of personal invitations). A survey's menu opens
 * once its mode is known (or its call has failed), so its entries do not change under the focus.
 */
export function MissionMenu({ kind, menu, onChoose, onClose }: Props) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const survey = useBarometerSurveyQuery(barometerSurveyArgs(menu?.mission.pk ?? 0), { skip: kind !== 'B' || !menu });
  const waiting = kind === 'B' && menu !== null && !survey.currentData && !survey.isError;
  const entries: Record<MenuChoice, MenuEntry<MenuChoice>> = {
    duplicate: { value: 'duplicate', label: t('missions.menu.duplicate') },
    delete: { value: 'delete', label: t('missions.menu.delete'), danger: true, opensDialog: true },
    'copy-link': { value: 'copy-link', label: t('missions.menu.copyLink') },
    invite: { value: 'invite', label: t('missions.menu.invite'), opensDialog: true },
  };
  const open = menu && !waiting ? menu : null;
  return (
    <AnchoredMenu<MenuChoice>
      portal
      anchor={open?.anchor ?? null}
      label={open ? t('missions.menu.open', { name: open.mission.mission_name }) : undefined}
      entries={open ? menuChoices(LIST_KINDS[kind], open.mission, companyToday(company), survey.currentData?.mode).map((choice) => entries[choice]) : []}
      onChoose={(choice) => open && onChoose(choice, open)}
      onClose={onClose}
    />
  );
}
