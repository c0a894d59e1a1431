import { isCandidateType, isEmployeeType } from '@rapport/wire/api/mission-rules';
import type { ActivityKind } from '@rapport/wire/entities/activity';
import type { ContactChanges, ContactRecord } from '../../repositories/company-contacts-repository';

/** A contact's fields by their wire names, as the trail names what changed. */
const FIELD_NAMES: Record<keyof ContactChanges, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  contactType: 'contact_type',
  confidential: 'confidential',
};

/** Blank and absent say the same (a phone cleared). */
const same = (a: unknown, b: unknown): boolean => (a ?? '') === (b ?? '');

/**
 * What the trail records of a change to a contact: a candidate made an employee is a conversion
 * (its own kind, from and to which type); any other field that changed is named in one
 * `contact.updated` entry, never with its value. A change that changes nothing records nothing.
 */
export function contactChangeEntries(before: ContactRecord, changes: ContactChanges): { kind: ActivityKind; detail: Record<string, unknown> }[] {
  const changed = (Object.keys(FIELD_NAMES) as (keyof ContactChanges)[]).filter((field) => changes[field] !== undefined && !same(changes[field], before[field]));
  const converted = changed.includes('contactType') && isCandidateType(before.contactType) && isEmployeeType(changes.contactType);
  const entries: { kind: ActivityKind; detail: Record<string, unknown> }[] = [];
  if (converted) entries.push({ kind: 'contact.converted', detail: { from: before.contactType, to: changes.contactType } });
  const fields = changed.filter((field) => !(converted && field === 'contactType')).map((field) => FIELD_NAMES[field]);
  if (fields.length > 0) entries.push({ kind: 'contact.updated', detail: { fields } });
  return entries;
}
