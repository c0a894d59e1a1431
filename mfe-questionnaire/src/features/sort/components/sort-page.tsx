import { PATHS, navigate, notify, selectEmail, selectLang, useAppSelector } from '@rapport/contracts';
import { RESULT_WAIT_MS } from '@rapport/contracts/entities/questionnaire';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { PageLayout } from '../../../components/page-layout';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useJourneyWordsQuery } from '../../../lib/content-api';
import { localized, splitList } from '../../../lib/localized';
import { useQuestionnaireQuery } from '../../../lib/questionnaire-query';
import { useSelectedWordsQuery } from '../../../lib/selected-words-api';
import { useSaveSortedWordsMutation } from '../api/sorted-words-api';
import { useTimedProgress } from '../hooks/use-timed-progress';
import { SortList, type DndChoice } from './sort-list';
import { SortWait } from './sort-wait';

/** /sort: rank the 12 selected words, submit, wait 5 seconds, then /results. */
export function SortPage(dnd: DndChoice) {
  const { t } = useTranslation('questionnaire');
  const email = useAppSelector(selectEmail) ?? '';
  const lang = useAppSelector(selectLang);
  const selector = useQuestionnaireQuery();
  const words = useJourneyWordsQuery();
  const chosen = useSelectedWordsQuery({ email, query: selector }, { skip: !email, refetchOnMountOrArgChange: true });
  const [save, { isLoading: saving }] = useSaveSortedWordsMutation();
  const [waiting, setWaiting] = useState(false);
  const percent = useTimedProgress(waiting, RESULT_WAIT_MS, () => navigate(PATHS.results));
  const failed = words.isError || chosen.isError;
  useFailureToast(failed, t('errors.selectedWords'));

  // the selection read on arrival is the starting order; a later refetch does not reset it
  const [selected, setSelected] = useState<string[] | null>(null);
  if (!selected && chosen.currentData && !chosen.isFetching) setSelected(splitList(chosen.currentData.result));
  const nothingSelected = selected?.length === 0;
  useEffect(() => {
    if (nothingSelected) navigate(PATHS.select, { replace: true });
  }, [nothingSelected]);

  const labelOf = useCallback(
    (wordId: string) => localized(words.data?.find((w) => w.word_id === wordId), lang) || wordId,
    [words.data, lang],
  );

  const submit = async (ranked: string[]) => {
    try {
      await save({ email, result: ranked.join(','), query: selector }).unwrap();
      setWaiting(true);
    } catch {
      notify('error', t('errors.sortedWords'));
    }
  };

  const retry = () => {
    if (words.isError) void words.refetch();
    if (chosen.isError) void chosen.refetch();
  };
  return (
    <PageLayout page="sort" title={t('pages.sort.title')} intro={waiting ? undefined : t('pages.sort.intro')}>
      {waiting ? (
        <SortWait percent={percent} />
      ) : failed ? (
        <LoadFailure message={t('errors.selectedWords')} onRetry={retry} />
      ) : words.data && selected?.length ? (
        <SortList wordIds={selected} labelOf={labelOf} saving={saving} onSubmit={submit} {...dnd} />
      ) : (
        <PageLoading />
      )}
    </PageLayout>
  );
}
