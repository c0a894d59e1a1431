import { lazy, type ComponentType } from 'react';
import AuthPages from './pages/auth-pages';

/**
 * Each remote's pages, by its name in the remote table (contracts' remotes.json). mfe-auth is on
 * every page (the landing page, its overlays): it is in the main chunk, as an ordinary
 * single-page application bundles what every page shows. The others load with their first page,
 * as the shell loads a remote; inside each, every page is a chunk of its own, as in the remote.
 */
export const REMOTE_PAGES: Record<string, ComponentType> = {
  auth: AuthPages,
  questionnaire: lazy(() => import('./pages/questionnaire-pages')),
  company: lazy(() => import('./pages/company-pages')),
  barometer: lazy(() => import('./pages/barometer-pages')),
};
