import { selectEmail, useAppSelector } from '@rapport/contracts';
import type { SavedResponseProgress } from '@rapport/contracts/entities/questionnaire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { PageLayout } from '../../../components/page-layout';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useJourneyAnswersQuery, useJourneyQuestionsQuery } from '../../../lib/content-api';
import { namesQuestionnaire, useQuestionnaireQuery, type QuestionnaireQuery } from '../../../lib/questionnaire-query';
import { useResponseProgressQuery } from '../../../lib/response-api';
import { ChoiceFlow } from './choice-flow';

/**
 * /choice: the 18 questions, resumed from the saved progress. The progress comes first (POST
 * /result/response/ with the link's questionnaire, if it names one): its answer names the
 * questionnaire type, whose questions and answers are loaded next, so the questions shown are
 * always those of the questionnaire the answers are saved to.
 */
export function ChoicePage() {
  const { t } = useTranslation('questionnaire');
  const email = useAppSelector(selectEmail) ?? '';
  const selector = useQuestionnaireQuery();
  const progress = useResponseProgressQuery({ email, query: selector }, { skip: !email, refetchOnMountOrArgChange: true });
  // the progress of this arrival, not a cached one; kept once read: the order is built from it once
  const [arrival, setArrival] = useState<SavedResponseProgress | null>(null);
  if (!arrival && progress.currentData && !progress.isFetching) setArrival(progress.currentData);
  // the link's questionnaire when it names one, else the one the progress is of (the current one)
  const content: QuestionnaireQuery = namesQuestionnaire(selector) ? selector : { questionnaire_type: arrival?.questionnaire_type };
  const questions = useJourneyQuestionsQuery({ query: content }, { skip: !arrival });
  const answers = useJourneyAnswersQuery({ query: content }, { skip: !arrival });

  useFailureToast(questions.isError, t('errors.questions'));
  useFailureToast(answers.isError, t('errors.answers'));
  useFailureToast(progress.isError, t('errors.results'));

  const failure = questions.isError ? t('errors.questions') : answers.isError ? t('errors.answers') : progress.isError ? t('errors.results') : null;
  const retry = () => {
    if (questions.isError) void questions.refetch();
    if (answers.isError) void answers.refetch();
    if (progress.isError) void progress.refetch();
  };
  const ready = questions.data && answers.data && arrival;

  return (
    <PageLayout page="choice" title={t('pages.choice.title')} intro={t('pages.choice.intro')}>
      {failure ? (
        <LoadFailure message={failure} onRetry={retry} />
      ) : ready ? (
        <ChoiceFlow email={email} questions={questions.data!} answers={answers.data!} progress={arrival!} query={selector} />
      ) : (
        <PageLoading />
      )}
    </PageLayout>
  );
}
