import { useEffect, useReducer, useRef } from 'react';
import { clearProgress, loadProgress, saveInvitation, saveProgress } from '../../../lib/local-progress';
import { emptyProgress, resume, started, surveyReducer } from '../utils/survey-state';

/**
 * The survey's state, resumed from this browser's progress for the mission and kept there after
 * each change (spec section 3), with the personal link's code of an invited survey; the
 * thank-you page leaves nothing of either behind.
 */
export function useSurvey(referral: string, invitation: string | undefined) {
  const [state, dispatch] = useReducer(surveyReducer, referral, (code) => resume(loadProgress(code, emptyProgress())));
  const arrival = useRef(state);
  useEffect(() => {
    // nothing to write before the respondent starts: opening a link leaves no trace
    if (state === arrival.current || !started(state.progress)) return;
    if (state.progress.view === 'LAST_PAGE') {
      clearProgress(referral);
      return;
    }
    saveProgress(referral, state.progress);
    if (invitation) saveInvitation(referral, invitation);
  }, [referral, invitation, state]);
  return [state, dispatch] as const;
}
