/// <reference types="@testing-library/jest-dom" />
// The reference gives the type check the matchers ../jest.setup-dom.js registers at run time.

// The shell registers the 'auth' namespace when the remote mounts (createRemoteApp), and the
// /pro and terms copy loads with those pages; tests render components alone, so every part
// of the namespace is registered here, from the same files.
import { addTranslations, initI18n } from '@rapport/platform';
import en from './src/locales/en.json';
import fr from './src/locales/fr.json';
import proEn from './src/features/pro/locales/en.json';
import proFr from './src/features/pro/locales/fr.json';
import termsEn from './src/features/terms/locales/en.json';
import termsFr from './src/features/terms/locales/fr.json';

initI18n('en');
addTranslations('auth', { en: { ...en, ...proEn, ...termsEn }, fr: { ...fr, ...proFr, ...termsFr } });
