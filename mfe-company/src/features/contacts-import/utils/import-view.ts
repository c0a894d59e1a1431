import { REQUIRED_IMPORT_FIELDS, type ImportField, type ImportProblem } from '@rapport/wire/api/contacts-import';
import type { TFunction } from 'i18next';

/** The label of each field, as the New contact form says it (i18n keys under `company`). */
export const FIELD_LABELS: Record<ImportField, string> = {
  first_name: 'contacts.form.firstName',
  last_name: 'contacts.form.lastName',
  email: 'contacts.form.email',
  phone: 'contacts.form.phone',
  contact_type: 'contacts.form.contactType',
  confidential: 'contacts.form.confidential',
};

/** Where the New contact form has its own words for a rule, the row says them. */
const FORM_WORDS: Partial<Record<string, string>> = {
  'validation.first_name_required': 'contacts.form.errors.firstNameRequired',
  'validation.last_name_required': 'contacts.form.errors.lastNameRequired',
  'validation.required': 'contacts.form.errors.required',
  'validation.email_invalid': 'contacts.form.errors.email',
};

/** "E-mail: Email must be a valid email": the field and the rule a row breaks, in the page's language. */
export function problemText(t: TFunction, problem: ImportProblem): string {
  const words = FORM_WORDS[problem.code];
  const message = words
    ? t(words)
    : t(`contactsImport.problems.${problem.code}`, { ...problem.params, defaultValue: t('contactsImport.problems.validation.invalid') });
  return t('contactsImport.problem', { field: t(FIELD_LABELS[problem.field]), message });
}

/**
 * The columns with `field` given to the column at `index`: a field is one column's at most, so
 * the column that held it before holds nothing now.
 */
export function withColumn(columns: readonly (ImportField | null)[], index: number, field: ImportField | null): (ImportField | null)[] {
  return columns.map((current, at) => (at === index ? field : field !== null && current === field ? null : current));
}

/** The required fields without a column, in the form's order. */
export const missingFields = (columns: readonly (ImportField | null)[]): ImportField[] =>
  REQUIRED_IMPORT_FIELDS.filter((field) => !columns.includes(field));
