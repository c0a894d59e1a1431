import type { MissionResponse } from '../../../lib/api/missions-api';
import type { ListColumn } from './list-columns';

/** What a sortable header sorts by: the name column or another column of the list. */
export type SortColumn = 'name' | ListColumn;

export interface MissionSort {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

/** Each click on a header: ascending, then descending, then the server's order again (as the contacts table). */
export function nextSort(current: MissionSort | null, column: SortColumn): MissionSort | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

type Compare = (a: MissionResponse, b: MissionResponse) => number;

/** How a text column reads on screen (the questionnaire's name is translated). */
export interface SortText {
  collator: Intl.Collator;
  questionnaire: (mission: MissionResponse) => string;
}

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/** The columns a header can sort by. */
const SORTABLE = ['name', 'reference', 'questionnaire', 'answers', 'created', 'endDate'] as const satisfies readonly SortColumn[];
type SortableColumn = (typeof SORTABLE)[number];

function comparators({ collator, questionnaire }: SortText): Record<SortableColumn, Compare> {
  return {
    name: (a, b) => collator.compare(a.mission_name, b.mission_name),
    reference: (a, b) => collator.compare(a.reference, b.reference),
    questionnaire: (a, b) => collator.compare(questionnaire(a), questionnaire(b)),
    answers: (a, b) => a.barometer_result_count - b.barometer_result_count,
    created: (a, b) => time(a.mission_creation_date) - time(b.mission_creation_date),
    endDate: (a, b) => time(a.mission_end_date) - time(b.mission_end_date),
  };
}

/** Whether a column of a sortable list has a header that sorts. */
export const canSortBy = (column: SortColumn): column is SortableColumn => (SORTABLE as readonly SortColumn[]).includes(column);

/** A stable sort (ties keep the server's order, newest first); no sort: the list as it is. */
export function sortMissions(missions: readonly MissionResponse[], sort: MissionSort | null, text: SortText): readonly MissionResponse[] {
  if (!sort || !canSortBy(sort.column)) return missions;
  const compare = comparators(text)[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...missions].sort((a, b) => sign * compare(a, b));
}
