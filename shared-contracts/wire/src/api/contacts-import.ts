import { z } from './zod';
import { mailLanguage } from './auth';
import { NOT_A_COMPANY_USER } from './company';
import { cleanText, errorResponse, expected, REQUIRED, requestBody, tooLong, type EndpointContract } from './common';

/**
 * Importing contacts from a CSV or XLSX file into the active company: a preview that writes
 * nothing, then the import, which reads the same file again and writes its good rows in one
 * transaction. The file travels base64-encoded in the JSON body (docs/decisions.md, "Contacts
 * import"), so these calls are contracts like every other: validated, documented, generated.
 */

export const CONTACTS_IMPORT_LIMITS = {
  /** the file itself, before base64 */
  maxFileBytes: 5 * 1024 * 1024,
  /** rows under the header row */
  maxRows: 10_000,
  /** rows the preview shows as read */
  previewRows: 10,
  /** bad rows, and duplicates, listed one by one; the counts say the rest */
  listedRows: 200,
  /** columns a header row may have */
  maxColumns: 100,
} as const;

/** base64's length for the largest file: 4 characters for every 3 bytes, padded. */
export const MAX_FILE_BASE64 = 4 * Math.ceil(CONTACTS_IMPORT_LIMITS.maxFileBytes / 3);

/** The contact's fields a column may hold, in the order of the New contact form. */
export const IMPORT_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'contact_type', 'confidential'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Without a column for each of these, every row would be refused: the import asks for them. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['first_name', 'last_name', 'email', 'contact_type'];

export const CONTACTS_IMPORT_MESSAGES = {
  fileType: 'Only CSV and XLSX files can be imported.',
  tooLarge: 'The file is larger than 5 MB.',
  notBase64: 'The file must be sent base64-encoded.',
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again.',
  unreadable: 'The file could not be read as a CSV or XLSX file.',
  empty: 'The file has no rows to import.',
  tooManyRows: 'The file has more than 10,000 rows: split it into several files.',
  noHeader:
    'No column of the first row is recognised: the first row must name the columns (First name, Last name, E-mail, Phone, Type, Confidential).',
  missingColumns: 'A column is missing for a required field (first name, last name, e-mail or type).',
  columnsMismatch: "The columns chosen do not match the file's first row.",
  columnTwice: 'Each field can be given to one column only.',
  /** a row's type that names neither a candidate nor an employee */
  badType: 'Must be candidate or employee (C or E)',
} as const;

const M = CONTACTS_IMPORT_MESSAGES;

/** base64 (RFC 4648): its alphabet, padded to a multiple of 4 characters. */
export const isBase64 = (text: string): boolean => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);

const importFile = {
  /** the file's name as the admin chose it: its extension says the format, the activity trail names it */
  file_name: z
    .string({ error: expected('text') })
    .trim()
    .check(cleanText())
    .min(1, REQUIRED)
    .max(255, tooLong(255)),
  /** the file's bytes, base64-encoded (RFC 4648, padded) */
  file: z
    .string({ error: expected('text') })
    .min(1, M.empty)
    .max(MAX_FILE_BASE64, M.tooLarge)
    .refine(isBase64, M.notBase64),
  /**
   * The field each column of the first row holds (null: not imported), where the admin chose
   * them; absent, the columns are recognised from the first row's names.
   */
  columns: z
    .array(z.enum(IMPORT_FIELDS, { error: `Must be one of ${IMPORT_FIELDS.join(', ')}` }).nullable())
    .max(CONTACTS_IMPORT_LIMITS.maxColumns, M.columnsMismatch)
    .optional(),
};

const importField = z.enum(IMPORT_FIELDS);

/** A row's values as the file holds them under the columns in use (empty when no column holds the field). */
const importedValues = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  contact_type: z.string(),
  confidential: z.string(),
});

/** A rule a row breaks: the field, the create-contact call's message and code (api/error-codes). */
export const importProblem = errorResponse.pick({ message: true, code: true, params: true }).extend({ field: importField });
export type ImportProblem = z.infer<typeof importProblem>;

export const contactsImportPreview = z.object({
  file_name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** the first row's cells */
  headers: z.array(z.string()),
  /** the field each column holds (null: not imported), recognised or as chosen */
  columns: z.array(importField.nullable()),
  /** the required fields no column holds: nothing can be imported until each has one */
  missing: z.array(importField),
  counts: z.object({
    /** rows under the header row (blank rows aside) */
    rows: z.number().int(),
    to_add: z.number().int(),
    bad: z.number().int(),
    duplicates: z.number().int(),
  }),
  /** the first rows as read, each with what the import does with it */
  rows: z.array(importedValues.extend({ row: z.number().int(), status: z.enum(['new', 'bad', 'duplicate']) })),
  /** bad rows with the rules they break, in file order (the first CONTACTS_IMPORT_LIMITS.listedRows) */
  bad_rows: z.array(z.object({ row: z.number().int(), problems: z.array(importProblem) })),
  /** rows skipped as duplicates: of a contact of the company, or of an earlier row of the file (`first_row`) */
  duplicates: z.array(
    z.object({ row: z.number().int(), email: z.string(), of: z.enum(['company', 'file']), first_row: z.number().int().nullable() }),
  ),
});
export type ContactsImportPreview = z.infer<typeof contactsImportPreview>;

const IMPORT_FILE_REFUSED =
  'or the file cannot be read (not CSV or XLSX, empty, too large, too many rows), or its columns do not fit (a required one missing, one chosen twice)';

export const previewContactsImport = {
  method: 'POST',
  path: '/company/company_contact/import/preview/',
  public: false,
  operationId: 'previewContactsImport',
  summary: 'What importing a CSV or XLSX file of contacts would do; writes nothing',
  description:
    "Reads the file for the active company and answers the columns, the counts, the first rows, each bad row's reasons and the duplicates.",
  errors: { 400: IMPORT_FILE_REFUSED, 403: NOT_A_COMPANY_USER, 429: 'or too many previews by this account' },
  body: requestBody(importFile),
  response: contactsImportPreview,
} as const satisfies EndpointContract;

export const importContacts = {
  method: 'POST',
  path: '/company/company_contact/import/',
  public: false,
  operationId: 'importContacts',
  summary: "Import a CSV or XLSX file's contacts into the active company",
  description: 'Its good rows in one transaction, bad rows and duplicates skipped; with send_invitation, each new contact is mailed the invitation.',
  errors: { 400: IMPORT_FILE_REFUSED, 403: NOT_A_COMPANY_USER, 429: 'or too many imports by this account' },
  body: requestBody({
    ...importFile,
    send_invitation: z.boolean({ error: 'Must be true or false' }).default(false),
    lang: mailLanguage(),
  }),
  response: z.object({
    added: z.number().int(),
    bad: z.number().int(),
    duplicates: z.number().int(),
    invited: z.number().int(),
  }),
} as const satisfies EndpointContract;
