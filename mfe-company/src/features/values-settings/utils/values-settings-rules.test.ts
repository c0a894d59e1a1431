import { updateCompanyValues } from '@rapport/wire/api/teams';
import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import {
  AVATAR_WORD_COUNT,
  MAX_VALUES,
  VALUE_NAME_MAX,
  VALUE_WORDS_MAX,
  emptyRow,
  formOf,
  isChanged,
  serverPlace,
  valuesFormErrors,
  valuesRequest,
  type ValuesForm,
} from './values-settings-rules';

const TWELVE = Array.from({ length: 12 }, (_, i) => `w${String(i + 1).padStart(2, '0')}`);
const stored = {
  words: TWELVE,
  extra_supported_fields: [
    { field_name_in_api: 'team_spirit', field_name_for_user: 'Team spirit', word_ids: ['w01', 'w02'] },
    { field_name_in_api: 'boldness', field_name_for_user: 'Boldness', word_ids: ['w03'] },
  ],
};

describe('the values settings rules', () => {
  it('keeps the contract’s limits', () => {
    expect(AVATAR_WORD_COUNT).toBe(SELECTED_WORD_COUNT);
    const field = { field_name_for_user: 'x', word_ids: ['w01'] };
    const body = (fields: object[]) => updateCompanyValues.body.safeParse({ words: TWELVE, extra_supported_fields: fields });
    expect(body([{ ...field, field_name_for_user: 'n'.repeat(VALUE_NAME_MAX) }]).success).toBe(true);
    expect(body([{ ...field, field_name_for_user: 'n'.repeat(VALUE_NAME_MAX + 1) }]).success).toBe(false);
    expect(body([{ ...field, word_ids: TWELVE.slice(0, VALUE_WORDS_MAX) }]).success).toBe(true);
    expect(body([{ ...field, word_ids: [...TWELVE, 'w13'].slice(0, VALUE_WORDS_MAX + 1) }]).success).toBe(false);
    expect(body(Array.from({ length: MAX_VALUES + 1 }, () => field)).success).toBe(false);
  });

  it('sends every row in order, its key kept, a new one without key, names trimmed', () => {
    const form = formOf(stored);
    const added = { ...emptyRow(), name: '  Care ', wordIds: ['w09'] };
    expect(valuesRequest({ ...form, rows: [...form.rows, added] })).toEqual({
      words: TWELVE,
      extra_supported_fields: [
        { field_name_in_api: 'team_spirit', field_name_for_user: 'Team spirit', word_ids: ['w01', 'w02'] },
        { field_name_in_api: 'boldness', field_name_for_user: 'Boldness', word_ids: ['w03'] },
        { field_name_for_user: 'Care', word_ids: ['w09'] },
      ],
    });
  });

  it('sees a change in the ranking, a name, a value’s words or the rows, not in the order a value’s words were picked', () => {
    const saved = formOf(stored);
    const edit = (change: (form: ValuesForm) => ValuesForm) => isChanged(change(structuredClone(saved)), saved);
    expect(edit((form) => form)).toBe(false);
    expect(edit((form) => ({ ...form, rows: form.rows.map((row, i) => (i === 0 ? { ...row, wordIds: ['w02', 'w01'] } : row)) }))).toBe(false);
    expect(edit((form) => ({ ...form, words: [TWELVE[1], TWELVE[0], ...TWELVE.slice(2)] }))).toBe(true);
    expect(edit((form) => ({ ...form, rows: form.rows.map((row, i) => (i === 1 ? { ...row, name: 'Daring' } : row)) }))).toBe(true);
    expect(edit((form) => ({ ...form, rows: form.rows.map((row, i) => (i === 1 ? { ...row, wordIds: ['w03', 'w04'] } : row)) }))).toBe(true);
    expect(edit((form) => ({ ...form, rows: form.rows.slice(1) }))).toBe(true);
  });

  it('lends the rows’ keys to the saved settings by position', () => {
    const before = formOf(stored);
    const after = formOf(stored, before.rows);
    expect(after.rows.map((row) => row.key)).toEqual(before.rows.map((row) => row.key));
    expect(new Set([...before.rows, ...formOf(stored).rows].map((row) => row.key)).size).toBe(4);
  });

  it('finds each broken rule at its place, in the page’s order', () => {
    const form = formOf(stored);
    const [spirit, boldness] = form.rows;
    const blank = { ...emptyRow(), name: '  ' };
    const long = { ...emptyRow(), name: 'n'.repeat(VALUE_NAME_MAX + 1), wordIds: ['w01'] };
    const twice = { ...emptyRow(), name: 'team SPIRIT', wordIds: ['w01'] };
    expect(valuesFormErrors(form)).toEqual([]);
    expect(valuesFormErrors({ words: TWELVE.slice(1), rows: [spirit, blank, long, twice, boldness] })).toEqual([
      ['words', { key: 'valuesSettings.errors.avatarWords', values: { count: 12 } }],
      [`name:${blank.key}`, { key: 'valuesSettings.errors.required' }],
      [`wordIds:${blank.key}`, { key: 'valuesSettings.errors.pickWords' }],
      [`name:${long.key}`, { key: 'valuesSettings.errors.tooLong', values: { max: 40 } }],
      [`name:${twice.key}`, { key: 'valuesSettings.errors.nameTwice' }],
    ]);
  });

  it('places a server error by the field it names', () => {
    const form = formOf(stored);
    const [, boldness] = form.rows;
    const failure = (field?: string) => ({ status: 400, data: { status: 0, message: 'x', code: 'c', field } });
    expect(serverPlace(failure('words'), form)).toBe('words');
    expect(serverPlace(failure('words.3'), form)).toBe('words');
    expect(serverPlace(failure('extra_supported_fields.1.field_name_for_user'), form)).toBe(`name:${boldness.key}`);
    expect(serverPlace(failure('extra_supported_fields.1.field_name_in_api'), form)).toBe(`name:${boldness.key}`);
    expect(serverPlace(failure('extra_supported_fields.1.word_ids.0'), form)).toBe(`wordIds:${boldness.key}`);
    expect(serverPlace(failure('extra_supported_fields'), form)).toBe('values');
    expect(serverPlace(failure('extra_supported_fields.5.word_ids'), form)).toBe('values');
    expect(serverPlace(failure('body'), form)).toBeNull();
    expect(serverPlace(failure(), form)).toBeNull();
    expect(serverPlace(new Error('offline'), form)).toBeNull();
  });
});
