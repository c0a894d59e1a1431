import type { CompanyContact } from '../../../lib/api/company-contacts-api';

/** A contact in a picker: last name, first name and e-mail (two people may share a name). */
export const contactLabel = (contact: Pick<CompanyContact, 'first_name' | 'last_name' | 'email'>): string =>
  `${contact.last_name} ${contact.first_name} (${contact.email})`;

/** A contact's name as a chip or a button's label says it. */
export { fullName as contactName, searchable } from '../../../lib/text';

