import { useTranslation } from 'react-i18next';
import { AnchoredMenu, type MenuEntry } from '../../../components/anchored-menu';
import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import { fullName } from '../utils/contact-list';

export type MenuKind = 'report' | 'actions';
export type MenuChoice = 'report-en' | 'report-fr' | 'to-employee' | 'delete';

export interface OpenMenu {
  kind: MenuKind;
  contact: CompanyContact;
  /** the row's button: the menu opens next to it, and the focus goes back to it */
  anchor: HTMLElement;
}

interface Props {
  menu: OpenMenu | null;
  onChoose: (choice: MenuChoice, menu: OpenMenu) => void;
  onClose: () => void;
}

/**
 * The page's one row menu: the profile-report menu (en, fr) or the actions menu (Add to
 * employee list for candidates, Delete; each opens a confirm dialog, which takes the focus).
 */
export function ContactMenu({ menu, onChoose, onClose }: Props) {
  const { t } = useTranslation('company');
  const entries: MenuEntry<MenuChoice>[] =
    menu?.kind === 'report'
      ? [
          { value: 'report-en', label: t('contacts.report.en') },
          { value: 'report-fr', label: t('contacts.report.fr') },
        ]
      : [
          ...(menu?.contact.contact_type === 'C' ? [{ value: 'to-employee' as const, label: t('contacts.menu.toEmployee'), opensDialog: true }] : []),
          { value: 'delete', label: t('contacts.menu.delete'), danger: true, opensDialog: true },
        ];
  const label = menu ? t(menu.kind === 'report' ? 'contacts.report.menu' : 'contacts.menu.open', { name: fullName(menu.contact) }) : undefined;
  return (
    <AnchoredMenu<MenuChoice>
      portal
      anchor={menu?.anchor ?? null}
      label={label}
      entries={entries}
      onChoose={(choice) => menu && onChoose(choice, menu)}
      onClose={onClose}
    />
  );
}
