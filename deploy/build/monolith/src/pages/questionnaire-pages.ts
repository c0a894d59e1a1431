// mfe-questionnaire's pages: the root component and strings its lifecycles (mfe-questionnaire/src/lifecycles.tsx) give createRemoteApp.
import { addTranslations } from '@rapport/platform';
import { QuestionnaireApp, preloadPages } from '../../../../../mfe-questionnaire/src/app/questionnaire-app';
import en from '../../../../../mfe-questionnaire/src/locales/en.json';
import fr from '../../../../../mfe-questionnaire/src/locales/fr.json';

addTranslations('questionnaire', { en, fr });

export default QuestionnaireApp;
/** the pages at these paths, loaded ahead (the remote's `preload` lifecycle) */
export const preload = preloadPages;
