import { useMemo } from 'react';
import { useBarometerAnswersQuery, useBarometerQuestionsQuery, useBarometerWordsQuery, useDemographicQuestionsQuery } from '../api/barometer-api';
import { goneOf } from '../utils/call-status';
import { questionsWithOptions } from '../utils/questions-with-options';
import type { SurveyContent } from '../utils/survey-state';

/**
 * The survey's questions and words, loaded once: a browser that kept them from an earlier
 * visit (its progress) asks for nothing (`skip`).
 */
export function useSurveyContent(referral: string, skip: boolean) {
  const query = { query: { mission: referral } };
  const demographic = useDemographicQuestionsQuery(query, { skip });
  const questions = useBarometerQuestionsQuery(query, { skip });
  const answers = useBarometerAnswersQuery(query, { skip });
  const words = useBarometerWordsQuery(undefined, { skip });
  const calls = [demographic, questions, answers, words];

  const content = useMemo<SurveyContent | null>(
    () =>
      demographic.data && questions.data && answers.data && words.data
        ? { demographicQuestionnaire: demographic.data, questionnaire: questionsWithOptions(questions.data, answers.data), words: words.data }
        : null,
    [demographic.data, questions.data, answers.data, words.data],
  );
  const failure = demographic.isError
    ? 'errors.demographic'
    : questions.isError
      ? 'errors.questions'
      : answers.isError
        ? 'errors.answers'
        : words.isError
          ? 'errors.words'
          : null;
  const retry = () => {
    for (const call of calls) if (call.isError) void call.refetch();
  };
  // a link that ended (410) or is no survey's (404) while its content was asked for
  const gone = goneOf(calls);
  return { content, gone, failure, retry };
}
