import type { Lang, Localized } from '../../../content/types';
import type { LocalizedProfile } from '../../../model';

/** What a report shows about a person: their finished result and the labels of the text library. */
export interface ReportData {
  firstName: string;
  lastName: string;
  finishedAt: Date;
  /** [w_1, x_1, y_1, z_1] */
  daily: number[];
  /** [w_2, x_2, y_2, z_2] */
  tension: number[];
  /** Action, Vision, Intention: whole percentages summing to 100 */
  percents: [number, number, number];
  texts: LocalizedProfile;
  /** the text library's labels: axes W X Y Z, modes 1 2, stakes R I S */
  axisNames: Localized[];
  modeNames: [Localized, Localized];
  stakeNames: [Localized, Localized, Localized];
}

export interface ReportLabels {
  brand: string;
  profileTitle: string;
  cvTitle: string;
  axesTitle: string;
  axesCaption: string;
  stakesTitle: string;
  softSkills: string;
  /** the five texts, in the order the reports show them */
  sections: [keyof LocalizedProfile, string][];
  chartAlt: string;
}

/** The reports' own words (the product's results page uses the same in en and fr). */
export const REPORT_LABELS: Record<Lang, ReportLabels> = {
  en: {
    brand: 'Rapport',
    profileTitle: 'Relational profile',
    cvTitle: 'Relational CV',
    axesTitle: 'The four axes',
    axesCaption: 'Scores on the four axes, from \u221210 to +10',
    stakesTitle: 'Stakes balance',
    softSkills: 'Soft skills',
    sections: [
      ['wellbeing_expression', 'Well-being expression'],
      ['relational_communication', 'Relational communication'],
      ['approach_to_situations', 'Approach to situations'],
      ['vision_of_the_world', 'Vision of the world'],
      ['top_personal_development', 'Top personal development'],
    ],
    chartAlt: 'Graph of the four axes, on a daily basis and under tension',
  },
  fr: {
    brand: 'Rapport',
    profileTitle: 'Profil relationnel',
    cvTitle: 'CV relationnel',
    axesTitle: 'Les quatre axes',
    axesCaption: 'Scores sur les quatre axes, de \u221210 à +10',
    stakesTitle: 'Équilibre des enjeux',
    softSkills: 'Compétences relationnelles',
    sections: [
      ['wellbeing_expression', 'Expression du bien-être'],
      ['relational_communication', 'Communication relationnelle'],
      ['approach_to_situations', 'Approche des situations'],
      ['vision_of_the_world', 'Vision du monde'],
      ['top_personal_development', 'Axe de développement prioritaire'],
    ],
    chartAlt: 'Graphique des quatre axes, au quotidien et sous tension',
  },
  ru: {
    brand: 'Rapport',
    profileTitle: 'Профиль отношений',
    cvTitle: 'Резюме отношений',
    axesTitle: 'Четыре оси',
    axesCaption: 'Баллы по четырём осям, от \u221210 до +10',
    stakesTitle: 'Баланс ставок',
    softSkills: 'Гибкие навыки',
    sections: [
      ['wellbeing_expression', 'Выражение благополучия'],
      ['relational_communication', 'Общение в отношениях'],
      ['approach_to_situations', 'Подход к ситуациям'],
      ['vision_of_the_world', 'Взгляд на мир'],
      ['top_personal_development', 'Главное направление развития'],
    ],
    chartAlt: 'График четырёх осей: в повседневной жизни и в напряжённой ситуации',
  },
};

const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR', ru: 'ru-RU' };

/** The date in the language's long format: "March 5, 2025", "5 mars 2025", "5 марта 2025 г." (UTC). */
export function formatReportDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export const fullName = (data: Pick<ReportData, 'firstName' | 'lastName'>): string =>
  `${data.firstName} ${data.lastName}`.trim();

/** Soft skills are stored as paragraphs "Name: description": split into name and description. */
export function softSkillItems(text: string): { name: string; description: string }[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      // the French text puts a space before the colon ("Leadership : ...")
      const match = /^(.+?)\s?:\s+([\s\S]*)$/.exec(paragraph);
      return match ? { name: match[1].trim(), description: match[2].trim() } : { name: '', description: paragraph };
    });
}

/** "40 %" in French, "40%" otherwise (and in Russian "40 %"). */
export const percentText = (value: number, lang: Lang): string => (lang === 'en' ? `${value}%` : `${value}\u00a0%`);

/** "ada-lovelace": the person's name for a file name, ASCII only (accents dropped, Cyrillic transliterated). */
export function fileNameSlug(name: string): string {
  const CYRILLIC: Record<string, string> = {
    а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm',
    н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
    ъ: '', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
  };
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[а-яё]/g, (c) => CYRILLIC[c] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
