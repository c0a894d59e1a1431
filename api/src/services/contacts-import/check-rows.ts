import { REQUIRED } from '@rapport/wire/api/common';
import { newContactFields } from '@rapport/wire/api/company';
import { CONTACTS_IMPORT_MESSAGES as M, IMPORT_FIELDS, type ImportField, type ImportProblem } from '@rapport/wire/api/contacts-import';
import { codeOfMessage } from '@rapport/wire/api/error-codes';
import { z } from 'zod';
import { headerKey } from './columns';

/**
 * Each row of a file checked by the create-contact call's own rules and messages
 * (newContactFields, which the New contact form's rules follow), then the duplicates: of a
 * contact of the company, or of an earlier good row of the file, by e-mail in any case.
 */

/** A data row of the file: its number as a spreadsheet shows it (the first row is 1) and its cells. */
export interface SheetRow {
  number: number;
  cells: string[];
}

export type ImportValues = Record<ImportField, string>;

/** A row that passes every rule: the contact it makes. */
export interface GoodContact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  contact_type: 'C' | 'E';
  confidential: boolean;
}

export type CheckedRow =
  | { row: number; values: ImportValues; status: 'bad'; problems: ImportProblem[] }
  | { row: number; values: ImportValues; status: 'new'; contact: GoodContact }
  | { row: number; values: ImportValues; status: 'duplicate'; contact: GoodContact; of: 'company' | 'file'; firstRow: number | null };

// the form's text fields, as the create-contact call checks them
const textFields = z.object({
  first_name: newContactFields.first_name,
  last_name: newContactFields.last_name,
  email: newContactFields.email,
  phone: newContactFields.phone,
});

const TYPES: Record<string, 'C' | 'E'> = Object.fromEntries([
  ...['c', 'candidate', 'candidat', 'candidate', 'candidats', 'candidates'].map((word) => [word, 'C'] as const),
  ...['e', 'employee', 'employees', 'employe', 'employee', 'salarie', 'salariee', 'collaborateur', 'collaboratrice'].map((word) => [word, 'E'] as const),
]);

const YES = new Set(['yes', 'y', 'oui', 'true', 'vrai', '1']);
const NO = new Set(['no', 'n', 'non', 'false', 'faux', '0', '']);

const problem = (field: ImportField, message: string): ImportProblem => {
  const known = codeOfMessage(message);
  return { field, message, code: known?.code ?? 'validation.invalid', ...(known?.params && { params: known.params }) };
};

/** "Salarié", "employee", "E" -> E; "Candidat", "C" -> C; anything else is not a type. */
export const contactTypeOf = (value: string): 'C' | 'E' | undefined => TYPES[headerKey(value)];

/** yes/no, oui/non, true/false, 1/0 (and blank: no). */
export function confidentialOf(value: string): boolean | undefined {
  const key = value.trim().toLowerCase();
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return undefined;
}

/** The row's values under the columns in use; a field without a column is empty. */
export function valuesOf(cells: readonly string[], columns: readonly (ImportField | null)[]): ImportValues {
  const values = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ''])) as ImportValues;
  columns.forEach((field, index) => {
    if (field) values[field] = cells[index] ?? '';
  });
  return values;
}

/** The contact a row makes, or every rule it breaks (one per field, in the form's order). */
export function checkValues(values: ImportValues): { contact: GoodContact } | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const text = textFields.safeParse(values);
  if (!text.success) {
    const seen = new Set<string>();
    for (const issue of text.error.issues) {
      const field = issue.path[0] as ImportField;
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push(problem(field, issue.message));
    }
  }
  const contactType = contactTypeOf(values.contact_type);
  if (!contactType) problems.push(problem('contact_type', values.contact_type.trim() ? M.badType : REQUIRED));
  const confidential = confidentialOf(values.confidential);
  if (confidential === undefined) problems.push(problem('confidential', 'Must be true or false'));
  if (!text.success || !contactType || confidential === undefined) {
    return { problems: problems.sort((a, b) => IMPORT_FIELDS.indexOf(a.field) - IMPORT_FIELDS.indexOf(b.field)) };
  }
  const { first_name, last_name, email, phone } = text.data;
  return { contact: { first_name, last_name, email, phone: phone ?? null, contact_type: contactType, confidential } };
}

/** Every row checked, without the duplicates yet (checkDuplicates). */
export function checkRows(rows: readonly SheetRow[], columns: readonly (ImportField | null)[]): CheckedRow[] {
  return rows.map(({ number, cells }) => {
    const values = valuesOf(cells, columns);
    const checked = checkValues(values);
    return 'contact' in checked
      ? { row: number, values, status: 'new', contact: checked.contact }
      : { row: number, values, status: 'bad', problems: checked.problems };
  });
}

/** The e-mails of the good rows, lowercased once each: what to look for among the company's contacts. */
export const goodEmails = (rows: readonly CheckedRow[]): string[] => [
  ...new Set(rows.flatMap((row) => (row.status === 'bad' ? [] : [row.contact.email.toLowerCase()]))),
];

/**
 * Marks the good rows whose e-mail a contact of the company has (`existing`, lowercased), or an
 * earlier good row of the file: the first row of an address is the one imported.
 */
export function checkDuplicates(rows: readonly CheckedRow[], existing: ReadonlySet<string>): CheckedRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    if (row.status === 'bad') return row;
    const email = row.contact.email.toLowerCase();
    if (existing.has(email)) return { ...row, status: 'duplicate', of: 'company', firstRow: null };
    const first = firstRowOf.get(email);
    if (first !== undefined) return { ...row, status: 'duplicate', of: 'file', firstRow: first };
    firstRowOf.set(email, row.row);
    return { ...row, status: 'new' };
  });
}
