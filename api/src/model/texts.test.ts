import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeTextLibrary, handContent, picksByIndex } from '@rapport/api/testing/model-generators';
import type { TextLibrary } from '../content/types';
import { computeIndividualResult } from './individual-result';
import { prepareContent } from './prepare';
import { localizeResult, partnerSoftSkills, selectProfileTexts, type ProfileTextInput } from './texts';

const base: ProfileTextInput = {
  daily: [0, 0, 0, 0],
  tension: [0, 0, 0, 0],
  // mode-1 points per category (ade, fea, agv, agp, opa, opp, evi, fui, reg, tri): 27 in all
  dailyCategoryPoints: [3, 3, 3, 3, 3, 3, 3, 3, 2, 1],
  dailyAxisPoints: [6, 12, 6, 3],
  stakePoints: [26, 26, 26],
  stakePercents: [34, 33, 33],
};
const pick = (over: Partial<ProfileTextInput>) => selectProfileTexts({ ...base, ...over });

describe('selectProfileTexts boundaries (docs/model.md, profile texts)', () => {
  it('wellbeing band of (w_1 + w_2) / 2: high >= 0.33, low < -0.33', () => {
    expect(pick({ daily: [0.33, 0, 0, 0], tension: [0.33, 0, 0, 0] }).wellbeing_expression).toBe('high');
    // 0.331 + 0.329 is 0.66 in thousandths, whatever the float sum says
    expect(pick({ daily: [0.331, 0, 0, 0], tension: [0.329, 0, 0, 0] }).wellbeing_expression).toBe('high');
    expect(pick({ daily: [0.33, 0, 0, 0], tension: [0.329, 0, 0, 0] }).wellbeing_expression).toBe('medium');
    expect(pick({ daily: [-0.33, 0, 0, 0], tension: [-0.33, 0, 0, 0] }).wellbeing_expression).toBe('medium');
    expect(pick({ daily: [-0.331, 0, 0, 0], tension: [-0.33, 0, 0, 0] }).wellbeing_expression).toBe('low');
  });

  it('pressure when w_2 < w_1 - 0.5', () => {
    expect(pick({ daily: [0.5, 0, 0, 0], tension: [0, 0, 0, 0] }).pressure).toBe(false);
    expect(pick({ daily: [0.5, 0, 0, 0], tension: [-0.001, 0, 0, 0] }).pressure).toBe(true);
    expect(pick({ daily: [0.7, 0, 0, 0], tension: [0.2, 0, 0, 0] }).pressure).toBe(false); // 0.2 = 0.7 - 0.5
  });

  it('relational communication: W only when W points exceed every other axis, else the top non-W category', () => {
    expect(pick({ dailyAxisPoints: [12, 11, 2, 2] }).relational_communication).toBe('W');
    // W ties X: not W; the categories tie at 3 points: agv is first in table order
    expect(pick({ dailyAxisPoints: [12, 12, 2, 1] }).relational_communication).toBe('agv');
    expect(pick({ dailyCategoryPoints: [3, 3, 3, 3, 3, 3, 4, 1, 2, 1] }).relational_communication).toBe('evi');
  });

  it('approach: balanced when max - min <= 10 points, else the dominant stake', () => {
    expect(pick({ stakePoints: [31, 24, 23], stakePercents: [40, 30, 30] }).approach_to_situations).toBe('balanced');
    expect(pick({ stakePoints: [32, 23, 23], stakePercents: [41, 30, 29] }).approach_to_situations).toBe('R');
    expect(pick({ stakePoints: [20, 36, 22], stakePercents: [26, 46, 28] }).approach_to_situations).toBe('I');
  });

  it('vision: dominant stake (ties R, I, S) x sign of w_2', () => {
    expect(pick({ stakePoints: [20, 29, 29], tension: [0, 0, 0, 0] }).vision_of_the_world).toBe('I_pos');
    expect(pick({ stakePoints: [20, 22, 36], tension: [-0.001, 0, 0, 0] }).vision_of_the_world).toBe('S_neg');
  });

  it('personal development: the highest of x_2, y_2, z_2, consolidate when all <= 0', () => {
    expect(pick({ tension: [0, 0, 0, 0] }).top_personal_development).toBe('consolidate');
    expect(pick({ tension: [0, -0.2, 0.001, -0.5] }).top_personal_development).toBe('Y');
    expect(pick({ tension: [0, 0.4, 0.4, 0.4] }).top_personal_development).toBe('X');
    expect(pick({ tension: [0, 0.1, 0.3, 0.5] }).top_personal_development).toBe('Z');
  });
});

