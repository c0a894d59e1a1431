import { api } from '@rapport/contracts';
import type { Answer, Question, Word } from '@rapport/contracts/entities/questionnaire';
import type { QuestionnaireQuery } from './questionnaire-query';

/** The questionnaire's content: questions, answers and words, in en, fr and ru. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    journeyQuestions: build.query<Question[], QuestionnaireQuery>({
      query: (params) => ({ url: '/response/question/', params }),
    }),
    journeyAnswers: build.query<Answer[], QuestionnaireQuery>({
      query: (params) => ({ url: '/response/answer/', params }),
    }),
    journeyWords: build.query<Word[], void>({ query: () => '/words/' }),
  }),
});

export const { useJourneyQuestionsQuery, useJourneyAnswersQuery, useJourneyWordsQuery } = contentApi;
