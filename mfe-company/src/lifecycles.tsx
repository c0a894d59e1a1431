// What this remote exposes to the shell as `./app`: its single-spa lifecycles and the contracts
// version it was built against. The page components live under src/app/.
import { createRemoteApp } from '@rapport/contracts';
import { CompanyApp, preloadPages } from './app/company-app';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The contracts version this remote was built against; the shell refuses another major. */
export const contractsVersion = __CONTRACTS_VERSION__;

export const { bootstrap, mount, unmount } = createRemoteApp('company', CompanyApp, { en, fr });

/** The pages at these paths, loaded ahead when the shell expects a visit (the browser idle). */
export const preload = preloadPages;
