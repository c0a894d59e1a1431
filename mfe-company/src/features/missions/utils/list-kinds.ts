import { PATHS } from '@rapport/platform';

/** The mission kinds that have a list of this feature: recruitment, mobility, onboarding, team building, values, and the barometer surveys. */
export type ListKind = 'R' | 'M' | 'O' | 'T' | 'V' | 'B';

/** A list's key under `pages` (title and intro). */
export type ListPage = 'recruitments' | 'mobilities' | 'onboardings' | 'team-building' | 'values' | 'barometer';

export interface ListKindConfig {
  /** the list's path; its form is at `${path}/add` */
  path: string;
  page: ListPage;
  /** spec section 2: only the recruitment list shows the colleagues tab (the barometer's is defined but not shown) */
  colleaguesTab: boolean;
  /** a link beside New mission: the values list leads to the company's values (their settings), the barometer's to its survey page texts */
  settings?: { path: string; label: string };
  /** spec section 2: the barometer table sorts by its columns */
  sortable: boolean;
  /**
   * the row menu's entries (spec section 2): a survey is deleted, its link copied while it runs;
   * no duplicate. A survey of personal invitations invites contacts instead of handing out a link.
   */
  menu: readonly ('duplicate' | 'delete' | 'copy-link' | 'invite')[];
  /** where the list's own texts live (namespace `company`): the barometer speaks of surveys */
  texts: 'missions' | 'barometer.list';
}

const MISSION_MENU = ['duplicate', 'delete', 'copy-link'] as const;
const mission = (path: string, page: ListPage, colleaguesTab = false): ListKindConfig => ({
  path,
  page,
  colleaguesTab,
  sortable: false,
  menu: MISSION_MENU,
  texts: 'missions',
});

export const LIST_KINDS: Record<ListKind, ListKindConfig> = {
  R: mission(PATHS.recruitments, 'recruitments', true),
  M: mission(PATHS.mobilities, 'mobilities'),
  O: mission(PATHS.onboardings, 'onboardings'),
  T: mission(PATHS.teamBuilding, 'team-building'),
  V: { ...mission(PATHS.values, 'values'), settings: { path: PATHS.valuesSettings, label: 'missions.ourValues' } },
  B: {
    path: PATHS.barometer,
    page: 'barometer',
    colleaguesTab: false,
    settings: { path: PATHS.barometerTexts, label: 'barometerTexts.link' },
    sortable: true,
    menu: ['invite', 'delete', 'copy-link'],
    texts: 'barometer.list',
  },
};

export type MissionTab = 'mine' | 'colleagues';

/** The list call's argument, one place: the page's query and the app's early prefetch share one cache entry. */
export const missionListArgs = (kind: ListKind, tab: MissionTab = 'mine') => ({
  query: { mission_type: kind, ...(tab === 'colleagues' && { colleagues: 'true' as const }) },
});
