import type { ContactType } from '../entities/contact';
import type { MissionType } from '../entities/mission';

/**
 * The mission form's rules that need no database (spec section 5), as plain values: the
 * contract (missions.ts) validates with them, the form checks and shows them, and the API's
 * cross-field check applies them, so the three cannot disagree. No zod here: a page reads them
 * without loading the schemas.
 */

/** The most characters of the form's texts, after trimming. */
export const MISSION_LIMITS = { mission_name: 80, reference: 20, mission_description: 1000 } as const;

/** The kinds that name a manager (the person to onboard in onboarding); values missions and barometer surveys name none. */
export const MANAGER_REQUIRED_KINDS: readonly MissionType[] = ['R', 'M', 'O', 'T'];
/** The kinds that need at least one member: a recruitment has candidates. */
export const MEMBERS_REQUIRED_KINDS: readonly MissionType[] = ['R'];
/** The kinds whose members are candidates: recruitment candidates and values members (other kinds' members are internal people). */
export const CANDIDATE_MEMBER_KINDS: readonly MissionType[] = ['R', 'V'];

/** The contact types that count as employees: the manager and the team members (benchmarks) must be one. */
export const EMPLOYEE_CONTACT_TYPES: readonly ContactType[] = ['E', 'M'];
/** The contact type of a candidate. */
export const CANDIDATE_CONTACT_TYPE: ContactType = 'C';

// Kinds and contact types as a request or a stored row gives them (a row's are plain text, an
// unknown contact's type is undefined): anything else is in no list.
const isIn = (list: readonly string[], value: string | undefined): boolean => list.some((item) => item === value);

export const requiresManager = (kind: string): boolean => isIn(MANAGER_REQUIRED_KINDS, kind);
export const requiresMembers = (kind: string): boolean => isIn(MEMBERS_REQUIRED_KINDS, kind);
export const takesCandidateMembers = (kind: string): boolean => isIn(CANDIDATE_MEMBER_KINDS, kind);
export const isEmployeeType = (type: string | undefined): boolean => isIn(EMPLOYEE_CONTACT_TYPES, type);
export const isCandidateType = (type: string | undefined): boolean => type === CANDIDATE_CONTACT_TYPE;
