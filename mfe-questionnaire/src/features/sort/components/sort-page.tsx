import { PATHS, navigate, selectEmail, selectLang, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { PageLayout } from '@rapport/ui/page-layout';
import { RESULT_WAIT_MS } from '@rapport/wire/entities/questionnaire';
import type { DndChoice } from '@rapport/ui/words/ranked-word-list';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useJourneyStep } from '../../../hooks/use-journey-step';
import { useJourneyWordsQuery } from '../../../lib/content-api';
import { localized, splitList } from '../../../lib/localized';
import { useQuestionnaireQuery } from '../../../lib/questionnaire-query';
import { useSaveSortedWordsMutation } from '../api/sorted-words-api';
import { useResultWait } from '../hooks/use-result-wait';
import { SortList } from './sort-list';
import { SortWait } from './sort-wait';

/**
 * /sort: rank the 12 selected words, submit, wait 5 seconds, then /results. Someone with an
 * earlier step unfinished (answers, then words) is sent to it.
 */
export function SortPage(dnd: DndChoice) {
  const { t } = useTranslation('questionnaire');
  const email = useAppSelector(selectEmail) ?? '';
  const lang = useAppSelector(selectLang);
  const { search } = useLocation();
  const selector = useQuestionnaireQuery();
  const words = useJourneyWordsQuery();
  const journey = useJourneyStep(selector, PATHS.sort);
  const [save] = useSaveSortedWordsMutation();
  const wait = useResultWait(RESULT_WAIT_MS, () => navigate(PATHS.results));
  const failed = words.isError || journey.wordsFailed;
  useFailureToast(failed, t('errors.selectedWords'));

  const elsewhere = journey.step !== null && journey.step !== PATHS.sort ? journey.step : null;
  useEffect(() => {
    // the link's questionnaire goes along
    if (elsewhere) navigate(`${elsewhere}${search}`, { replace: true });
  }, [elsewhere, search]);
  // the selection read on arrival is the starting order
  const selected = journey.step === PATHS.sort ? splitList(journey.selected) : null;

  const labelOf = useCallback(
    (wordId: string) => localized(words.data?.find((w) => w.word_id === wordId), lang) || wordId,
    [words.data, lang],
  );

  const retry = () => {
    if (words.isError) void words.refetch();
    journey.retry();
  };
  // the wait starts with the click; the save runs during it, and a failed save ends it
  const submit = (ranked: string[]) =>
    wait.start(save({ email, result: ranked.join(','), query: selector }).unwrap(), () => notify('error', t('errors.sortedWords')));

  return (
    <PageLayout page="sort" width="column" title={t('pages.sort.title')} intro={wait.running ? undefined : t('pages.sort.intro')}>
      {wait.running ? (
        <SortWait percent={wait.percent} />
      ) : failed ? (
        <LoadFailure message={t('errors.selectedWords')} onRetry={retry} />
      ) : words.data && selected?.length ? (
        <SortList wordIds={selected} labelOf={labelOf} onSubmit={submit} {...dnd} />
      ) : (
        <PageLoading />
      )}
    </PageLayout>
  );
}
