import type { CompanyContact } from '@rapport/wire/api/company';
import type { ContactStatus, ContactType } from '@rapport/wire/entities/contact';
import { fullName, searchable, TABLE_TEXT_LIMIT } from '../../../lib/text';

export { fullName, searchable };

/** The two boxes of the filter: a manager counts as an employee. */
export type ContactKind = 'candidate' | 'employee';
export const CONTACT_KINDS: readonly ContactKind[] = ['employee', 'candidate'];
export const kindOf = (type: ContactType): ContactKind => (type === 'C' ? 'candidate' : 'employee');

export type SortColumn = 'name' | 'role' | 'status';
export interface Sort {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

/** Each click on a header: ascending, then descending, then the server's order again. */
export function nextSort(current: Sort | null, column: SortColumn): Sort | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

/** From the first step of the journey to the last: the order of the status column. */
const STATUS_ORDER: Record<ContactStatus, number> = { not_invited: 0, invitation_sent: 1, in_progress: 2, completed: 3 };

/** What filtering and sorting read, computed once per list (and per language for the role). */
export interface IndexedContact {
  contact: CompanyContact;
  kind: ContactKind;
  /** names and e-mail, lower case without accents, one per line */
  haystack: string;
  nameKey: string;
  roleKey: string;
  statusRank: number;
}

export function indexContacts(contacts: readonly CompanyContact[], roleLabel: (type: ContactType) => string): IndexedContact[] {
  return contacts.map((contact) => {
    const { first_name: first, last_name: last, email } = contact;
    return {
      contact,
      kind: kindOf(contact.contact_type),
      haystack: searchable(`${first}\n${last}\n${first} ${last}\n${email}`),
      nameKey: `${last}\u0000${first}`,
      roleKey: roleLabel(contact.contact_type),
      statusRank: STATUS_ORDER[contact.status],
    };
  });
}

export interface ContactFilter {
  search: string;
  kinds: Record<ContactKind, boolean>;
}

/** First name, last name or e-mail contains the search (case and accents ignored), of a ticked kind. */
export function filterContacts(contacts: readonly IndexedContact[], { search, kinds }: ContactFilter): IndexedContact[] {
  const needle = searchable(search.trim());
  return contacts.filter((entry) => kinds[entry.kind] && (needle === '' || entry.haystack.includes(needle)));
}

/** A stable sort (ties keep the server's order); no sort: the list as it is. */
export function sortContacts(contacts: IndexedContact[], sort: Sort | null, collator: Intl.Collator): IndexedContact[] {
  if (!sort) return contacts;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare: Record<SortColumn, (a: IndexedContact, b: IndexedContact) => number> = {
    name: (a, b) => collator.compare(a.nameKey, b.nameKey),
    role: (a, b) => collator.compare(a.roleKey, b.roleKey),
    status: (a, b) => a.statusRank - b.statusRank,
  };
  const byColumn = compare[sort.column];
  return [...contacts].sort((a, b) => sign * byColumn(a, b));
}

/** Spec section 9: person names are cut at 30 characters in tables (the full name stays available). */
export const NAME_LIMIT = TABLE_TEXT_LIMIT;

