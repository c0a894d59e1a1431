import { Alert, Button, Separator, Stack } from '@chakra-ui/react';
import { PATHS, navigate, selectEmail, useAppSelector, useIndividualResultQuery } from '@rapport/contracts';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { PageLayout } from '../../../components/page-layout';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { finishedState } from '../../../lib/finished';
import { AxesSection } from './axes-section';
import { ProfileTexts } from './profile-texts';
import { ReportDownloads } from './report-downloads';
import { StakesBalance } from './stakes-balance';

/** /results: the profile, its texts and reports; an unfinished questionnaire goes back to /choice. */
export function ResultsPage() {
  const { t } = useTranslation('questionnaire');
  const email = useAppSelector(selectEmail) ?? '';
  const query = useIndividualResultQuery({ email }, { skip: !email, refetchOnMountOrArgChange: true });
  const result = query.currentData;
  // no result yet (404), or one without soft skills: the questionnaire is not finished
  const unfinished = finishedState(result, query.error) === false;
  const failed = query.isError && !unfinished;
  useFailureToast(failed, t('errors.individualResults'));
  useEffect(() => {
    if (unfinished) navigate(PATHS.choice, { replace: true });
  }, [unfinished]);

  const toContacts = (event: MouseEvent) => {
    event.preventDefault();
    navigate(PATHS.contacts);
  };
  return (
    <PageLayout page="results" title={t('pages.results.title')} intro={t('pages.results.intro')}>
      {failed ? (
        <LoadFailure message={t('errors.individualResults')} onRetry={() => void query.refetch()} />
      ) : result && !unfinished ? (
        <Stack gap="8">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('results.completion')}</Alert.Title>
          </Alert.Root>
          <AxesSection scores={result} />
          <StakesBalance stakes={result} />
          <ProfileTexts result={result} />
          <Separator />
          <ReportDownloads files={result.files} />
          <Button asChild size="lg" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <a href={PATHS.contacts} onClick={toContacts}>
              {t('results.toContacts')}
            </a>
          </Button>
        </Stack>
      ) : (
        <PageLoading />
      )}
    </PageLayout>
  );
}
