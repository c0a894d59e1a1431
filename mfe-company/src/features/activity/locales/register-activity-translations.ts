import { addTranslations } from '@rapport/platform';
import en from './en.json';
import fr from './fr.json';

/** The Activity page's strings, in the company namespace. */
export function registerActivityTranslations(): void {
  addTranslations('company', { en, fr });
}
