import { PATHS } from '@rapport/contracts';

/** The mission kinds that have a list of this feature: recruitment, mobility, onboarding. */
export type ListKind = 'R' | 'M' | 'O';

export interface ListKindConfig {
  /** the list's path; its form is at `${path}/add` */
  path: string;
  /** the list's key under `pages` (title and intro) */
  page: 'recruitments' | 'mobilities' | 'onboardings';
  /** spec section 2: only the recruitment list shows the colleagues tab */
  colleaguesTab: boolean;
}

export const LIST_KINDS: Record<ListKind, ListKindConfig> = {
  R: { path: PATHS.recruitments, page: 'recruitments', colleaguesTab: true },
  M: { path: PATHS.mobilities, page: 'mobilities', colleaguesTab: false },
  O: { path: PATHS.onboardings, page: 'onboardings', colleaguesTab: false },
};

export type MissionTab = 'mine' | 'colleagues';

/** The list call's argument, one place: the page's query and the app's early prefetch share one cache entry. */
export const missionListArgs = (kind: ListKind, tab: MissionTab = 'mine') => ({
  query: { mission_type: kind, ...(tab === 'colleagues' && { colleagues: 'true' as const }) },
});
