import { addTranslations } from '@rapport/platform';
import en from './en.json';
import fr from './fr.json';

/** The 'session' namespace: the account and session strings, apart from the pages' 'auth' one. */
export function registerSessionTranslations(): void {
  addTranslations('session', { en, fr });
}
