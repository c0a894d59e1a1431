import { Alert } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from './page-layout';

/**
 * The values pages exist for companies with the avatar option (spec sections 2 and 6): the
 * header greys the link out, and a typed or bookmarked URL says why instead of a broken page.
 */
export function AvatarOptionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  if (!company || company.supports_avatar) return children;
  return (
    <PageLayout title={t('pages.values.title')} page="values">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('valuesSettings.unavailable')}</Alert.Title>
          <Alert.Description>{t('valuesSettings.unavailableHint')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </PageLayout>
  );
}
