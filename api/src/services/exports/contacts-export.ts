import { exportLabels } from '@rapport/wire/api/export-labels';
import { listContacts, type CompanyContactsDeps } from '../company/company-contacts';
import { exportTable, type ExportDeps, type ExportedFile, type ExportRequest } from './export-file';
import type { SheetColumn } from './spreadsheet';

/** The trail names the export in one language whatever the file's: its entries are read by every admin. */
const CONTACTS_SUBJECT = exportLabels('en').contacts.sheet;

type ContactColumn = 'first_name' | 'last_name' | 'email' | 'phone' | 'role' | 'confidential' | 'status';

/**
 * Company Contacts as a file: the list the page shows (the same service, in its order), the
 * role and the status in the page's words. The headers are ones the contacts import
 * recognises, so a file exported can be imported again.
 */
export async function exportContacts(deps: CompanyContactsDeps & ExportDeps, request: ExportRequest): Promise<ExportedFile> {
  const labels = exportLabels(request.lang);
  const words = labels.contacts;
  const contacts = await listContacts(deps, request.company);
  const columns: SheetColumn<ContactColumn>[] = [
    { key: 'first_name', header: words.firstName },
    { key: 'last_name', header: words.lastName },
    { key: 'email', header: words.email },
    { key: 'phone', header: words.phone },
    { key: 'role', header: words.role },
    { key: 'confidential', header: words.confidential },
    { key: 'status', header: words.status },
  ];
  const rows = contacts.map((contact) => ({
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    role: words.roles[contact.contact_type],
    confidential: contact.confidential ? labels.yes : labels.no,
    status: words.statuses[contact.status],
  }));
  return exportTable(deps, request, { kind: 'contacts', columns, rows, sheetName: words.sheet, fileStem: 'contacts', subject: CONTACTS_SUBJECT });
}
