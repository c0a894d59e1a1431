import { Button, Stack, Text } from '@chakra-ui/react';
import { PATHS } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { SettingsPage } from '../../../components/settings-page';
import { useBarometerTextsQuery } from '../../../lib/api/barometer-api';
import { registerBarometerTextsTranslations } from '../locales/register-barometer-texts-translations';
import { BarometerTextsForm } from './barometer-texts-form';

registerBarometerTextsTranslations();

/**
 * /barometer/texts: what respondents read at the top of the company's surveys (title, subtitle,
 * introduction), in each language a survey speaks, and the default language a language
 * without texts shows whole. Behind the barometer option (the app's gate).
 */
export function BarometerTextsPage() {
  const { t } = useTranslation('company');
  const texts = useBarometerTextsQuery();
  // the form once loaded, whatever a later reading (after a save) answers: it holds what is typed
  let content;
  if (texts.data) content = <BarometerTextsForm stored={texts.data} />;
  else if (texts.isError)
    content = (
      <Stack align="flex-start" gap="3" role="alert">
        <Text>{t('barometerTexts.loadFailed')}</Text>
        <Button variant="outline" onClick={() => void texts.refetch()}>
          {t('barometerTexts.retry')}
        </Button>
      </Stack>
    );
  else content = <PageLoading />;

  return (
    <SettingsPage
      title={t('barometerTexts.title')}
      intro={t('barometerTexts.intro')}
      page="barometer-texts"
      width="column"
      back={{ to: PATHS.barometer, label: t('barometerTexts.back') }}
    >
      {content}
    </SettingsPage>
  );
}
