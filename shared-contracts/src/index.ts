// The public surface of @rapport/contracts for the front-end parts. The API imports only the
// `api/*` and `entities/*` subpaths, which hold no React, Redux or DOM code.
// First: the page's CSP settings (zod without eval) must precede every schema.
export { cspNonce, emotionCache } from './ui/csp';
export { CONTRACTS_VERSION, contractsMajor } from './version';
export { emit, on, type BusEvents, type BusEventName } from './events/bus';
export { REMOTES, REMOTE_TABLE, remoteDef, type RemoteDef, type RemoteName } from './routes/remote-table';
export {
  ROUTES,
  PATHS,
  findRoute,
  matchPath,
  redirectFor,
  type RouteDef,
  type Access,
  type AccessContext,
} from './routes/route-table';
export { navigate } from './routes/navigate';
export { makeStore, rootReducer, type RootState, type AppStore, type AppDispatch, type LazyLoadedSlices } from './store/store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { api, baseQuery, TAG_TYPES, type TagType } from './store/api';
export { individualResultApi, useIndividualResultQuery } from './store/individual-result-api';
export { accountApi, refreshProfile } from './store/account-api';
export * from './store/session-slice';
export * from './store/locale-slice';
export * from './store/ui-slice';
export { i18n, initI18n, addTranslations } from './i18n/i18n';
export { serverMessage } from './i18n/server-message';
export * from './i18n/languages';
export { formatDate, formatModalDate } from './i18n/format-date';
export { system } from './ui/system';
export { notify } from './ui/notify';
export type { RemoteAppProps, RemoteRelease, RuntimeConfig, RemotesManifest } from './runtime';
export { createRemoteApp, type RemoteLifecycles } from './remote/create-remote-app';
export { RemoteRoot } from './remote/remote-root';
export { RouteBoundary, UnavailablePanel } from './remote/route-boundary';
export { mountStandalone } from './remote/standalone';
export { PageIntroRoutes } from './remote/page-intro-routes';
