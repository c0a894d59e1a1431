import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Which questionnaire a call is about (docs/results-wire.md): questionnaire_type, mission,
 * contact or company, first present wins on the server. The page's own link parameters are
 * forwarded; the link's `questionnaire_id` names a type. Without any, the results calls are
 * about the user's current questionnaire (the server keeps it: their latest progress, else
 * `standard`), and /choice loads the questions of the type its progress answer names.
 */
export type QuestionnaireQuery = Partial<Record<'questionnaire_type' | 'mission' | 'contact' | 'company', string>>;

const LINKED_BY = ['mission', 'contact', 'company'] as const;
/** Every parameter of a link that names a questionnaire. */
const QUESTIONNAIRE_PARAMS = ['questionnaire_type', 'questionnaire_id', ...LINKED_BY];

/** The questionnaire anyone can take, whatever link brought them. */
export const STANDARD_QUESTIONNAIRE = { questionnaire_type: 'standard' } as const satisfies QuestionnaireQuery;

export function questionnaireQuery(search: string): QuestionnaireQuery {
  const params = new URLSearchParams(search);
  const query: QuestionnaireQuery = {};
  const type = params.get('questionnaire_type')?.trim() || params.get('questionnaire_id')?.trim();
  if (type) query.questionnaire_type = type;
  for (const key of LINKED_BY) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** A page's query string without the parameters that name a questionnaire ("" when none is left). */
export function withoutQuestionnaire(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of QUESTIONNAIRE_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function useQuestionnaireQuery(): QuestionnaireQuery {
  const { search } = useLocation();
  return useMemo(() => questionnaireQuery(search), [search]);
}

/** Whether the link names a questionnaire. */
export const namesQuestionnaire = (query: QuestionnaireQuery): boolean => Object.keys(query).length > 0;

/** The query parameters of a call: none at all (not a bare `?`) when the link names no questionnaire. */
export const queryParams = (query: QuestionnaireQuery): QuestionnaireQuery | undefined => (namesQuestionnaire(query) ? query : undefined);
