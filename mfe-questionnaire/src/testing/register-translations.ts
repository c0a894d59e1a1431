import { addTranslations } from '@rapport/platform';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

/** Tests render pages without the remote's lifecycles: register the namespace as app.tsx does. */
addTranslations('questionnaire', { en, fr });
