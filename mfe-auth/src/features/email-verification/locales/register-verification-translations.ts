import { addTranslations } from '@rapport/platform';
import en from './en.json';
import fr from './fr.json';

/** The 'verification' namespace: the e-mail confirmation notice and link. */
export function registerVerificationTranslations(): void {
  addTranslations('verification', { en, fr });
}
