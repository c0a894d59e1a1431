import type { Word } from '@rapport/wire/entities/questionnaire';
import type { CompanyValues } from '../../../lib/api/teams-api';

const NAMES = ['Courage', 'Kindness', 'Curiosity', 'Humour', 'Patience', 'Loyalty', 'Honesty', 'Rigour', 'Daring', 'Calm', 'Generosity', 'Humility', 'Energy', 'Care'];

/** The 48 words of the bank: w01 Courage (fr "Courage fr") ... w14 Care, then "Word 15" ... "Word 48". */
export const WORDS: Word[] = Array.from({ length: 48 }, (_, i) => {
  const en = NAMES[i] ?? `Word ${i + 1}`;
  return { word_id: `w${String(i + 1).padStart(2, '0')}`, en, fr: `${en} fr`, ru: `${en} ru` };
});

export const idOf = (name: string) => WORDS.find((word) => word.en === name)!.word_id;

/** The stored avatar: the first 12 words, rank 1 first, and two values. */
export const STORED: CompanyValues = {
  words: WORDS.slice(0, 12).map((word) => word.word_id),
  extra_supported_fields: [
    { field_name_in_api: 'team_spirit', field_name_for_user: 'Team spirit', word_ids: ['w01', 'w02'] },
    { field_name_in_api: 'boldness', field_name_for_user: 'Boldness', word_ids: ['w09'] },
  ],
};

/** `count` stored values named Value A, Value B... */
export const valuesWith = (count: number): CompanyValues => ({
  ...STORED,
  extra_supported_fields: Array.from({ length: count }, (_, i) => ({
    field_name_in_api: `value_${i + 1}`,
    field_name_for_user: `Value ${String.fromCharCode(65 + i)}`,
    word_ids: [`w${String(i + 1).padStart(2, '0')}`],
  })),
});
