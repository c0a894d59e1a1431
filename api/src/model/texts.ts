/**
 * Profile texts (docs/model.md, profile texts): the model picks keys into the text library; the
 * library (api/content/texts.json) holds the en/fr/ru paragraphs.
 */
import { CATEGORIES, STAKES, type Family, type Lang, type FamilyText, type Localized, type TextLibrary } from '../content/types';
import type { IndividualResult } from './individual-result';
import type { ProfileVector } from './vector';
import { firstMaxIndex, topFamilies } from './words';

export type WellbeingBand = 'high' | 'medium' | 'low';

export interface ProfileTexts {
  wellbeing_expression: WellbeingBand;
  /** the pressure sentence is appended when w_2 < w_1 - 0.5 */
  pressure: boolean;
  relational_communication: keyof TextLibrary['relational_communication'];
  approach_to_situations: keyof TextLibrary['approach_to_situations'];
  vision_of_the_world: keyof TextLibrary['vision_of_the_world'];
  top_personal_development: keyof TextLibrary['top_personal_development'];
}

export interface ProfileTextInput {
  /** [w_1, x_1, y_1, z_1] as published (3 decimals) */
  daily: readonly number[];
  /** [w_2, x_2, y_2, z_2] */
  tension: readonly number[];
  /** mode-1 points per category, CATEGORIES order */
  dailyCategoryPoints: readonly number[];
  /** mode-1 points per axis, AXES order */
  dailyAxisPoints: readonly number[];
  /** points out of 78 per stake, STAKES order */
  stakePoints: readonly number[];
  /** r_percent, i_percent, s_percent */
  stakePercents: readonly number[];
}

const WELLBEING_HIGH_MILLI = 330;
const PRESSURE_DROP_MILLI = 500;
const BALANCED_SPREAD_PERCENT = 10;
const DEVELOPMENT_KEYS = ['X', 'Y', 'Z'] as const;
const LANGS: readonly Lang[] = ['en', 'fr', 'ru'];

export function selectProfileTexts(input: ProfileTextInput): ProfileTexts {
  // Axis scores have 3 decimals: compare them in integer thousandths so that
  // (0.331 + 0.329) / 2 is exactly the 0.33 it is, not 0.32999999999999996.
  const w1 = Math.round(input.daily[0] * 1000);
  const w2 = Math.round(input.tension[0] * 1000);
  const band: WellbeingBand =
    w1 + w2 >= 2 * WELLBEING_HIGH_MILLI ? 'high' : w1 + w2 < -2 * WELLBEING_HIGH_MILLI ? 'low' : 'medium';

  const [wPts, xPts, yPts, zPts] = input.dailyAxisPoints;
  let communication: ProfileTexts['relational_communication'];
  if (wPts > xPts && wPts > yPts && wPts > zPts) {
    communication = 'W';
  } else {
    // the non-W categories (agv..tri) follow ade, fea in table order
    const nonW = input.dailyCategoryPoints.slice(2);
    communication = CATEGORIES[2 + firstMaxIndex(nonW)] as Exclude<(typeof CATEGORIES)[number], 'ade' | 'fea'>;
  }

  const dominant = STAKES[firstMaxIndex(input.stakePoints)];
  const spread = Math.max(...input.stakePercents) - Math.min(...input.stakePercents);

  const development = input.tension.slice(1);
  const top_personal_development = development.every((v) => v <= 0)
    ? 'consolidate'
    : DEVELOPMENT_KEYS[firstMaxIndex(development)];

  return {
    wellbeing_expression: band,
    pressure: w2 < w1 - PRESSURE_DROP_MILLI,
    relational_communication: communication,
    approach_to_situations: spread <= BALANCED_SPREAD_PERCENT ? 'balanced' : dominant,
    vision_of_the_world: `${dominant}_${w2 >= 0 ? 'pos' : 'neg'}`,
    top_personal_development,
  };
}

export interface LocalizedProfile {
  soft_skills: Localized;
  top_personal_development: Localized;
  wellbeing_expression: Localized;
  relational_communication: Localized;
  approach_to_situations: Localized;
  vision_of_the_world: Localized;
}

function perLang(f: (lang: Lang) => string): Localized {
  const out = {} as Localized;
  for (const lang of LANGS) out[lang] = f(lang);
  return out;
}

/** One paragraph per family: "Name: description." */
const softSkills = (families: readonly Family[], texts: TextLibrary, description: (family: FamilyText) => Localized): Localized =>
  perLang((lang) =>
    families
      .map((f) => {
        const family = texts.families[f];
        const text = description(family)[lang];
        return text ? `${family.name[lang]}: ${text}` : family.name[lang];
      })
      .join('\n\n'),
  );

/**
 * A person's soft skills as someone else reads them (a matching partner's): in the third
 * person. Their families are the three heaviest of their vector, as their own result chose
 * them; a family without a third-person text shows its name alone, never a "you" that would
 * read as the reader's.
 */
export function partnerSoftSkills(vector: ProfileVector, texts: TextLibrary): Localized {
  return softSkills(topFamilies(vector.fam), texts, (family) => family.third_person);
}

/** The result's texts in en, fr and ru. */
export function localizeResult(r: IndividualResult, texts: TextLibrary): LocalizedProfile {
  const k = r.texts;
  return {
    soft_skills: softSkills(r.soft_skills, texts, (family) => family.description),
    // copies, so that a caller editing the result cannot edit the shared library
    top_personal_development: { ...texts.top_personal_development[k.top_personal_development] },
    wellbeing_expression: perLang((lang) =>
      k.pressure
        ? `${texts.wellbeing_expression[k.wellbeing_expression][lang]} ${texts.wellbeing_expression.pressure[lang]}`
        : texts.wellbeing_expression[k.wellbeing_expression][lang],
    ),
    relational_communication: { ...texts.relational_communication[k.relational_communication] },
    approach_to_situations: { ...texts.approach_to_situations[k.approach_to_situations] },
    vision_of_the_world: { ...texts.vision_of_the_world[k.vision_of_the_world] },
  };
}
