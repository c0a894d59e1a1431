import { Alert, Button, Separator, Stack } from '@chakra-ui/react';
import { PATHS, navigate, selectEmail, useAppSelector, useIndividualResultQuery } from '@rapport/platform';
import { PageLayout } from '@rapport/ui/page-layout';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { finishedState } from '../../../lib/finished';
import { AxesSection } from './axes-section';
import { ProfileTexts } from './profile-texts';
import { ReportDownloads } from './report-downloads';
import { StakesBalance } from './stakes-balance';

/** How often the page asks again while the reports are being made (a few seconds after a submission). */
export const REPORTS_POLL_MS = 2000;

/**
 * /results: the profile, its texts and reports; an unfinished questionnaire goes back to /choice.
 * Right after a submission the report files are still being made on the server: the page asks
 * again every REPORTS_POLL_MS until they are ready, then stops.
 */
export function ResultsPage() {
  const { t } = useTranslation('questionnaire');
  const email = useAppSelector(selectEmail) ?? '';
  const [polling, setPolling] = useState(false);
  const query = useIndividualResultQuery({ email }, { skip: !email, refetchOnMountOrArgChange: true, pollingInterval: polling ? REPORTS_POLL_MS : 0 });
  const result = query.currentData;
  // no result yet (404), or one without soft skills: the questionnaire is not finished
  const unfinished = finishedState(result, query.error) === false;
  const failed = query.isError && !unfinished;
  const preparing = Boolean(result) && !unfinished && result?.reports_ready === false;
  useFailureToast(failed, t('errors.individualResults'));
  useEffect(() => {
    if (unfinished) navigate(PATHS.choice, { replace: true });
  }, [unfinished]);
  // the query's options follow what its answer says (state adjusted while rendering, as React advises)
  if (polling !== preparing) setPolling(preparing);

  const toContacts = (event: MouseEvent) => {
    event.preventDefault();
    navigate(PATHS.contacts);
  };
  return (
    <PageLayout page="results" width="column" title={t('pages.results.title')} intro={t('pages.results.intro')}>
      {failed && !result ? (
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
          <ReportDownloads files={result.files} preparing={preparing} />
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
