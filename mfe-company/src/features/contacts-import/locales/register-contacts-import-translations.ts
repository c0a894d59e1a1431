import { addTranslations } from '@rapport/platform';
import en from './en.json';
import fr from './fr.json';

/** The import dialog's strings, in the company namespace (the page's own words beside them). */
export function registerContactsImportTranslations(): void {
  addTranslations('company', { en, fr });
}
