import type { CompanyContact } from '@rapport/wire/api/company';
import { teamRow, type MissionFormValues } from './mission-form-rules';

/** The list a contact was made from with its shortcut: the manager's select, the members' picker or the team table. */
export type NewContactTarget = 'manager' | 'members' | 'team';

/** A contact made from the form, waiting for the reloaded contact list to bring its id. */
export interface AwaitedContact {
  /** the add-contact call answers with a message only: the e-mail (one contact per e-mail in a company) finds it */
  email: string;
  target: NewContactTarget;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The contact of the list with that e-mail, once the list has it. */
export const contactWithEmail = (contacts: readonly CompanyContact[], email: string): CompanyContact | undefined =>
  contacts.find((contact) => sameEmail(contact.email, email));

/**
 * The form with a new contact chosen in the list it was made from: as the manager, among the
 * members, or in the first team row without a contact (else a row of its own). The admin made
 * it for that list: leaving it unticked would let the mission be saved without them.
 */
export function chooseNewContact(values: MissionFormValues, target: NewContactTarget, contactId: number): MissionFormValues {
  const id = String(contactId);
  if (target === 'manager') return { ...values, manager: id };
  if (target === 'members') return values.members.includes(contactId) ? values : { ...values, members: [...values.members, contactId] };
  if (values.team.some((row) => row.contact === id)) return values;
  const empty = values.team.findIndex((row) => !row.contact);
  const team = empty < 0 ? [...values.team, teamRow(id)] : values.team.map((row, index) => (index === empty ? { ...row, contact: id } : row));
  return { ...values, team };
}
