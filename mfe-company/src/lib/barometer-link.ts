import { PATHS } from '@rapport/platform';
import { missionInvitationLink } from './text';

/**
 * A barometer survey's invitation link (spec section 2): the public flow's own page,
 * `{origin}/barometerquestionnaire/{company name}/?mission={referral}`. The spec also lets the
 * site root take `?mission={referral}`; we hand out the direct link: it opens the survey
 * without a detour through the home page and its redirect, and the respondent sees whose
 * survey it is before clicking. Both keep working.
 */
export const barometerInvitationLink = (origin: string, companyName: string, referral: string): string =>
  `${origin}${PATHS.barometerQuestionnaire}/${encodeURIComponent(companyName)}/?mission=${encodeURIComponent(referral)}`;

/**
 * Spec section 4: a barometer link accepts answers while the end date is after now, that is
 * until the end of its day in the company's calendar: the server's `is_active`, and the end
 * date still today or later (`today`: the company's, lib/company-day) for a list loaded a day
 * before. Days compare as text.
 */
export const barometerLinkIsValid = (mission: { mission_end_date: string; is_active: boolean }, today: string): boolean =>
  mission.is_active && mission.mission_end_date >= today;

/**
 * The link a mission's invitation hands out: a barometer survey's opens the public barometer
 * flow; any other mission's, or a survey's while the company's name is not known, the site
 * root with `?mission=` (spec section 9), which reaches the same survey.
 */
export function invitationLinkOf(origin: string, mission: { mission_type: string; mission_referral: string }, companyName: string | undefined): string {
  return mission.mission_type === 'B' && companyName
    ? barometerInvitationLink(origin, companyName, mission.mission_referral)
    : missionInvitationLink(origin, mission.mission_referral);
}
