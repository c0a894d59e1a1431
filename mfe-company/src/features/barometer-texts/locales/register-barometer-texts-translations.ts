import { addTranslations } from '@rapport/platform';
import en from './en.json';
import fr from './fr.json';

/** The survey page texts' strings, in the company namespace: the barometer list's link to the page names it too. */
export function registerBarometerTextsTranslations(): void {
  addTranslations('company', { en, fr });
}
