// mfe-company's pages: the root component and strings its lifecycles (mfe-company/src/lifecycles.tsx) give createRemoteApp.
import { addTranslations } from '@rapport/platform';
import { CompanyApp, preloadPages } from '../../../../../mfe-company/src/app/company-app';
import en from '../../../../../mfe-company/src/locales/en.json';
import fr from '../../../../../mfe-company/src/locales/fr.json';

addTranslations('company', { en, fr });

export default CompanyApp;
/** the pages at these paths, loaded ahead (the remote's `preload` lifecycle) */
export const preload = preloadPages;
