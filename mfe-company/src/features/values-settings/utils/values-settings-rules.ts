import type { CallArg } from '@rapport/wire/api/client';
import { COMPANY_VALUES_LIMITS } from '@rapport/wire/api/company-values-rules';
import type { updateCompanyValues } from '@rapport/wire/api/calls';
import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import type { CompanyValues } from '../../../lib/api/teams-api';

/**
 * The values settings: the company's avatar (12 ranked words) and its values, each a name and
 * the words it weighs. The limits are the contract's, read from its zod-free module so that the
 * page carries no zod.
 */
export const AVATAR_WORD_COUNT = SELECTED_WORD_COUNT;
export const MAX_VALUES = COMPANY_VALUES_LIMITS.extra_supported_fields;
export const VALUE_NAME_MAX = COMPANY_VALUES_LIMITS.field_name_for_user;
export const VALUE_WORDS_MAX = COMPANY_VALUES_LIMITS.word_ids;

export type ValuesRequest = CallArg<typeof updateCompanyValues>;

/** One value as the form holds it; `key` names the row in React and in the errors. */
export interface ValueRow {
  key: string;
  /** the value's key in the matchings, kept when it is renamed; null for a new value */
  fieldNameInApi: string | null;
  name: string;
  wordIds: string[];
}

export interface ValuesForm {
  /** the avatar's words, rank 1 first (the grid's choice and the ranking are one list) */
  words: string[];
  rows: ValueRow[];
}

let lastKey = 0;
const newKey = () => `value-${(lastKey += 1)}`;

export const emptyRow = (): ValueRow => ({ key: newKey(), fieldNameInApi: null, name: '', wordIds: [] });

/** The form of the stored settings; rows of `previous` lend their keys by position (a save keeps the rows in place). */
export function formOf(values: CompanyValues, previous: readonly ValueRow[] = []): ValuesForm {
  return {
    words: [...values.words],
    rows: values.extra_supported_fields.map((field, i) => ({
      key: previous[i]?.key ?? newKey(),
      fieldNameInApi: field.field_name_in_api,
      name: field.field_name_for_user,
      wordIds: [...field.word_ids],
    })),
  };
}

/** The PUT body: every row, in order (a server error names a row by its position). */
export function valuesRequest(form: ValuesForm): ValuesRequest {
  return {
    words: [...form.words],
    extra_supported_fields: form.rows.map((row) => ({
      ...(row.fieldNameInApi ? { field_name_in_api: row.fieldNameInApi } : {}),
      field_name_for_user: row.name.trim(),
      word_ids: [...row.wordIds],
    })),
  };
}

/** Whether saving would change anything: the words' order counts, a value's words are a set. */
export function isChanged(form: ValuesForm, saved: ValuesForm): boolean {
  const comparable = (values: ValuesForm) => {
    const body = valuesRequest(values);
    return JSON.stringify({ ...body, extra_supported_fields: body.extra_supported_fields.map((field) => ({ ...field, word_ids: [...field.word_ids].sort() })) });
  };
  return comparable(form) !== comparable(saved);
}

/** Where a message shows: the ideal profile, a row's name or words, or the values as a whole. */
export type ErrorPlace = 'words' | 'values' | `name:${string}` | `wordIds:${string}`;

export interface RuleError {
  /** a key of the company namespace */
  key: string;
  values?: Record<string, string | number>;
}

/** The broken rules, by place, in the page's order (the first one gets the focus on Save). */
export function valuesFormErrors(form: ValuesForm): [ErrorPlace, RuleError][] {
  const errors: [ErrorPlace, RuleError][] = [];
  if (form.words.length !== AVATAR_WORD_COUNT) {
    errors.push(['words', { key: 'valuesSettings.errors.avatarWords', values: { count: AVATAR_WORD_COUNT } }]);
  }
  const names = new Set<string>();
  for (const row of form.rows) {
    const name = row.name.trim();
    const folded = name.toLocaleLowerCase();
    if (name === '') errors.push([`name:${row.key}`, { key: 'valuesSettings.errors.required' }]);
    else if (name.length > VALUE_NAME_MAX) errors.push([`name:${row.key}`, { key: 'valuesSettings.errors.tooLong', values: { max: VALUE_NAME_MAX } }]);
    else if (names.has(folded)) errors.push([`name:${row.key}`, { key: 'valuesSettings.errors.nameTwice' }]);
    names.add(folded);
    if (row.wordIds.length === 0) errors.push([`wordIds:${row.key}`, { key: 'valuesSettings.errors.pickWords' }]);
  }
  return errors;
}

const ROW_FIELD = /^extra_supported_fields\.(\d+)\.(field_name_for_user|field_name_in_api|word_ids)(\.|$)/;

/**
 * The place of a server's 400 from its `field` (`words`, `extra_supported_fields.2.word_ids`...):
 * the row is the one sent at that position. Null when the answer names no field of the form.
 */
export function serverPlace(error: unknown, form: ValuesForm): ErrorPlace | null {
  const field = (error as { data?: { field?: unknown } | null } | null | undefined)?.data?.field;
  if (typeof field !== 'string') return null;
  if (field === 'words' || field.startsWith('words.')) return 'words';
  const match = ROW_FIELD.exec(field);
  const row = match ? form.rows[Number(match[1])] : undefined;
  if (match && row) return match[2] === 'word_ids' ? `wordIds:${row.key}` : `name:${row.key}`;
  if (field === 'extra_supported_fields' || field.startsWith('extra_supported_fields.')) return 'values';
  return null;
}
