import type { MATCHING_REPORT_LANGS } from '@rapport/wire/api/missions';
import { SCORE_LABELS, type ScoreKey } from '@rapport/wire/entities/scores';
import type { Localized } from '../../content/types';
import { fileNameSlug } from '../results/reports/labels';

export type MatchingReportLang = (typeof MATCHING_REPORT_LANGS)[number];

/** One person of the report: their name and the parts of their finished result it shows. */
export interface MatchingReportPerson {
  firstName: string;
  lastName: string;
  /** [w_1, x_1, y_1, z_1] */
  daily: number[];
  /** [w_2, x_2, y_2, z_2] */
  tension: number[];
  /** Action, Vision, Intention: whole percentages summing to 100 */
  percents: [number, number, number];
  /** the stored soft skills paragraphs ("Name: description"), per language */
  softSkills: Localized;
}

/** The fibers' keys in the table of score abbreviations, which names them as the company's tables do. */
export type FiberKey = Extract<ScoreKey, 'FE' | 'DC' | 'CP' | 'CO' | 'UN'>;

/** A fiber as the report shows it: its key (its name and abbreviation), its description and its smoothed score (0..1). */
export interface ReportFiber {
  key: FiberKey;
  description: Localized;
  score: number;
}

/** What the matching report shows: two people, their Relational Index and the five fibers. */
export interface MatchingReportData {
  people: [MatchingReportPerson, MatchingReportPerson];
  /** the day the report is made */
  date: Date;
  /** rui_smooth, 0..1 */
  relationalIndex: number;
  /** in the order of the company tables: FE, DC, CP, CO, UN */
  fibers: ReportFiber[];
  top: ReportFiber;
  bottom: ReportFiber;
  /** the text library's labels: axes W X Y Z, modes 1 2, stakes R I S */
  axisNames: Localized[];
  modeNames: [Localized, Localized];
  stakeNames: [Localized, Localized, Localized];
}

export interface MatchingReportLabels {
  title: string;
  /** between the two names in the header */
  and: string;
  relationalIndexCaption: string;
  fibersTitle: string;
  fibersCaption: string;
  topFiber: string;
  bottomFiber: string;
  profilesTitle: string;
  axesTitle: string;
  stakesTitle: string;
  softSkills: string;
}

export const MATCHING_REPORT_LABELS: Record<MatchingReportLang, MatchingReportLabels> = {
  en: {
    title: 'Matching report',
    and: '&',
    relationalIndexCaption: 'How the two people relate overall: the five fibers below combined, from 0 to 100%.',
    fibersTitle: 'The five fibers',
    fibersCaption: 'Each fiber is one side of the relationship, from 0 to 100%.',
    topFiber: 'Strongest fiber',
    bottomFiber: 'Fiber to watch',
    profilesTitle: 'The two profiles side by side',
    axesTitle: 'The four axes',
    stakesTitle: 'Stakes balance',
    softSkills: 'Soft skills',
  },
  fr: {
    title: 'Rapport de compatibilité',
    and: '&',
    relationalIndexCaption: 'La relation entre les deux personnes dans son ensemble : les cinq fibres ci-dessous réunies, de 0 à 100 %.',
    fibersTitle: 'Les cinq fibres',
    fibersCaption: 'Chaque fibre est une facette de la relation, de 0 à 100 %.',
    topFiber: 'Fibre la plus forte',
    bottomFiber: 'Fibre à surveiller',
    profilesTitle: 'Les deux profils côte à côte',
    axesTitle: 'Les quatre axes',
    stakesTitle: 'Équilibre des enjeux',
    softSkills: 'Compétences relationnelles',
  },
};

/** A score as the report names it, from the table the company's screens read too: "Relational Index (RI)". */
export function scoreTitle(key: ScoreKey, lang: MatchingReportLang): string {
  const { name, abbr } = SCORE_LABELS[lang].scores[key];
  return `${name} (${abbr})`;
}

/** "matching-lovelace-hopper-fr.pdf": both last names, ASCII only. */
export function matchingReportFileName(people: readonly Pick<MatchingReportPerson, 'lastName'>[], lang: MatchingReportLang): string {
  const names = people.map((person) => fileNameSlug(person.lastName)).filter(Boolean);
  return ['matching', ...names, lang].join('-') + '.pdf';
}
