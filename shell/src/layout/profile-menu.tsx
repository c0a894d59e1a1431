import { Button, Menu, Portal, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { PATHS, emit, navigate, selectProfile, useAppSelector } from '@rapport/contracts';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_BUTTON_WIDTH } from './account-button-width';

/**
 * The signed-in user's menu; My data and Logout are mfe-auth's, asked for over the bus. Its
 * width is Sign in's (they take turns in the visitor's header); the admin header, where
 * Sign in never shows, lets it fit the name.
 */
export function ProfileMenu({ width = ACCOUNT_BUTTON_WIDTH }: { width?: ButtonProps['w'] }) {
  const { t } = useTranslation('common');
  const profile = useAppSelector(selectProfile);
  const onSelect = ({ value }: { value: string }) => {
    if (value === 'profile') navigate(PATHS.results);
    else if (value === 'data') emit('account:open', {});
    else if (value === 'logout') emit('auth:logout', {});
  };
  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" w={width} maxW="32">
          <Text as="span" truncate>
            {profile?.first_name || t('menu.account')}
          </Text>
          <VisuallyHidden>{t('menu.label')}</VisuallyHidden>
        </Button>
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
