import { Alert } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector, type SessionCompany } from '@rapport/platform';
import { PageLayout } from '@rapport/ui/page-layout';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A paid option of the company and the pages it opens (spec sections 2 and 6). */
export type CompanyOption = 'avatar' | 'barometer';

interface OptionTexts {
  flag: keyof Pick<SessionCompany, 'supports_avatar' | 'supports_barometer'>;
  /** the page's key under `pages` */
  page: string;
  /** i18n keys (namespace `company`) of what the page says instead */
  unavailable: string;
  hint: string;
}

const OPTIONS: Record<CompanyOption, OptionTexts> = {
  avatar: { flag: 'supports_avatar', page: 'values', unavailable: 'valuesSettings.unavailable', hint: 'valuesSettings.unavailableHint' },
  barometer: { flag: 'supports_barometer', page: 'barometer', unavailable: 'barometer.unavailable', hint: 'barometer.unavailableHint' },
};

/** Whether the active company has `option` (no company yet: not known, so not refused). */
export function companyHasOption(company: SessionCompany | null | undefined, option: CompanyOption): boolean {
  return !company || company[OPTIONS[option].flag];
}

/**
 * The values pages need the avatar option, the barometer pages the barometer option (spec
 * sections 2 and 6): the header greys the link out, and a typed or bookmarked URL says why
 * instead of a broken page. The page's children are not mounted, so they ask the API nothing.
 */
export function CompanyOptionGate({ option, children }: { option: CompanyOption; children: ReactNode }) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  if (companyHasOption(company, option)) return children;
  const texts = OPTIONS[option];
  return (
    <PageLayout title={t(`pages.${texts.page}.title`)} page={texts.page} width="wide">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(texts.unavailable)}</Alert.Title>
          <Alert.Description>{t(texts.hint)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </PageLayout>
  );
}
