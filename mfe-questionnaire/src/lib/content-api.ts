import { api } from '@rapport/platform';
import { getAnswers, getQuestions, getWords } from '@rapport/wire/api/calls';
import { contractQuery } from '@rapport/wire/api/client';

/** The questionnaire's content: questions, answers and words, in en, fr and ru. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    journeyQuestions: build.query(contractQuery(getQuestions)),
    journeyAnswers: build.query(contractQuery(getAnswers)),
    journeyWords: build.query(contractQuery(getWords)),
  }),
});

export const { useJourneyQuestionsQuery, useJourneyAnswersQuery, useJourneyWordsQuery } = contentApi;
