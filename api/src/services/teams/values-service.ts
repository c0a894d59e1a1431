import type { z } from 'zod';
import { COMPANY_VALUES_LIMITS } from '@rapport/wire/api/company-values-rules';
import { errorText, type ErrorCode, type ErrorParams } from '@rapport/wire/api/error-codes';
import type { CompanyValues, updateCompanyValues } from '@rapport/wire/api/teams';
import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import type { ExtraSupportedFieldDefinition } from '../../db/schema';
import { HttpError, httpError } from '../../http-errors';
import type { ActiveCompany, CompaniesRepository, CompanyValuesRow } from '../../repositories/companies-repository';
import type { ContentRepository } from '../../repositories/content-repository';
import { wordBank } from '../matchings/company-matching';

/**
 * The values settings (docs/model.md, avatar and values field): a company's avatar, its ideal
 * profile as 12 ranked words of the word bank, and its values (extra supported fields), each a
 * label and the words whose weight its distance sums. Behind the avatar option (403 without it).
 */

export interface ValuesDeps {
  companies: CompaniesRepository;
  content: ContentRepository;
}

export type ValuesInput = z.output<typeof updateCompanyValues.body>;

/** The longest key made from a value's name: the longest the contract accepts. */
const KEY_LENGTH = COMPANY_VALUES_LIMITS.field_name_in_api;

/** The settings of a company with the avatar option; 403 without it. */
async function valuesOf(deps: ValuesDeps, company: ActiveCompany): Promise<CompanyValuesRow> {
  const values = await deps.companies.companyValues(company.id);
  if (!values?.supportsAvatar) throw httpError(403, 'values.off');
  return values;
}

const answer = (values: Pick<CompanyValuesRow, 'avatar' | 'extraSupportedFields'>): CompanyValues => ({
  words: values.avatar?.words ?? [],
  extra_supported_fields: values.extraSupportedFields.map((field) => ({
    field_name_in_api: field.field_name_in_api,
    field_name_for_user: field.field_name_for_user,
    word_ids: field.word_ids,
  })),
});

/** GET /company/values/: the active company's avatar words and values. */
export async function getValues(deps: ValuesDeps, company: ActiveCompany): Promise<CompanyValues> {
  return answer(await valuesOf(deps, company));
}

/** 400 naming the field at fault, as the validation answers do (`words: Pick exactly 12 different words.`). */
const fieldError = (field: string, code: ErrorCode, params?: ErrorParams): HttpError =>
  new HttpError(400, `${field}: ${errorText(code, params ?? {})}`, { code, params, field });

/** A key made of a value's name: lower-case ASCII letters, digits and `_` ("Team spirit" -> team_spirit). */
export function keyOfName(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, KEY_LENGTH - 4)
    .replace(/_+$/g, '');
  return key === '' ? 'value' : key;
}

/** The key itself when free, else with the first free suffix: team_spirit, team_spirit_2, ... */
function freeKey(base: string, taken: Set<string>): string {
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  taken.add(key);
  return key;
}

/**
 * The checked settings: exactly 12 different known words; values named once each (any case),
 * their words known (each once), their keys kept when given (each once) and made from their
 * names otherwise. The first broken rule is the answer.
 */
function checkedValues(input: ValuesInput, known: ReadonlyMap<string, number>): { words: string[]; fields: ExtraSupportedFieldDefinition[] } {
  const words = input.words;
  if (words.length !== SELECTED_WORD_COUNT || new Set(words).size !== words.length) throw fieldError('words', 'values.avatar_words');
  const unknownWord = words.find((id) => !known.has(id));
  if (unknownWord !== undefined) throw fieldError('words', 'values.unknown_word', { id: unknownWord });

  const names = new Set<string>();
  const keys = new Set<string>();
  input.extra_supported_fields.forEach((field, i) => {
    const name = field.field_name_for_user.toLocaleLowerCase('en');
    if (names.has(name)) throw fieldError(`extra_supported_fields.${i}.field_name_for_user`, 'values.field_twice');
    names.add(name);
    const unknown = field.word_ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw fieldError(`extra_supported_fields.${i}.word_ids`, 'values.unknown_word', { id: unknown });
    const key = field.field_name_in_api ?? '';
    if (key !== '' && keys.has(key)) throw fieldError(`extra_supported_fields.${i}.field_name_in_api`, 'values.key_twice');
    if (key !== '') keys.add(key);
  });

  // the keys given are kept; the others are made from the names, clear of every key given
  const fields = input.extra_supported_fields.map((field) => ({
    field_name_in_api: field.field_name_in_api || freeKey(keyOfName(field.field_name_for_user), keys),
    field_name_for_user: field.field_name_for_user,
    word_ids: [...new Set(field.word_ids)],
  }));
  return { words: [...words], fields };
}

/** PUT /company/values/: the company's avatar words and values replaced (the avatar's target axes kept). */
export async function updateValues(deps: ValuesDeps, company: ActiveCompany, input: ValuesInput): Promise<CompanyValues> {
  const current = await valuesOf(deps, company);
  const bank = await wordBank(deps.content);
  const { words, fields } = checkedValues(input, bank.wordIndex);
  const avatar = { ...current.avatar, words };
  await deps.companies.saveCompanyValues(company.id, { avatar, extraSupportedFields: fields });
  return answer({ avatar, extraSupportedFields: fields });
}
