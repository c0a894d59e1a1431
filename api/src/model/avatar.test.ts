import assert from 'node:assert/strict';
import fc from 'fast-check';
import { respondent } from '@rapport/api/testing/model-arbitraries';
import { handContent, picksByIndex } from '@rapport/api/testing/model-generators';
import { avatarVector, extraFieldDistance, matchWithAvatar, valueColour } from './avatar';
import { ModelInputError } from './errors';
import { computeIndividualResult } from './individual-result';
import { matchProfiles } from './matching';
import { prepareContent } from './prepare';

const content = handContent();
const prep = prepareContent(content);
const ids = (...n: number[]): string[] => n.map((i) => `w${String(i).padStart(2, '0')}`);
const forward = ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12); // w_i weighs (13 - i) / 78
const reverse = [...forward].reverse(); // w_i weighs i / 78
const person = computeIndividualResult(prep, picksByIndex(content, Array<[number, number]>(18).fill([0, 4])), reverse).vector;

describe('avatarVector', () => {
  it('weighs the words like a person and keeps the given axes', () => {
    const av = avatarVector(forward, prep, { d: [0.5, -0.5, 0, 0] });
    expect(av.s).toEqual([30 / 78, 26 / 78, 22 / 78]);
    expect(av.wt[0]).toBe(12 / 78);
    expect(av.d).toEqual([0.5, -0.5, 0, 0]);
    expect(av.t).toBeNull();
    expect(JSON.parse(JSON.stringify(av))).toEqual(av); // storable as JSON
  });

  it('rejects bad words and bad axes', () => {
    expect(() => avatarVector(forward.slice(1), prep)).toThrow(ModelInputError);
    expect(() => avatarVector(forward, prep, { d: [0, 0, 0] })).toThrow(/avatar: d must be 4 numbers in \[-1, 1\]/);
    expect(() => avatarVector(forward, prep, { t: [0, 0, 1.5, 0] })).toThrow(/avatar: t must be 4 numbers/);
  });
});

describe('matchWithAvatar', () => {
  it('with both axes set, is the professional index of the person against that profile', () => {
    const av = avatarVector(forward, prep, { d: [0.5, -0.5, 0, 0], t: [0.2, 0.3, -0.1, 0] });
    const m = matchProfiles(person, { d: av.d as number[], t: av.t as number[], s: av.s, wt: av.wt, fam: av.fam });
    expect(matchWithAvatar(person, av)).toEqual({ ircp_with_avatar: m.ircp, ircp_smooth_with_avatar: m.ircp_smooth });
  });

  it('takes missing axes equal to the person\'s', () => {
    const av = avatarVector(forward, prep);
    const m = matchProfiles(person, { ...av, d: person.d, t: person.t });
    expect(matchWithAvatar(person, av)).toEqual({ ircp_with_avatar: m.ircp, ircp_smooth_with_avatar: m.ircp_smooth });
  });

  it('stays in [0, 1]', () => {
    fc.assert(
      fc.property(respondent, respondent, fc.boolean(), ({ result }, other, withAxes) => {
        const av = avatarVector(other.words, other.q.prep, withAxes ? { d: other.result.vector.d, t: other.result.vector.t } : undefined);
        const r = matchWithAvatar(result.vector, av);
        for (const v of [r.ircp_with_avatar, r.ircp_smooth_with_avatar]) assert.ok(v >= 0 && v <= 1);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('extraFieldDistance and valueColour', () => {
  // avatar: w_i weighs (13 - i) / 78; person: w_i weighs i / 78
  const av = avatarVector(forward, prep);

  it('by hand', () => {
    // {w01, w02, w03}: t = (12 + 11 + 10) / 78 = 33/78, a = (1 + 2 + 3) / 78 = 6/78
    //   |t - a| / max(t, 1 - t) = (27/78) / (45/78) = 0.6 -> red
    expect(extraFieldDistance(person, av, ids(1, 2, 3), prep)).toBeCloseTo(0.6, 12);
    // {w06, w07}: t = 7 + 6, a = 6 + 7 -> 0 -> green
    expect(extraFieldDistance(person, av, ids(6, 7), prep)).toBe(0);
    // {w12, w10, w04}: t = (1 + 3 + 9) / 78 = 13/78, a = (12 + 10 + 4) / 78 = 26/78
    //   (13/78) / max(13/78, 65/78) = 13/65 = 0.2 exactly, despite the float sums -> orange
    expect(extraFieldDistance(person, av, ids(12, 10, 4), prep)).toBe(0.2);
    // {w12, w11, w10, w06}: t = 1 + 2 + 3 + 7 = 13, a = 12 + 11 + 10 + 6 = 39: 26/65 = 0.4 -> orange
    expect(extraFieldDistance(person, av, ids(12, 11, 10, 6), prep)).toBe(0.4);
    // words nobody chose: 0; duplicates count once
    expect(extraFieldDistance(person, av, ids(30, 31), prep)).toBe(0);
    expect(extraFieldDistance(person, av, ids(1, 2, 3, 3, 1), prep)).toBeCloseTo(0.6, 12);
  });

  it('rejects unknown words', () => {
    expect(() => extraFieldDistance(person, av, ['w99'], prep)).toThrow(/values field: unknown word id w99/);
  });

  it('colours: green below 0.2, orange 0.2 to 0.4, red above 0.4', () => {
    expect([0, 0.1999, 0.2, 0.3, 0.4, 0.4001, 1].map(valueColour)).toEqual(['green', 'green', 'orange', 'orange', 'orange', 'red', 'red']);
  });

  it('lies in [0, 1] for any person, avatar and set of words', () => {
    fc.assert(
      fc.property(respondent, respondent, fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { maxLength: 48 }), (p, a, set) => {
        const wordIds = set.map((i) => p.q.content.words[i].word_id);
        const d = extraFieldDistance(p.result.vector, avatarVector(a.words, a.q.prep), wordIds, p.q.prep);
        assert.ok(d >= 0 && d <= 1, `distance ${d}`);
      }),
      { numRuns: 1000 },
    );
  });
});
