import { Menu, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyContact } from '../api/company-contacts-api';
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
 * The page's one row menu, anchored to the button that opened it: a thousand rows mount no
 * menu of their own. The profile-report menu (en, fr) or the actions menu (Add to employee
 * list for candidates, Delete).
 */
export function ContactMenu({ menu, onChoose, onClose }: Props) {
  const { t } = useTranslation('company');
  /** the button the focus goes back to; none when a confirm dialog takes it over */
  const returnFocus = useRef<HTMLElement | null>(null);
  const handedOver = useRef(false);
  // once the menu is gone, the focus must not be left on the page's body or in the menu
  const settleFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-scope="menu"]')) returnFocus.current?.focus();
  };
  const close = () => {
    returnFocus.current = handedOver.current ? null : (menu?.anchor ?? null);
    handedOver.current = false;
    returnFocus.current?.focus();
    // the menu may still focus itself on the next frame (an arrow key's late focus): settle after it
    requestAnimationFrame(settleFocus);
    onClose();
  };
  const choose = (choice: MenuChoice) => {
    if (!menu) return;
    handedOver.current = choice === 'to-employee' || choice === 'delete';
    onChoose(choice, menu);
  };
  const label = menu ? t(menu.kind === 'report' ? 'contacts.report.menu' : 'contacts.menu.open', { name: fullName(menu.contact) }) : undefined;
  return (
    <Menu.Root
      open={menu !== null}
      onOpenChange={({ open }) => !open && close()}
      onSelect={({ value }) => choose(value as MenuChoice)}
      onExitComplete={settleFocus}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', getAnchorRect: () => menu?.anchor.getBoundingClientRect() ?? null }}
      aria-label={label}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {menu?.kind === 'report' && (
              <>
                <Menu.Item value="report-en">{t('contacts.report.en')}</Menu.Item>
                <Menu.Item value="report-fr">{t('contacts.report.fr')}</Menu.Item>
              </>
            )}
            {menu?.kind === 'actions' && (
              <>
                {menu.contact.contact_type === 'C' && <Menu.Item value="to-employee">{t('contacts.menu.toEmployee')}</Menu.Item>}
                <Menu.Item value="delete" color="fg.error">
                  {t('contacts.menu.delete')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
