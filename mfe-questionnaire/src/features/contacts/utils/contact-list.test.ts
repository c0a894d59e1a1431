import type { MatchingEntry } from '../api/matching-api';
import { isClickable, partnerKey, sortByScore } from './contact-list';

const entry = (name: string, score: number | null, extra: Partial<MatchingEntry> = {}): MatchingEntry => ({
  first_name: name,
  last_name: 'X',
  picture_url: null,
  email: `${name}@example.com`,
  rui_smooth: score,
  top_fiber_en: null,
  top_fiber_fr: null,
  top_fiber_ru: null,
  is_finished: score !== null,
  fake_user_uuid: null,
  ...extra,
});

describe('the contact list', () => {
  it('sorts by score descending, unfinished last', () => {
    const sorted = sortByScore([entry('a', 0.4), entry('b', null), entry('c', 0.9), entry('d', 0.41)]);
    expect(sorted.map((e) => e.first_name)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('names a person by e-mail and a sample by uuid; only finished ones open', () => {
    expect(partnerKey(entry('a', 0.5))).toBe('a@example.com');
    expect(partnerKey(entry('s', 0.5, { email: null, fake_user_uuid: 'u-1' }))).toBe('u-1');
    expect(isClickable(entry('b', null))).toBe(false);
    expect(isClickable(entry('a', 0.5))).toBe(true);
  });
});
