import { useTranslation } from 'react-i18next';
import { AnchoredMenu } from '../../../components/anchored-menu';
import type { MissionResponse } from '../../../lib/api/missions-api';

export type MenuChoice = 'duplicate' | 'delete' | 'copy-link';

export interface OpenMenu {
  mission: MissionResponse;
  /** the row's button: the menu opens next to it, and the focus goes back to it */
  anchor: HTMLElement;
}

interface Props {
  menu: OpenMenu | null;
  onChoose: (choice: MenuChoice, menu: OpenMenu) => void;
  onClose: () => void;
}

/** The page's one row menu: Duplicate, Delete (a confirm dialog takes the focus), Copy the invitation link (spec section 2). */
export function MissionMenu({ menu, onChoose, onClose }: Props) {
  const { t } = useTranslation('company');
  return (
    <AnchoredMenu<MenuChoice>
      portal
      anchor={menu?.anchor ?? null}
      label={menu ? t('missions.menu.open', { name: menu.mission.mission_name }) : undefined}
      entries={[
        { value: 'duplicate', label: t('missions.menu.duplicate') },
        { value: 'delete', label: t('missions.menu.delete'), danger: true, opensDialog: true },
        { value: 'copy-link', label: t('missions.menu.copyLink') },
      ]}
      onChoose={(choice) => menu && onChoose(choice, menu)}
      onClose={onClose}
    />
  );
}
