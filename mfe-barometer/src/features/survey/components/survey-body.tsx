import { navigate, PATHS, serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { LiveRegion } from '@rapport/ui/live-region';
import { useEffect, useEffectEvent, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { PageLoading } from '../../../components/page-loading';
import { useSurveyT } from '../../../hooks/use-survey-t';
import { forgetMission, isSubmitted, loadInvitation, markSubmitted } from '../../../lib/local-progress';
import { useSubmitBarometerResponseMutation } from '../api/barometer-api';
import { useMissionStatus } from '../hooks/use-mission-status';
import { useRandomSource } from '../hooks/use-random-source';
import { useStepFocus } from '../hooks/use-step-focus';
import { useSurvey } from '../hooks/use-survey';
import { useSurveyContent } from '../hooks/use-survey-content';
import { invitationProblem, isGone, isRefused, type SubmitFailure } from '../utils/call-status';
import { surveySubmission } from '../utils/submit-body';
import { hasContent } from '../utils/survey-state';
import { SurveyHeader } from './survey-header';
import { SurveySteps } from './survey-steps';

/**
 * The barometer of one mission link: checks the link, loads the survey (unless this browser
 * kept it), runs the steps and submits. A link that leads nowhere (ended, unknown, not a
 * barometer) removes what this browser kept of it and goes to the root page. An invited
 * survey needs its personal link's code: the address's, else the one kept with the progress.
 */
export function SurveyBody({ referral, invitation: linkInvitation }: { referral: string; invitation: string | undefined }) {
  const { t } = useSurveyT();
  const random = useRandomSource();
  const mission = useMissionStatus(referral);
  const [keptInvitation] = useState(() => loadInvitation(referral));
  const invitation = linkInvitation ?? keptInvitation;
  const [state, dispatch] = useSurvey(referral, invitation);
  const [submitted, setSubmitted] = useState(() => isSubmitted(referral));
  const content = useSurveyContent(referral, submitted || hasContent(state.progress));
  const [submit, submission] = useSubmitBarometerResponseMutation();
  const [submitFailure, setSubmitFailure] = useState<SubmitFailure | null>(null);
  // the steps show only once the lookup has answered; until then the safer reading: answers randomized
  const mode = mission.company?.mode ?? 'public';
  const [message, setMessage] = useState('');
  const { progress, index } = state;

  useEffect(() => {
    if (content.content) dispatch({ type: 'content', content: content.content });
  }, [content.content, dispatch]);

  const leave = useEffectEvent(() => {
    forgetMission(referral);
    notify('info', t('errors.ended'));
    navigate(PATHS.home, { replace: true });
  });
  // the survey ended while it was being answered: the submit's 410
  const [endedOnSubmit, setEndedOnSubmit] = useState(false);
  const ended = mission.status === 'inactive' || content.ended || endedOnSubmit;
  useEffect(() => {
    if (ended) leave();
  }, [ended]);

  const onValidate = async () => {
    setSubmitFailure(null);
    const result = await submit(surveySubmission(progress, { referral, mode, invitation }, random));
    const problem = result.error ? invitationProblem(result.error) : null;
    if (!result.error) {
      markSubmitted(referral);
      setSubmitted(true);
      dispatch({ type: 'submitted' });
    } else if (problem) {
      // the same link would be refused again: no retry, the answers stay for the right link
      setSubmitFailure({ detail: t(problem), retry: false });
    } else if (isGone(result.error)) {
      setEndedOnSubmit(true);
    } else {
      setSubmitFailure({ detail: isRefused(result.error) ? serverMessage(result.error, t('errors.kept')) : t('errors.kept'), retry: true });
    }
  };

  const showThanks = submitted || progress.view === 'LAST_PAGE';
  const step = showThanks ? 'LAST_PAGE' : `${progress.view}:${index}`;
  const stepMessage =
    progress.view === 'DEMOGRAPHIC'
      ? t('demographic.count', { number: index + 1, total: progress.demographicQuestionnaire.length })
      : progress.view === 'QUESTIONNAIRE'
        ? t('question.count', { number: index + 1, total: progress.questionnaire.length })
        : '';
  const heading = useStepFocus(step, stepMessage, setMessage);

  if (ended || mission.status === 'checking') return <PageLoading />;
  if (mission.status === 'failed') return <LoadFailure message={t('errors.company')} onRetry={mission.retry} />;

  return (
    <>
      <SurveyHeader company={mission.company} full={showThanks || progress.view === 'FIRST_PAGE'} />
      <SurveySteps
        state={state}
        showThanks={showThanks}
        headingRef={heading}
        company={mission.company}
        needsInvitation={mode === 'invited' && !invitation}
        ready={hasContent(progress)}
        contentFailure={content.failure ? t(content.failure) : null}
        onRetryContent={content.retry}
        dispatch={dispatch}
        announce={setMessage}
        onValidate={() => void onValidate()}
        submitting={submission.isLoading}
        submitFailure={submitFailure}
      />
      <LiveRegion message={message} testId="survey-announcer" />
    </>
  );
}
