import { barometerLinkIsValid } from '../../../lib/barometer-link';
import type { BarometerMode } from '../../../lib/api/barometer-api';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { TABLE_TEXT_LIMIT } from '../../../lib/text';
import type { ListKind, ListKindConfig } from './list-kinds';

export { TABLE_TEXT_LIMIT };

/** Spec section 5: a reference holds at most 20 characters. */
export const REFERENCE_MAX = 20;
const DUPLICATE_SUFFIX = ' (1)';

/**
 * Spec section 4: a duplicate's reference gets " (1)". When that would pass the 20 characters
 * the server accepts, the original is cut so the suffix still fits.
 */
export function duplicateReference(reference: string): string {
  const room = REFERENCE_MAX - DUPLICATE_SUFFIX.length;
  const characters = Array.from(reference.trim());
  const base = characters.length + DUPLICATE_SUFFIX.length <= REFERENCE_MAX ? characters.join('') : characters.slice(0, room).join('').trimEnd();
  return `${base}${DUPLICATE_SUFFIX}`;
}

/**
 * The createMission body of a mission's duplicate: its fields and people as they are, the new
 * reference, no creation date (spec section 7). An ended mission is sent as it is: the server
 * says why it refuses it. Null when the mission has no questionnaire to copy.
 */
export function duplicateRequest(mission: MissionResponse, kind: ListKind) {
  // a barometer survey is not duplicated (spec section 2: its menu has no Duplicate)
  const type = mission.type ?? (kind === 'B' ? null : kind);
  if (mission.default_questionnaire_type === null || type === null) return null;
  const ids = (contacts: readonly { id: number }[]) => contacts.map((contact) => contact.id);
  return {
    mission_name: mission.mission_name,
    reference: duplicateReference(mission.reference),
    mission_description: mission.mission_description,
    mission_end_date: mission.mission_end_date,
    type,
    company: mission.company,
    default_questionnaire_type: mission.default_questionnaire_type,
    mission_manager: mission.mission_manager?.id ?? null,
    mission_member: ids(mission.mission_member),
    mission_viewers: ids(mission.mission_viewers),
    mission_delegates: ids(mission.mission_delegates),
    mission_benchmarks: mission.mission_benchmarks.map((benchmark) => ({ id: benchmark.contact.id, benchmark_type: benchmark.benchmark_type })),
  };
}

export { missionInvitationLink as invitationLink } from '../../../lib/text';

/** The manager column: last name then first name. */
export const managerName = (mission: MissionResponse): string =>
  mission.mission_manager ? `${mission.mission_manager.last_name} ${mission.mission_manager.first_name}`.trim() : '';

export type MenuChoice = ListKindConfig['menu'][number];

/**
 * A row menu's entries: the list's own (spec section 2). A barometer survey's are offered only
 * while it accepts answers (its end date is not before `today`, the company's day), and by its mode: a public survey's
 * link is copied; a survey of personal invitations invites contacts, and has no public link to
 * hand out (it would be refused). While the mode is not known (its call failed), the link is
 * offered, as before surveys had modes: a refused link says why to whoever opens it.
 */
export function menuChoices(config: Pick<ListKindConfig, 'menu'>, mission: MissionResponse, today: string, mode?: BarometerMode): MenuChoice[] {
  const survey = mission.mission_type === 'B';
  const running = !survey || barometerLinkIsValid(mission, today);
  return config.menu.filter((choice) => {
    if (choice === 'invite') return survey && running && mode === 'invited';
    if (choice === 'copy-link') return running && (!survey || mode !== 'invited');
    return true;
  });
}
