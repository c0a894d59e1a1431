import { PATHS, navigate, selectEmail, useAppSelector } from '@rapport/platform';
import { PageLayout } from '@rapport/ui/page-layout';
import type { SavedResponseProgress } from '@rapport/wire/entities/questionnaire';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useJourneyAnswersQuery, useJourneyQuestionsQuery } from '../../../lib/content-api';
import { isEnded, isNotFound } from '../../../lib/not-found';
import {
  STANDARD_QUESTIONNAIRE,
  namesQuestionnaire,
  useQuestionnaireQuery,
  withoutQuestionnaire,
  type QuestionnaireQuery,
} from '../../../lib/questionnaire-query';
import { useResponseProgressQuery } from '../../../lib/response-api';
import { ChoiceFlow } from './choice-flow';
import { InvitationGone } from './invitation-gone';
import { MissionEnded } from './mission-ended';

/**
 * /choice: the 18 questions, resumed from the saved progress. The progress comes first (POST
 * /result/response/ with the link's questionnaire, if it names one): its answer names the
 * questionnaire type, whose questions and answers are loaded next, so the questions shown are
 * always those of the questionnaire the answers are saved to. A link whose mission, contact
 * or questionnaire the server does not know (a 404) is said to be no longer valid: its
 * parameters leave the address, and the standard questionnaire is offered instead. A link
 * whose mission has ended (a 410) says so and offers nothing to answer.
 */
export function ChoicePage() {
  const { t } = useTranslation('questionnaire');
  const email = useAppSelector(selectEmail) ?? '';
  const { search } = useLocation();
  const linked = useQuestionnaireQuery();
  // 'gone': the link's questionnaire is unknown; 'standard': the person chose the standard one instead
  const [instead, setInstead] = useState<'gone' | 'standard' | null>(null);
  const invitationGone = instead === 'gone';
  const selector = instead === 'standard' ? STANDARD_QUESTIONNAIRE : linked;
  const progress = useResponseProgressQuery({ email, query: selector }, { skip: !email || invitationGone, refetchOnMountOrArgChange: true });
  // the progress of this arrival, not a cached one; kept once read: the order is built from it once
  const [arrival, setArrival] = useState<SavedResponseProgress | null>(null);
  if (!arrival && progress.currentData && !progress.isFetching) setArrival(progress.currentData);
  // the link's questionnaire when it names one, else the one the progress is of (the current one)
  const content: QuestionnaireQuery = namesQuestionnaire(selector) ? selector : { questionnaire_type: arrival?.questionnaire_type };
  const questions = useJourneyQuestionsQuery({ query: content }, { skip: !arrival || invitationGone });
  const answers = useJourneyAnswersQuery({ query: content }, { skip: !arrival || invitationGone });

  const missionEnded = namesQuestionnaire(selector) && [progress, questions, answers].some((call) => isEnded(call.error));
  const linkUnknown = !invitationGone && !missionEnded && namesQuestionnaire(selector) && [progress, questions, answers].some((call) => isNotFound(call.error));
  if (linkUnknown) {
    setInstead('gone');
    setArrival(null);
  }
  useEffect(() => {
    // a reload, or the address shared, must not lead here again
    if (invitationGone) navigate(`${PATHS.choice}${withoutQuestionnaire(search)}`, { replace: true });
  }, [invitationGone, search]);
  const takeStandard = () => {
    const params = new URLSearchParams(withoutQuestionnaire(search));
    for (const [key, value] of Object.entries(STANDARD_QUESTIONNAIRE)) params.set(key, value);
    navigate(`${PATHS.choice}?${params}`, { replace: true });
    setInstead('standard');
  };

  const failing = !invitationGone && !linkUnknown && !missionEnded;
  useFailureToast(failing && questions.isError, t('errors.questions'));
  useFailureToast(failing && answers.isError, t('errors.answers'));
  useFailureToast(failing && progress.isError, t('errors.results'));

  const failure = !failing
    ? null
    : questions.isError
      ? t('errors.questions')
      : answers.isError
        ? t('errors.answers')
        : progress.isError
          ? t('errors.results')
          : null;
  const retry = () => {
    if (questions.isError) void questions.refetch();
    if (answers.isError) void answers.refetch();
    if (progress.isError) void progress.refetch();
  };
  const ready = questions.data && answers.data && arrival;

  return (
    <PageLayout page="choice" width="column" title={t('pages.choice.title')} intro={t('pages.choice.intro')}>
      {missionEnded ? (
        <MissionEnded />
      ) : invitationGone || linkUnknown ? (
        <InvitationGone onStandard={takeStandard} />
      ) : failure ? (
        <LoadFailure message={failure} onRetry={retry} />
      ) : ready ? (
        <ChoiceFlow email={email} questions={questions.data!} answers={answers.data!} progress={arrival!} query={selector} />
      ) : (
        <PageLoading />
      )}
    </PageLayout>
  );
}
