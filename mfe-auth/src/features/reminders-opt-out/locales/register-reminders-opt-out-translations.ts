import { addTranslations } from '@rapport/platform';
import en from './en.json';
import fr from './fr.json';

/** The 'remindersOptOut' namespace: the page a reminder's opt-out link opens. */
export function registerRemindersOptOutTranslations(): void {
  addTranslations('remindersOptOut', { en, fr });
}
