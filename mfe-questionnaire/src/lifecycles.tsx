// What this remote exposes to the shell as `./app`: its single-spa lifecycles and the versions
// of the contracts' packages it was built against. The page components live under src/app/.
import { createRemoteApp } from '@rapport/ui';
import { QuestionnaireApp, preloadPages } from './app/questionnaire-app';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The contracts' packages this remote was built against; the shell refuses another major of a shared one. */
export const contractsVersions = __CONTRACTS__;

export const { bootstrap, mount, unmount } = createRemoteApp('questionnaire', QuestionnaireApp, { en, fr });

/** The pages at these paths, loaded ahead when the shell expects a visit (the browser idle). */
export const preload = preloadPages;
