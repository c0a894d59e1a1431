import type { ActivityKind } from '@rapport/wire/entities/activity';
import type { MissionChanges, MissionContactRow, MissionRole, StoredMission } from '../../repositories/missions-repository';

/** A barometer survey's entries are `survey.*`, every other mission's `mission.*`. */
export const missionKind = (missionType: string, action: 'created' | 'updated' | 'deleted'): ActivityKind =>
  missionType === 'B' ? `survey.${action}` : `mission.${action}`;

/** The stored fields by their wire names (the form's), as the trail names what changed. */
const FIELDS: [keyof MissionChanges, string][] = [
  ['type', 'type'],
  ['missionName', 'mission_name'],
  ['reference', 'reference'],
  ['description', 'mission_description'],
  ['endDate', 'mission_end_date'],
  ['managerContactId', 'mission_manager'],
  ['defaultQuestionnaireTypeId', 'default_questionnaire_type'],
];

const ROLES: [MissionRole, string][] = [
  ['member', 'mission_member'],
  ['viewer', 'mission_viewers'],
  ['delegate', 'mission_delegates'],
  ['benchmark', 'mission_benchmarks'],
];

type Person = Omit<MissionContactRow, 'missionId'>;

/** A role's people as one comparable text (their ids, and a benchmark's type). */
const roleKey = (people: readonly Person[], role: MissionRole): string =>
  people
    .filter((person) => person.role === role)
    .map((person) => `${person.contactId}:${person.benchmarkType ?? ''}`)
    .sort()
    .join(',');

/**
 * The form's fields a mission update changed, by name (the trail never holds their values):
 * the mission's own fields, then each role whose people changed.
 */
export function changedMissionFields(before: StoredMission, beforePeople: readonly Person[], after: MissionChanges, afterPeople: readonly Person[]): string[] {
  const fields = FIELDS.filter(([field]) => (before[field] ?? null) !== (after[field] ?? null)).map(([, name]) => name);
  const roles = ROLES.filter(([role]) => roleKey(beforePeople, role) !== roleKey(afterPeople, role)).map(([, name]) => name);
  return [...fields, ...roles];
}
