import { PATHS } from '@rapport/contracts';
import type { MissionResponse } from '../../../lib/api/missions-api';

/** The kinds of mission whose details this modal shows: recruitment, mobility, onboarding. */
export type DetailsKind = 'R' | 'M' | 'O';

export const detailsKind = (mission: Pick<MissionResponse, 'type' | 'mission_type'>): DetailsKind => {
  const kind = mission.type ?? mission.mission_type;
  return kind === 'O' || kind === 'M' ? kind : 'R';
};

const LIST_PATHS: Record<DetailsKind, string> = { R: PATHS.recruitments, M: PATHS.mobilities, O: PATHS.onboardings };

/** `/recruitments/12/update`: the mission's form. */
export const editPath = (mission: Pick<MissionResponse, 'pk' | 'type' | 'mission_type'>): string =>
  `${LIST_PATHS[detailsKind(mission)]}/${mission.pk}/update`;

/** All Matchings is offered in recruitment and mobility (spec section 2), not in onboarding. */
export const offersAllMatchings = (kind: DetailsKind): boolean => kind !== 'O';
