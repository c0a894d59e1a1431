import { addTranslations } from '@rapport/contracts';
import en from './en.json';
import fr from './fr.json';

/** The 'verification' namespace: the e-mail confirmation notice and link. */
export function registerVerificationTranslations(): void {
  addTranslations('verification', { en, fr });
}
