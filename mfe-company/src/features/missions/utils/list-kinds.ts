import { PATHS } from '@rapport/contracts';

/** The mission kinds that have a list of this feature: recruitment, mobility, onboarding, team building, values. */
export type ListKind = 'R' | 'M' | 'O' | 'T' | 'V';

/** A list's key under `pages` (title and intro). */
export type ListPage = 'recruitments' | 'mobilities' | 'onboardings' | 'team-building' | 'values';

export interface ListKindConfig {
  /** the list's path; its form is at `${path}/add` */
  path: string;
  page: ListPage;
  /** spec section 2: only the recruitment list shows the colleagues tab */
  colleaguesTab: boolean;
  /** a link beside New mission: the values list leads to the company's values (their settings) */
  settings?: string;
}

export const LIST_KINDS: Record<ListKind, ListKindConfig> = {
  R: { path: PATHS.recruitments, page: 'recruitments', colleaguesTab: true },
  M: { path: PATHS.mobilities, page: 'mobilities', colleaguesTab: false },
  O: { path: PATHS.onboardings, page: 'onboardings', colleaguesTab: false },
  T: { path: PATHS.teamBuilding, page: 'team-building', colleaguesTab: false },
  V: { path: PATHS.values, page: 'values', colleaguesTab: false, settings: PATHS.valuesSettings },
};

export type MissionTab = 'mine' | 'colleagues';

/** The list call's argument, one place: the page's query and the app's early prefetch share one cache entry. */
export const missionListArgs = (kind: ListKind, tab: MissionTab = 'mine') => ({
  query: { mission_type: kind, ...(tab === 'colleagues' && { colleagues: 'true' as const }) },
});
