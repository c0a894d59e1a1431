/// <reference types="@testing-library/jest-dom" />
// The reference gives the type check the matchers ../jest.setup-dom.js registers at run time.

// The shell registers the 'auth' namespace when the remote mounts (createRemoteApp); tests
// render pages without it, so the namespace is registered here, from the same files.
import { addTranslations, initI18n } from '@rapport/contracts';
import en from './src/locales/en.json';
import fr from './src/locales/fr.json';

initI18n('en');
addTranslations('auth', { en, fr });
