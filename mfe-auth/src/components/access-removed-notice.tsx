import { Alert, Box, Button } from '@chakra-ui/react';
import { selectEmail, useAppSelector } from '@rapport/platform';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { accessRemovedFor, forgetAccessRemoved, subscribeAccessRemoved } from '../lib/session/access-removed';
import { PageNotice } from './page-notice';

/**
 * Above the page, once a proof of the address (a one-click link, a provider) removed what was
 * set on the account before the address was confirmed: the person reads that the password set
 * then no longer works and the other sessions ended, and how to choose a password. It stays
 * until closed, for the account it is about.
 */
export function AccessRemovedNotice() {
  const { t } = useTranslation('session');
  const about = useSyncExternalStore(subscribeAccessRemoved, accessRemovedFor, () => null);
  const email = useAppSelector(selectEmail);
  if (!about || !email || about.toLowerCase() !== email.toLowerCase()) return null;
  return (
    <PageNotice status="warning" title={t('accessRemoved.title')}>
      <Alert.Description>{t('accessRemoved.body', { email })}</Alert.Description>
      <Box>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={forgetAccessRemoved}>
          {t('accessRemoved.understood')}
        </Button>
      </Box>
    </PageNotice>
  );
}
