import { selectEmail, useAppSelector } from '@rapport/contracts';
import type { ResponseProgress } from '@rapport/contracts/entities/questionnaire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { PageLayout } from '../../../components/page-layout';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useJourneyAnswersQuery, useJourneyQuestionsQuery } from '../../../lib/content-api';
import { useQuestionnaireQuery } from '../../../lib/questionnaire-query';
import { useResponseProgressQuery } from '../api/response-api';
import { ChoiceFlow } from './choice-flow';

/** /choice: the 18 questions, resumed from the saved progress (POST /result/response/ on arrival). */
export function ChoicePage() {
  const { t } = useTranslation('questionnaire');
  const email = useAppSelector(selectEmail) ?? '';
  const selector = useQuestionnaireQuery();
  const questions = useJourneyQuestionsQuery(selector);
  const answers = useJourneyAnswersQuery(selector);
  const progress = useResponseProgressQuery({ email }, { skip: !email, refetchOnMountOrArgChange: true });

  useFailureToast(questions.isError, t('errors.questions'));
  useFailureToast(answers.isError, t('errors.answers'));
  useFailureToast(progress.isError, t('errors.results'));

  const failure = questions.isError ? t('errors.questions') : answers.isError ? t('errors.answers') : progress.isError ? t('errors.results') : null;
  const retry = () => {
    if (questions.isError) void questions.refetch();
    if (answers.isError) void answers.refetch();
    if (progress.isError) void progress.refetch();
  };
  // the progress of this arrival, not a cached one; kept once read: the order is built from it once
  const [arrival, setArrival] = useState<ResponseProgress | null>(null);
  if (!arrival && progress.currentData && !progress.isFetching) setArrival(progress.currentData);
  const ready = questions.data && answers.data && arrival;

  return (
    <PageLayout page="choice" title={t('pages.choice.title')} intro={t('pages.choice.intro')}>
      {failure ? (
        <LoadFailure message={failure} onRetry={retry} />
      ) : ready ? (
        <ChoiceFlow email={email} questions={questions.data!} answers={answers.data!} progress={arrival!} />
      ) : (
        <PageLoading />
      )}
    </PageLayout>
  );
}
