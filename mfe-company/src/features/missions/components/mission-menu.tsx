import { useTranslation } from 'react-i18next';
import { AnchoredMenu, type MenuEntry } from '../../../components/anchored-menu';
import type { MissionResponse } from '../../../lib/api/missions-api';
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
 * focus), Copy the invitation link; a barometer survey has Delete, and Copy while it runs.
 */
export function MissionMenu({ kind, menu, onChoose, onClose }: Props) {
  const { t } = useTranslation('company');
  const entries: Record<MenuChoice, MenuEntry<MenuChoice>> = {
    duplicate: { value: 'duplicate', label: t('missions.menu.duplicate') },
    delete: { value: 'delete', label: t('missions.menu.delete'), danger: true, opensDialog: true },
    'copy-link': { value: 'copy-link', label: t('missions.menu.copyLink') },
  };
  return (
    <AnchoredMenu<MenuChoice>
      portal
      anchor={menu?.anchor ?? null}
      label={menu ? t('missions.menu.open', { name: menu.mission.mission_name }) : undefined}
      entries={menu ? menuChoices(LIST_KINDS[kind], menu.mission, new Date()).map((choice) => entries[choice]) : []}
      onChoose={(choice) => menu && onChoose(choice, menu)}
      onClose={onClose}
    />
  );
}
