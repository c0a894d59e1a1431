import type { UpdateBarometerTextsBody } from '@rapport/wire/api/barometer-admin';
import {
  BAROMETER_TEXT_FIELDS,
  BAROMETER_TEXT_LANGUAGES,
  hasTexts,
  type BarometerTexts,
  type BarometerTextSet,
} from '@rapport/wire/api/barometer-texts';
import type { StoredBarometerTexts } from '../../repositories/barometer-repository';

/**
 * The company's texts on its survey pages, per survey language (`@rapport/wire/api/barometer-texts`),
 * between the stored shape (the languages that have texts) and the wire's (every language, null
 * where nothing is written).
 */

const setOf = (stored: Partial<BarometerTextSet> | undefined): BarometerTextSet => ({
  header1: stored?.header1 || null,
  header2: stored?.header2 || null,
  intro: stored?.intro || null,
});

/** The wire's shape of the stored texts: every language, every field. */
export function barometerTextsOf(stored: StoredBarometerTexts): BarometerTexts {
  return {
    default_language: stored.language,
    texts: { en: setOf(stored.texts.en), fr: setOf(stored.texts.fr), ru: setOf(stored.texts.ru) },
  };
}

/** The default language's texts: the spec's three company fields, which a client reading one language shows. */
export const defaultTexts = (texts: BarometerTexts): BarometerTextSet => texts.texts[texts.default_language];

/** What a PUT's texts store: the languages that have any text, each with the fields written (a blank field is none). */
export function storedTextsOf(body: UpdateBarometerTextsBody): StoredBarometerTexts {
  const texts: StoredBarometerTexts['texts'] = {};
  for (const lang of BAROMETER_TEXT_LANGUAGES) {
    const given = body.texts[lang];
    const set: Partial<BarometerTextSet> = Object.fromEntries(BAROMETER_TEXT_FIELDS.flatMap((field) => (given[field] ? [[field, given[field]]] : [])));
    if (hasTexts(set)) texts[lang] = set;
  }
  return { language: body.default_language, texts };
}
