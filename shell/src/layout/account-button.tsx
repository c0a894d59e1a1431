import { Button, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { selectProfile, useAppSelector } from '@rapport/platform';
import { useTranslation } from 'react-i18next';

/**
 * The signed-in user's button at the header's end: their first name (truncated to the width),
 * named "profile menu" for screen readers. The profile menu's trigger, and what shows while the
 * menu's code loads (profile-menu.tsx).
 */
export function AccountButton(props: ButtonProps) {
  const { t } = useTranslation('common');
  const profile = useAppSelector(selectProfile);
  return (
    <Button size="sm" variant="outline" maxW="32" {...props}>
      <Text as="span" truncate>
        {profile?.first_name || t('menu.account')}
      </Text>
      <VisuallyHidden>{t('menu.label')}</VisuallyHidden>
    </Button>
  );
}
