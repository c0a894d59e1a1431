import { useAppDispatch } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { responseApi, useSaveResponseProgressMutation } from '../../../lib/response-api';
import {
  advance,
  backToUnsaved,
  markSaved,
  toProgressLists,
  toggleInFlow,
  type ChoiceFlowState,
} from '../utils/choice-flow-state';
import { splitList } from '../../../lib/localized';
import type { QuestionnaireQuery } from '../../../lib/questionnaire-query';

/**
 * The questionnaire's state and its saves. Next shows the following question at once (the
 * target is under 100 ms) while the cumulative answers are saved in the background; a failed
 * save brings the user back to the first unsaved question with its choices. The saves name
 * the link's questionnaire (`query`) when it names one, else the server uses the current one.
 */
export function useChoiceFlow(init: () => ChoiceFlowState, email: string, query: QuestionnaireQuery) {
  const { t } = useTranslation('questionnaire');
  // initialised once: the order is shuffled once per page load and stays across re-renders
  const [flow, setFlow] = useState(init);
  // the latest state for the save callbacks, which finish after later clicks
  const latest = useRef(flow);
  const [pending, setPending] = useState(0);
  const [save] = useSaveResponseProgressMutation();
  const dispatch = useAppDispatch();

  const update = useCallback((next: ChoiceFlowState) => {
    latest.current = next;
    setFlow(next);
  }, []);

  /** Returns the shown question's choices before and after, for the live region. */
  const toggle = useCallback((answerId: string) => {
    const before = latest.current.current;
    const toggled = toggleInFlow(latest.current, answerId);
    update(toggled);
    return { before, after: toggled.current };
  }, [update]);

  const next = useCallback(() => {
    const advanced = advance(latest.current);
    if (advanced === latest.current) return;
    update(advanced);
    setPending((count) => count + 1);
    save({ email, query, ...toProgressLists(advanced) })
      .unwrap()
      .then((progress) => {
        update(markSaved(latest.current, splitList(progress.question_answered)));
        // a later arrival on /choice starts from this, not from the progress read on this one
        dispatch(responseApi.util.upsertQueryData('responseProgress', { email, query }, progress));
      })
      .catch(() => {
        notify('error', t('errors.submitResponses'));
        update(backToUnsaved(latest.current));
      })
      .finally(() => setPending((count) => count - 1));
  }, [email, query, save, t, update, dispatch]);

  return { flow, saving: pending > 0, toggle, next };
}
