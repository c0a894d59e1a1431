import type { CompanyContact } from '@rapport/wire/api/company';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { CELL_NAME_LIMIT, fullName, searchable } from '../../../lib/text';

/** A person the members are matched with: the manager (person to onboard) or a team member. */
export interface SourcePerson {
  contact: CompanyContact;
  role: 'manager' | 'team';
}

/**
 * The mission's non-member people, the manager first: the choices of "Match with" and the
 * people All Matchings lists a member against. A contact named twice counts once.
 */
export function sourcePeople(mission: Pick<MissionResponse, 'mission_manager' | 'mission_benchmarks'>): SourcePerson[] {
  const people: SourcePerson[] = mission.mission_manager ? [{ contact: mission.mission_manager, role: 'manager' }] : [];
  for (const { contact } of mission.mission_benchmarks) {
    if (!people.some((person) => person.contact.id === contact.id)) people.push({ contact, role: 'team' });
  }
  return people;
}

/** A finished evaluation: the contact has a result (the server matches only those). */
export const hasResult = (contact: Pick<CompanyContact, 'result'>): boolean => contact.result !== null;

export { fullName, searchable };

/** Spec section 9: person names are cut at 15 characters in score table cells (the full name stays available). */
export { CELL_NAME_LIMIT };

/** The person for the API's matching calls. */
export const matchingPerson = (contact: Pick<CompanyContact, 'email'>, companyId: number) => ({ company_id: companyId, email: contact.email });
