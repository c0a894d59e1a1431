import {
  CONTACTS_IMPORT_LIMITS as LIMITS,
  CONTACTS_IMPORT_MESSAGES as M,
  type ContactsImportPreview,
  type ImportField,
} from '@rapport/wire/api/contacts-import';
import type { MailLang } from '../../auth/language';
import { newCode } from '../../auth/secrets';
import { badRequest } from '../../http-errors';
import type { ActivityRepository } from '../../repositories/activity-repository';
import type { ActiveCompany } from '../../repositories/companies-repository';
import type { NewContact } from '../../repositories/company-contacts-repository';
import type { ContactsImportRepository, ImportedContact } from '../../repositories/contacts-import-repository';
import { contactSubject, recordActivities, type Actor } from '../activity/record';
import { queueInvitation, type CompanyContactsDeps } from '../company/company-contacts';
import { checkDuplicates, checkRows, goodEmails, type CheckedRow, type GoodContact } from './check-rows';
import { missingFields, recogniseColumns } from './columns';
import { readContactsFile, type FileFormat } from './read-file';
import type { XlsxReadLimits } from './xlsx-reader';

/**
 * Importing a file of contacts into the active company. The preview reads and checks the file
 * and writes nothing; the import reads the same file again (it holds no state between the two
 * calls, so any replica answers either), checks it against the company as it is then, and
 * writes the good rows, their invitations and their activity entries in one transaction.
 */

export interface ContactsImportDeps extends CompanyContactsDeps {
  contactsImport: ContactsImportRepository;
  activity: ActivityRepository;
  /** tests: the XLSX read thread's ceilings */
  xlsxLimits?: XlsxReadLimits;
}

export interface ImportFileInput {
  file_name: string;
  /** base64 */
  file: string;
  /** the field of each column, where the admin chose them */
  columns?: (ImportField | null)[];
}

interface CheckedFile {
  format: FileFormat;
  headers: string[];
  columns: (ImportField | null)[];
  missing: ImportField[];
  rows: CheckedRow[];
}

/** The columns the admin chose: one per column of the first row, each field at most once. */
function chosenColumns(columns: readonly (ImportField | null)[], headers: readonly string[]): (ImportField | null)[] {
  if (columns.length !== headers.length) throw badRequest(M.columnsMismatch);
  const fields = columns.filter((field): field is ImportField => field !== null);
  if (new Set(fields).size !== fields.length) throw badRequest(M.columnTwice);
  return [...columns];
}

async function checkFile(deps: ContactsImportDeps, company: ActiveCompany, input: ImportFileInput): Promise<CheckedFile> {
  const file = await readContactsFile(input.file_name, input.file, deps.xlsxLimits);
  let columns: (ImportField | null)[];
  if (input.columns) columns = chosenColumns(input.columns, file.headers);
  else {
    columns = recogniseColumns(file.headers);
    // not one known name: the first row is no header (or the file is not a contacts list)
    if (columns.every((field) => field === null)) throw badRequest(M.noHeader);
  }
  const checked = checkRows(file.rows, columns);
  const taken = await deps.contactsImport.takenEmails(company.id, goodEmails(checked));
  return { format: file.format, headers: file.headers, columns, missing: missingFields(columns), rows: checkDuplicates(checked, taken) };
}

const count = (rows: readonly CheckedRow[], status: CheckedRow['status']) => rows.reduce((n, row) => (row.status === status ? n + 1 : n), 0);

/** What importing the file would do; nothing is written. */
export async function previewImport(deps: ContactsImportDeps, company: ActiveCompany, input: ImportFileInput): Promise<ContactsImportPreview> {
  const file = await checkFile(deps, company, input);
  const bad: ContactsImportPreview['bad_rows'] = [];
  const duplicates: ContactsImportPreview['duplicates'] = [];
  for (const row of file.rows) {
    if (row.status === 'bad' && bad.length < LIMITS.listedRows) bad.push({ row: row.row, problems: row.problems });
    if (row.status === 'duplicate' && duplicates.length < LIMITS.listedRows) {
      duplicates.push({ row: row.row, email: row.contact.email, of: row.of, first_row: row.firstRow });
    }
  }
  return {
    file_name: input.file_name,
    format: file.format,
    headers: file.headers,
    columns: file.columns,
    missing: file.missing,
    counts: { rows: file.rows.length, to_add: count(file.rows, 'new'), bad: count(file.rows, 'bad'), duplicates: count(file.rows, 'duplicate') },
    rows: file.rows.slice(0, LIMITS.previewRows).map((row) => ({ row: row.row, status: row.status, ...row.values })),
    bad_rows: bad,
    duplicates,
  };
}

