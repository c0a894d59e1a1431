import { PATHS, navigate, selectEmail, useAppDispatch, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { PageLayout } from '@rapport/ui/page-layout';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useJourneyStep } from '../../../hooks/use-journey-step';
import { useJourneyWordsQuery } from '../../../lib/content-api';
import { useQuestionnaireQuery } from '../../../lib/questionnaire-query';
import { selectedWordsApi, useSaveSelectedWordsMutation } from '../../../lib/selected-words-api';
import { WordPicker } from './word-picker';

/**
 * /select: choose exactly 12 of the 48 words. Someone whose answers are not all saved goes to
 * /choice first; someone who already chose goes on to /sort.
 */
export function SelectPage() {
  const { t } = useTranslation('questionnaire');
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectEmail) ?? '';
  // the link's questionnaire when it names one, else the server's current one
  const { search } = useLocation();
  const selector = useQuestionnaireQuery();
  const words = useJourneyWordsQuery();
  const journey = useJourneyStep(selector, PATHS.select);
  const [save, { isLoading: saving }] = useSaveSelectedWordsMutation();
  useFailureToast(words.isError || journey.wordsFailed, t('errors.words'));

  const elsewhere = journey.step !== null && journey.step !== PATHS.select ? journey.step : null;
  useEffect(() => {
    // the link's questionnaire goes along
    if (elsewhere) navigate(`${elsewhere}${search}`, { replace: true });
  }, [elsewhere, search]);

  const submit = async (selected: string[]) => {
    try {
      const saved = await save({ email, query: selector, result: selected.join(',') }).unwrap();
      // /sort reads the selection on arrival: it must not see this page's empty one
      dispatch(selectedWordsApi.util.upsertQueryData('selectedWords', { email, query: selector }, saved));
      navigate(PATHS.sort);
    } catch {
      notify('error', t('errors.submitWords'));
    }
  };

  return (
    <PageLayout page="select" width="column" title={t('pages.select.title')} intro={t('pages.select.intro')}>
      {words.isError ? (
        <LoadFailure message={t('errors.words')} onRetry={() => void words.refetch()} />
      ) : words.data && journey.step === PATHS.select ? (
        <WordPicker words={words.data} saving={saving} onSubmit={submit} />
      ) : (
        <PageLoading />
      )}
    </PageLayout>
  );
}
