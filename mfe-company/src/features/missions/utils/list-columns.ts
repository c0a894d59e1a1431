import type { MissionResponse } from '../../../lib/api/missions-api';
import { cpiPercent, matchPercent } from '../../../lib/percent';
import type { ListKind } from './list-kinds';

/** A column of a list between the mission's name (first) and its menu (last). */
export type ListColumn =
  | 'reference'
  | 'members'
  | 'created'
  | 'endDate'
  | 'manager'
  | 'managerLast'
  | 'managerFirst'
  | 'cpi'
  | 'teamHeadcount'
  | 'lowestScore'
  | 'headcount'
  | 'questionnaire'
  | 'answers'
  | 'results';

/** Spec section 2, each list's columns in order. */
export const LIST_COLUMNS: Record<ListKind, readonly ListColumn[]> = {
  R: ['reference', 'members', 'created', 'endDate', 'manager'],
  M: ['reference', 'members', 'created', 'endDate', 'manager'],
  O: ['reference', 'members', 'created', 'endDate', 'manager'],
  T: ['reference', 'managerLast', 'managerFirst', 'cpi', 'teamHeadcount', 'lowestScore'],
  V: ['reference', 'headcount', 'created', 'endDate'],
  // the spec's "Start date" is the creation date: the header says so, as the missions' does (a
  // survey has no start of its own); its View Result button sits before the menu
  B: ['questionnaire', 'answers', 'created', 'endDate', 'results'],
};

/** A column's header key under `missions.table` (the name column is 'name'): onboarding names its people differently, the barometer its surveys. */
export function columnHeader(column: ListColumn | 'name', kind: ListKind): string {
  if (column === 'members') return kind === 'O' ? 'mentors' : 'candidates';
  if (column === 'manager') return kind === 'O' ? 'personToOnboard' : 'manager';
  if (column === 'name' && kind === 'B') return 'surveyName';
  if (column === 'endDate' && kind === 'B') return 'surveyEnd';
  return column;
}

/** Columns whose header is for screen readers only: a button per row says what it does. */
export const UNTITLED_COLUMNS: ReadonlySet<ListColumn> = new Set(['results']);

/** Spec section 2: a team is its benchmarks plus the manager. */
export const teamHeadcount = (mission: Pick<MissionResponse, 'mission_benchmarks'>): number => mission.mission_benchmarks.length + 1;

/** Why a team score shows "-": a team of one benchmark or none (spec section 2), or no score from the server (no pair of finished people). */
export type TeamScoreGap = 'smallTeam' | 'noScore';

export type TeamScore = { percent: number } | { gap: TeamScoreGap };

/**
 * The list's CPI and lowest matching score as whole percentages. The CPI is a mean already
 * rounded to 2 decimals by the server (cpiPercent); the lowest score is one pair's RI, shown
 * as every match is (matchPercent, rounded up).
 */
export function teamScore(mission: Pick<MissionResponse, 'mission_benchmarks' | 'cpi' | 'lowest_matching_score'>, which: 'cpi' | 'lowestScore'): TeamScore {
  if (mission.mission_benchmarks.length <= 1) return { gap: 'smallTeam' };
  const value = which === 'cpi' ? mission.cpi : mission.lowest_matching_score;
  if (value === null) return { gap: 'noScore' };
  return { percent: which === 'cpi' ? cpiPercent(value) : matchPercent(value) };
}