export interface ImportOptions {
  sendInvitation: boolean;
  /** the company's preselected questionnaire (the New contact form's default) */
  questionnaireTypeId: number | null;
  /** the caller's language: the invitations' for people without an account */
  lang: MailLang;
  actor: Actor;
}

export interface ImportOutcome {
  added: number;
  bad: number;
  duplicates: number;
  invited: number;
}

const newContact = (company: ActiveCompany, contact: GoodContact, options: ImportOptions): NewContact => ({
  companyId: company.id,
  firstName: contact.first_name,
  lastName: contact.last_name,
  email: contact.email,
  phone: contact.phone,
  contactType: contact.contact_type,
  confidential: contact.confidential,
  questionnaireTypeId: options.questionnaireTypeId,
  invitationSent: options.sendInvitation,
  contactReferral: newCode(),
});

/** Rows per batch of activity entries (7 columns each). */
const ACTIVITY_CHUNK = 1000;

/**
 * Writes the file's good rows in one transaction, with their invitations (when asked) and one
 * activity entry per contact added. A row whose address a contact took since the preview is
 * skipped as a duplicate; missing required columns refuse the whole file.
 */
export async function importFile(deps: ContactsImportDeps, company: ActiveCompany, input: ImportFileInput, options: ImportOptions): Promise<ImportOutcome> {
  const file = await checkFile(deps, company, input);
  if (file.missing.length > 0) throw badRequest(M.missingColumns);
  const toAdd = file.rows.filter((row): row is Extract<CheckedRow, { status: 'new' }> => row.status === 'new');
  const rowOf = new Map(toAdd.map((row) => [row.contact.email.toLowerCase(), row.row]));
  // read before the transaction: PGlite has one connection, which the transaction holds
  const languages = options.sendInvitation ? await deps.contactsImport.accountLanguages([...rowOf.keys()]) : new Map<string, string>();

  const written = await deps.db.transaction(async (tx) => {
    const contacts: ImportedContact[] = [];
    let pending = toAdd.map((row) => newContact(company, row.contact, options));
    // a row not written holds an address taken meanwhile (skipped), or a referral drawn twice (drawn again)
    for (let attempt = 0; attempt < 3 && pending.length > 0; attempt += 1) {
      const inserted = await deps.contactsImport.insertContacts(tx, pending);
      contacts.push(...inserted);
      const done = new Set(inserted.map((contact) => contact.email.toLowerCase()));
      const left = pending.filter((contact) => !done.has(contact.email.toLowerCase()));
      const taken = await deps.contactsImport.takenEmails(company.id, left.map((contact) => contact.email.toLowerCase()), tx);
      pending = left.filter((contact) => !taken.has(contact.email.toLowerCase())).map((contact) => ({ ...contact, contactReferral: newCode() }));
    }
    if (options.sendInvitation) {
      for (const contact of contacts) {
        const own = languages.get(contact.email.toLowerCase());
        await queueInvitation(deps, tx, company, contact, own === 'en' || own === 'fr' ? own : options.lang);
      }
    }
    const entries = contacts.map((contact) => ({
      companyId: company.id,
      actor: options.actor,
      kind: 'contact.imported' as const,
      subject: contactSubject(contact),
      detail: { file_name: input.file_name, row: rowOf.get(contact.email.toLowerCase()) ?? null, invited: options.sendInvitation },
    }));
    for (let start = 0; start < entries.length; start += ACTIVITY_CHUNK) {
      await recordActivities(deps, tx, entries.slice(start, start + ACTIVITY_CHUNK));
    }
    return contacts.length;
  });

  return {
    added: written,
    bad: count(file.rows, 'bad'),
    duplicates: count(file.rows, 'duplicate') + (toAdd.length - written),
    invited: options.sendInvitation ? written : 0,
  };
}
