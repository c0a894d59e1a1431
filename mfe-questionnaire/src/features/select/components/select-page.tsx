import { PATHS, navigate, notify, selectEmail, useAppDispatch, useAppSelector } from '@rapport/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { PageLayout } from '../../../components/page-layout';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useJourneyWordsQuery } from '../../../lib/content-api';
import { splitList } from '../../../lib/localized';
import { useQuestionnaireQuery } from '../../../lib/questionnaire-query';
import { selectedWordsApi, useSaveSelectedWordsMutation, useSelectedWordsQuery } from '../../../lib/selected-words-api';
import { WordPicker } from './word-picker';

/** /select: choose exactly 12 of the 48 words; a user who already chose goes on to /sort. */
export function SelectPage() {
  const { t } = useTranslation('questionnaire');
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectEmail) ?? '';
  // the link's questionnaire when it names one, else the server's current one
  const selector = useQuestionnaireQuery();
  const words = useJourneyWordsQuery();
  const chosen = useSelectedWordsQuery({ email, query: selector }, { skip: !email, refetchOnMountOrArgChange: true });
  const [save, { isLoading: saving }] = useSaveSelectedWordsMutation();
  useFailureToast(words.isError || chosen.isError, t('errors.words'));

  const alreadyChosen = splitList(chosen.currentData?.result).length > 0;
  useEffect(() => {
    if (alreadyChosen) navigate(PATHS.sort, { replace: true });
  }, [alreadyChosen]);

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

  // a failed check of earlier choices does not stop anyone choosing
  const checked = chosen.isError || (chosen.currentData && !alreadyChosen);
  return (
    <PageLayout page="select" title={t('pages.select.title')} intro={t('pages.select.intro')}>
      {words.isError ? (
        <LoadFailure message={t('errors.words')} onRetry={() => void words.refetch()} />
      ) : words.data && checked ? (
        <WordPicker words={words.data} saving={saving} onSubmit={submit} />
      ) : (
        <PageLoading />
      )}
    </PageLayout>
  );
}
