import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ImportField } from '@rapport/wire/api/contacts-import';

/**
 * Which contact field each column of a file's first row holds, from the column's name in
 * English or French, as people write it in a spreadsheet: any case, with or without accents,
 * spaces, hyphens or a note in brackets ("E-mail *", "Prénom (obligatoire)").
 */

/** "Prénom (obligatoire)" -> "prenom": no bracketed note, accents, case, spaces or punctuation. */
export function headerKey(header: string): string {
  return header
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const NAMES: Record<ImportField, readonly string[]> = {
  first_name: ['first name', 'firstname', 'first', 'given name', 'forename', 'prénom', 'prénoms', 'prenom'],
  last_name: ['last name', 'lastname', 'last', 'surname', 'family name', 'nom', 'nom de famille', 'nom de naissance'],
  email: [
    'e-mail',
    'email',
    'mail',
    'e-mail address',
    'email address',
    'courriel',
    'adresse e-mail',
    'adresse mail',
    'adresse courriel',
    'adresse électronique',
    'adresse de courriel',
    'mél',
  ],
  phone: ['phone', 'phone number', 'telephone', 'téléphone', 'tel', 'tél', 'mobile', 'mobile phone', 'cell phone', 'portable', 'numéro de téléphone'],
  contact_type: ['type', 'contact type', 'type de contact', 'role', 'rôle', 'category', 'catégorie'],
  confidential: ['confidential', 'confidentiel', 'confidentielle', 'confidentiality', 'confidentialité', 'private', 'privé'],
};

const FIELD_OF_KEY = new Map<string, ImportField>(IMPORT_FIELDS.flatMap((field) => NAMES[field].map((name) => [headerKey(name), field] as const)));

/** The field a column's name says, if any. */
export const fieldOfHeader = (header: string): ImportField | null => FIELD_OF_KEY.get(headerKey(header)) ?? null;

/** The field of each column; a field named by two columns is the first one's. */
export function recogniseColumns(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = fieldOfHeader(header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The required fields no column holds. */
export const missingFields = (columns: readonly (ImportField | null)[]): ImportField[] =>
  REQUIRED_IMPORT_FIELDS.filter((field) => !columns.includes(field));
