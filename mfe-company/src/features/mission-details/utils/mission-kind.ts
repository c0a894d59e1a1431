import { PATHS } from '@rapport/platform';
import type { MissionResponse } from '../../../lib/api/missions-api';

/** The kinds of mission whose details this feature shows: recruitment, mobility, onboarding, team building, values. */
export type DetailsKind = 'R' | 'M' | 'O' | 'T' | 'V';

const KINDS: ReadonlySet<string> = new Set<DetailsKind>(['R', 'M', 'O', 'T', 'V']);

export const detailsKind = (mission: Pick<MissionResponse, 'type' | 'mission_type'>): DetailsKind => {
  const kind = mission.type ?? mission.mission_type;
  return KINDS.has(kind) ? (kind as DetailsKind) : 'R';
};

const LIST_PATHS: Record<DetailsKind, string> = {
  R: PATHS.recruitments,
  M: PATHS.mobilities,
  O: PATHS.onboardings,
  T: PATHS.teamBuilding,
  V: PATHS.values,
};

/** `/recruitments/12/update`: the mission's form. */
export const editPath = (mission: Pick<MissionResponse, 'pk' | 'type' | 'mission_type'>): string =>
  `${LIST_PATHS[detailsKind(mission)]}/${mission.pk}/update`;

/** A member's All Matchings is offered in recruitment and mobility (spec section 2); the team has its own, for the whole team. */
export const offersAllMatchings = (kind: DetailsKind): boolean => kind === 'R' || kind === 'M';
