import { Portal, type ButtonProps } from '@chakra-ui/react';
import { PATHS, emit, navigate } from '@rapport/platform';
import { Menu } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';
import { AccountButton } from './account-button';

/** The profile menu itself (profile-menu.tsx loads it); `defaultOpen`: its button was clicked while it loaded. */
export function LoadedProfileMenu({ width, defaultOpen }: { width: ButtonProps['w']; defaultOpen: boolean }) {
  const { t } = useTranslation('common');
  const onSelect = ({ value }: { value: string }) => {
    if (value === 'profile') navigate(PATHS.results);
    else if (value === 'data') emit('account:open', {});
    else if (value === 'logout') emit('auth:logout', {});
  };
  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton w={width} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile">{t('menu.myProfile')}</Menu.Item>
            <Menu.Item value="data">{t('menu.myData')}</Menu.Item>
            <Menu.Item value="logout">{t('menu.logout')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
