import { addTranslations } from '@rapport/platform';
import en from './en.json';
import fr from './fr.json';

/** The reminders dialog's strings, in the company namespace. */
export function registerContactRemindersTranslations(): void {
  addTranslations('company', { en, fr });
}
