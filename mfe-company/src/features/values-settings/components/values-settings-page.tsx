import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { PATHS, selectActiveCompany, selectLang, useAppSelector } from '@rapport/platform';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { SettingsPage } from '../../../components/settings-page';
import { useCompanyValuesQuery } from '../../../lib/api/teams-api';
import { useCompanyWordBankQuery } from '../api/word-bank-api';
import { ValuesSettingsForm } from './values-settings-form';

/**
 * /values/settings: the company's ideal profile (its avatar: 12 words, chosen then ranked with
 * the journey's picker) and its values (the extra supported fields), behind the avatar option.
 */
export function ValuesSettingsPage() {
  const { t } = useTranslation('company');
  const lang = useAppSelector(selectLang);
  const company = useAppSelector(selectActiveCompany);
  const allowed = company?.supports_avatar === true;
  const stored = useCompanyValuesQuery(undefined, { skip: !allowed });
  const bank = useCompanyWordBankQuery(undefined, { skip: !allowed });

  const words = useMemo(() => (bank.data ?? []).map((word) => ({ id: word.word_id, label: word[lang] || word.en })), [bank.data, lang]);
  const labels = useMemo(() => new Map(words.map((word) => [word.id, word.label])), [words]);
  const labelOf = useCallback((wordId: string) => labels.get(wordId) ?? wordId, [labels]);

  const off = (company && !allowed) || (stored.error as { status?: unknown } | undefined)?.status === 403;
  let content;
  if (off)
    content = (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('valuesSettings.unavailable')}</Alert.Title>
          <Alert.Description>{t('valuesSettings.unavailableHint')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  else if (stored.isError || bank.isError)
    content = (
      <Stack align="flex-start" gap="3" role="alert">
        <Text>{t('valuesSettings.loadFailed')}</Text>
        <Button
          variant="outline"
          onClick={() => {
            if (stored.isError) void stored.refetch();
            if (bank.isError) void bank.refetch();
          }}
        >
          {t('valuesSettings.retry')}
        </Button>
      </Stack>
    );
  else if (stored.data && bank.data) content = <ValuesSettingsForm stored={stored.data} words={words} labelOf={labelOf} />;
  else content = <PageLoading />;

  return (
    <SettingsPage
      title={t('valuesSettings.title')}
      intro={t('valuesSettings.intro')}
      page="values-settings"
      width="wide"
      back={{ to: PATHS.values, label: t('valuesSettings.back') }}
    >
      {content}
    </SettingsPage>
  );
}
