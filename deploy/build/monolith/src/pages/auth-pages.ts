// mfe-auth's pages: the root component and strings its lifecycles (mfe-auth/src/lifecycles.tsx) give createRemoteApp.
import { addTranslations } from '@rapport/platform';
import { AuthApp } from '../../../../../mfe-auth/src/app/auth-app';
import en from '../../../../../mfe-auth/src/locales/en.json';
import fr from '../../../../../mfe-auth/src/locales/fr.json';

addTranslations('auth', { en, fr });

export default AuthApp;
