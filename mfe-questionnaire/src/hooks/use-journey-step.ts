import { selectEmail, useAppSelector } from '@rapport/platform';
import { useState } from 'react';
import { firstUnfinishedStep, type JourneyStep } from '../lib/journey-step';
import { splitList } from '../lib/localized';
import type { QuestionnaireQuery } from '../lib/questionnaire-query';
import { useResponseProgressQuery } from '../lib/response-api';
import { useSelectedWordsQuery } from '../lib/selected-words-api';

export interface JourneyStepState {
  /** the first unfinished step on arrival; null until both reads have answered or failed */
  step: JourneyStep | null;
  /** the selected words read on arrival ("" when none) */
  selected: string;
  /** whether anything is saved yet (an answer, or words) */
  started: boolean;
  /** the selected words could not be read */
  wordsFailed: boolean;
  retry: () => void;
}

/**
 * Where a person is in the journey, read afresh on each arrival: their saved answers and
 * their selected words, of the questionnaire `query` names (none: their current one). The
 * step is that of the arrival: the page's own saves do not move it. `here` is the page asking:
 * when the words cannot be read, the person stays there.
 */
export function useJourneyStep(query: QuestionnaireQuery, here?: JourneyStep, { skip = false } = {}): JourneyStepState {
  const email = useAppSelector(selectEmail) ?? '';
  const options = { skip: skip || !email, refetchOnMountOrArgChange: true } as const;
  const progress = useResponseProgressQuery({ email, query }, options);
  const words = useSelectedWordsQuery({ email, query }, options);
  // values of this arrival, not ones cached before it
  const answered = progress.isError ? null : progress.isFetching ? undefined : progress.currentData?.question_answered;
  const selected = words.isError ? null : words.isFetching ? undefined : words.currentData?.result;
  const [arrival, setArrival] = useState<{ step: JourneyStep; selected: string; started: boolean } | null>(null);
  if (!arrival && answered !== undefined && selected !== undefined) {
    const started = splitList(answered).length > 0 || splitList(selected).length > 0;
    setArrival({ step: firstUnfinishedStep(answered, selected, here), selected: selected ?? '', started });
  }
  return {
    step: arrival?.step ?? null,
    selected: arrival?.selected ?? '',
    started: arrival?.started ?? false,
    wordsFailed: words.isError,
    retry: () => {
      // the arrival is read again
      setArrival(null);
      if (progress.isError) void progress.refetch();
      if (words.isError) void words.refetch();
    },
  };
}
