import { PATHS } from '@rapport/platform';
import type { FormKind } from './mission-form-rules';

/** Each kind's list (where the form goes back to) and its key under `pages`. */
export const FORM_KINDS: Record<FormKind, { path: string; page: 'recruitments' | 'mobilities' | 'onboardings' | 'team-building' | 'values' | 'barometer' }> = {
  R: { path: PATHS.recruitments, page: 'recruitments' },
  M: { path: PATHS.mobilities, page: 'mobilities' },
  O: { path: PATHS.onboardings, page: 'onboardings' },
  T: { path: PATHS.teamBuilding, page: 'team-building' },
  V: { path: PATHS.values, page: 'values' },
  B: { path: PATHS.barometer, page: 'barometer' },
};