describe('localizeResult', () => {
  const content = handContent();
  const prep = prepareContent(content);
  // calm daily, fighter under tension: pressure sentence appended
  const r = computeIndividualResult(
    prep,
    picksByIndex(content, [...Array<[number, number]>(9).fill([0, 4]), ...Array<[number, number]>(9).fill([2, 3])]),
    ['w01', 'w02', 'w03', 'w06', 'w05', 'w04', 'w07', 'w08', 'w09', 'w12', 'w11', 'w10'],
  );

  it('picks the library texts in every language, soft skills as one paragraph per family', () => {
    const l = localizeResult(r, fakeTextLibrary());
    expect(l.wellbeing_expression).toEqual({
      en: 'en:wellbeing.medium en:wellbeing.pressure',
      fr: 'fr:wellbeing.medium fr:wellbeing.pressure',
      ru: 'ru:wellbeing.medium ru:wellbeing.pressure',
    });
    expect(l.soft_skills.fr).toBe(
      'fr:family.leadership.name: fr:family.leadership.description\n\n' +
        'fr:family.cooperation.name: fr:family.cooperation.description\n\n' +
        'fr:family.creativity.name: fr:family.creativity.description',
    );
    expect(l.relational_communication.ru).toBe('ru:communication.W');
    expect(l.approach_to_situations.en).toBe('en:approach.balanced');
    expect(l.vision_of_the_world.en).toBe('en:vision.R_neg');
    expect(l.top_personal_development.fr).toBe('fr:development.X');
  });

  it('a partner’s soft skills: the same families as their own result, each in the third person', () => {
    expect(partnerSoftSkills(r.vector, fakeTextLibrary()).fr).toBe(
      'fr:family.leadership.name: fr:family.leadership.third_person\n\n' +
        'fr:family.cooperation.name: fr:family.cooperation.third_person\n\n' +
        'fr:family.creativity.name: fr:family.creativity.third_person',
    );
  });

  it('returns copies: editing the output leaves the library alone', () => {
    const lib = fakeTextLibrary();
    localizeResult(r, lib).vision_of_the_world.en = 'changed';
    expect(lib.vision_of_the_world.R_neg.en).toBe('en:vision.R_neg');
  });

  const textsFile = resolve(__dirname, '../../content/texts.json');
  if (existsSync(textsFile)) {
    it('the real text library (api/content/texts.json) has a non-empty text for every key the model picks', () => {
      const lib = JSON.parse(readFileSync(textsFile, 'utf8')) as TextLibrary;
      const fake = fakeTextLibrary();
      const sections = ['wellbeing_expression', 'relational_communication', 'approach_to_situations', 'vision_of_the_world', 'top_personal_development'] as const;
      for (const section of sections) {
        for (const key of Object.keys(fake[section])) {
          const entry = (lib[section] as Record<string, Record<string, string>>)[key];
          for (const lang of ['en', 'fr', 'ru']) expect([section, key, lang, typeof entry?.[lang] === 'string' && entry[lang].length > 0]).toEqual([section, key, lang, true]);
        }
      }
      for (const key of Object.keys(fake.families)) {
        for (const lang of ['en', 'fr', 'ru'] as const) {
          const fam = lib.families[key as keyof TextLibrary['families']];
          expect([key, lang, Boolean(fam?.name[lang] && fam?.description[lang])]).toEqual([key, lang, true]);
        }
      }
    });

    it('the real text library describes every soft-skill family in the third person too, for a matching partner', () => {
      const lib = JSON.parse(readFileSync(textsFile, 'utf8')) as { families: Record<string, { third_person?: Record<string, string> }> };
      const secondPerson = { en: /\b(you|your|yours)\b/i, fr: /\b(vous|votre|vos)\b/i, ru: /(^|[^а-яё])(вы|вас|вам|ваш|ваша|ваше|ваши)([^а-яё]|$)/i };
      for (const key of Object.keys(fakeTextLibrary().families)) {
        for (const lang of ['en', 'fr', 'ru'] as const) {
          const text = lib.families[key]?.third_person?.[lang] ?? '';
          expect([key, lang, text.trim().length > 0, secondPerson[lang].test(text)]).toEqual([key, lang, true, false]);
        }
      }
    });
  }
});
