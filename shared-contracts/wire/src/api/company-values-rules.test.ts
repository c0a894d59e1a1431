import { tooLong } from './common';
import { COMPANY_VALUES_LIMITS as LIMITS } from './company-values-rules';
import { updateCompanyValues } from './teams';

// The values settings page checks and shows COMPANY_VALUES_LIMITS, and the API makes keys within them.
const words = Array.from({ length: 12 }, (_, i) => `w${i + 1}`);
const value = { field_name_for_user: 'Team spirit', word_ids: ['w1'] };
const parse = (fields: object[]) => updateCompanyValues.body.safeParse({ words, extra_supported_fields: fields });
const issues = (fields: object[]) => parse(fields).error?.issues.map(({ path, message }) => ({ path, message }));

describe('the values contract and COMPANY_VALUES_LIMITS', () => {
  it('takes as many values as the limit and refuses one more', () => {
    expect(parse(Array.from({ length: LIMITS.extra_supported_fields }, () => value)).success).toBe(true);
    expect(issues(Array.from({ length: LIMITS.extra_supported_fields + 1 }, () => value))).toEqual([
      { path: ['extra_supported_fields'], message: `At most ${LIMITS.extra_supported_fields} values` },
    ]);
  });

  it('bounds a name, a key and the words of a value', () => {
    const name = LIMITS.field_name_for_user;
    const key = LIMITS.field_name_in_api;
    expect(parse([{ ...value, field_name_for_user: 'n'.repeat(name), field_name_in_api: 'k'.repeat(key), word_ids: words.slice(0, LIMITS.word_ids) }]).success).toBe(true);
    expect(issues([{ ...value, field_name_for_user: 'n'.repeat(name + 1) }])).toEqual([
      { path: ['extra_supported_fields', 0, 'field_name_for_user'], message: tooLong(name) },
    ]);
    expect(issues([{ ...value, field_name_in_api: 'k'.repeat(key + 1) }])).toEqual([{ path: ['extra_supported_fields', 0, 'field_name_in_api'], message: tooLong(key) }]);
    expect(issues([{ ...value, word_ids: [...words, 'w13'].slice(0, LIMITS.word_ids + 1) }])).toEqual([
      { path: ['extra_supported_fields', 0, 'word_ids'], message: `Pick at most ${LIMITS.word_ids} words` },
    ]);
  });
});
