import { CONTACTS_IMPORT_LIMITS } from '@rapport/wire/api/contacts-import';

/** What the dialog can say of a file before sending it: too large, or not a CSV or XLSX file (i18n keys under `company`). */
export function fileProblem(file: Pick<File, 'name' | 'size'>): 'contactsImport.tooLarge' | 'contactsImport.fileType' | null {
  if (!/\.(csv|txt|tsv|xlsx)$/i.test(file.name)) return 'contactsImport.fileType';
  if (file.size > CONTACTS_IMPORT_LIMITS.maxFileBytes) return 'contactsImport.tooLarge';
  return null;
}

/** The file's bytes in base64, as the import calls take it. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // a data URL is `data:<type>;base64,<the bytes>`
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}
