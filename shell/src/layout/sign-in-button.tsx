import { Button } from '@chakra-ui/react';
import { emit } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_BUTTON_WIDTH } from './account-button-width';

/** Visitors open mfe-auth's login modal. */
export function SignInButton() {
  const { t } = useTranslation('common');
  return (
    <Button size="sm" w={ACCOUNT_BUTTON_WIDTH} colorPalette="brand" onClick={() => emit('auth:open-modal', { view: 'signin' })}>
      {t('signIn')}
    </Button>
  );
}
