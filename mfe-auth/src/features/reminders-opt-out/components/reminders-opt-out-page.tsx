import { Button, Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { navigate, PATHS } from '@rapport/platform';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useRemindersOptOut } from '../hooks/use-reminders-opt-out';
import { registerRemindersOptOutTranslations } from '../locales/register-reminders-opt-out-translations';

registerRemindersOptOutTranslations();

/**
 * /reminders/stop?token=: the link every reminder to an invited contact carries. Following it
 * stops the reminders without signing in, and the page says so in the language the reminders
 * were written in (the person may never have chosen one here).
 */
export function RemindersOptOutPage() {
  const { t, i18n } = useTranslation('remindersOptOut');
  const [params] = useSearchParams();
  const { state, retry } = useRemindersOptOut(params.get('token') ?? '');

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(PATHS.home);
  };

  if (state.step === 'done') {
    const { lang, company_name: company } = state.answer;
    const said = i18n.getFixedT(lang, 'remindersOptOut');
    return (
      <Container maxW="lg" py={{ base: '10', md: '16' }} lang={lang}>
        <Heading as="h1" size="2xl" mb="6">
          {said('done')}
        </Heading>
        <Stack gap="4" role="status">
          <Text fontWeight="semibold">{said('doneBody', { company })}</Text>
          <Text>{said('stillOpen')}</Text>
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="lg" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="2xl" mb="6">
        {t('title')}
      </Heading>
      {state.step === 'working' && (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('working')}</Text>
        </Stack>
      )}
      {state.step === 'unknown' && (
        <Stack gap="4" align="flex-start">
          <Text role="alert" fontWeight="semibold">
            {t('unknown')}
          </Text>
          <Link href={PATHS.home} onClick={goHome} color="brand.700">
            {t('home')}
          </Link>
        </Stack>
      )}
      {state.step === 'failed' && (
        <Stack gap="4" align="flex-start">
          <Text role="alert" fontWeight="semibold">
            {state.message}
          </Text>
          <Button variant="outline" onClick={retry}>
            {t('retry')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
