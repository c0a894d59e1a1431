import { lazy, type ComponentType } from 'react';
import AuthPages from './pages/auth-pages';

/** The modules of the remotes' pages that load with their first page (mfe-auth's are in the main chunk). */
const PAGE_MODULES: Record<string, () => Promise<{ default: ComponentType; preload?: (paths: readonly string[]) => Promise<void> }>> = {
  questionnaire: () => import('./pages/questionnaire-pages'),
  company: () => import('./pages/company-pages'),
  barometer: () => import('./pages/barometer-pages'),
};

/**
 * Each remote's pages, by its name in the remote table (contracts' remotes.json). mfe-auth is on
 * every page (the landing page, its overlays): it is in the main chunk, as an ordinary
 * single-page application bundles what every page shows. The others load with their first page,
 * as the shell loads a remote; inside each, every page is a chunk of its own, as in the remote.
 */
export const REMOTE_PAGES: Record<string, ComponentType> = {
  auth: AuthPages,
  questionnaire: lazy(PAGE_MODULES.questionnaire),
  company: lazy(PAGE_MODULES.company),
  barometer: lazy(PAGE_MODULES.barometer),
};

/**
 * The page at this address starts loading at once, with its remote's pages, as the shell has a
 * remote preload it when its lifecycles load (shell/src/runtime/register-remotes.ts): the same
 * head start in both builds.
 */
export function preloadPageOf(remote: string, pathname: string): void {
  PAGE_MODULES[remote]?.()
    .then((pages) => pages.preload?.([pathname]))
    .catch(() => undefined);
}
