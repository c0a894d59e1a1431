import { navigate, serverMessage, surveyGonePath, type SurveyGoneReason } from '@rapport/platform';
import { barometerTextsIn } from '@rapport/wire/api/barometer-texts';
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
import { goneReason, invitationProblem, isRefused, type SubmitFailure } from '../utils/call-status';
import { surveySubmission } from '../utils/submit-body';
import { hasContent } from '../utils/survey-state';
import { SurveyHeader } from './survey-header';
import { SurveySteps } from './survey-steps';

/**
 * The barometer of one mission link: checks the link, loads the survey (unless this browser
 * kept it), runs the steps and submits. A link that leads nowhere (ended, unknown, not a
 * barometer) removes what this browser kept of it and goes to the root page, whose address
 * says why in the survey's language (the root page tells the respondent). An invited survey
 * needs its personal link's code: the address's, else the one kept with the progress. The
 * company's texts are the survey language's, else the default language's (barometerTextsIn).
 */
export function SurveyBody({ referral, invitation: linkInvitation }: { referral: string; invitation: string | undefined }) {
  const { t, lang } = useSurveyT();
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

  const leave = useEffectEvent((reason: SurveyGoneReason) => {
    forgetMission(referral);
    navigate(surveyGonePath({ reason, lang }), { replace: true });
  });
  // the survey ended (410) or was deleted (404) while it was being answered: the submit's answer
  const [goneOnSubmit, setGoneOnSubmit] = useState<SurveyGoneReason | null>(null);
  const gone = mission.gone ?? content.gone ?? goneOnSubmit;
  useEffect(() => {
    if (gone) leave(gone);
  }, [gone]);

  const onValidate = async () => {
    setSubmitFailure(null);
    const result = await submit(surveySubmission(progress, { referral, mode, invitation }, random));
    const problem = result.error ? invitationProblem(result.error) : null;
    const goneNow = result.error ? goneReason(result.error) : null;
    if (!result.error) {
      markSubmitted(referral);
      setSubmitted(true);
      dispatch({ type: 'submitted' });
    } else if (problem) {
      // the same link would be refused again: no retry, the answers stay for the right link
      setSubmitFailure({ detail: t(problem), retry: false });
    } else if (goneNow) {
      setGoneOnSubmit(goneNow);
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

  if (gone || mission.status === 'checking') return <PageLoading />;
  if (mission.status === 'failed') return <LoadFailure message={t('errors.company')} onRetry={mission.retry} />;
  const texts = mission.company ? barometerTextsIn(mission.company.barometer_texts, lang) : null;

  return (
    <>
      <SurveyHeader company={mission.company} texts={texts} full={showThanks || progress.view === 'FIRST_PAGE'} />
      <SurveySteps
        state={state}
        showThanks={showThanks}
        headingRef={heading}
        company={mission.company}
        texts={texts}
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
