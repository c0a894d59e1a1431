// The public surface of @rapport/platform: the federation singletons every front-end part
// shares at run time (one copy on the page, provided by the shell): the event bus, the route
// table, the store and its API slice, i18n, the runtime config types and the contracts' versions.
// Nothing here renders: what has a look is @rapport/ui.
export { contractsFit, type ContractsPackage, type ContractsVersions } from './version';
export { emit, on, type BusEvents, type BusEventName } from './events/bus';
export { REMOTES, REMOTE_TABLE, remoteDef, type RemoteDef, type RemoteName } from './routes/remote-table';
export {
  ROUTES,
  PATHS,
  findRoute,
  matchPath,
  redirectFor,
  chromeFor,
  type RouteDef,
  type Access,
  type Chrome,
  type AccessContext,
} from './routes/route-table';
export { navigate } from './routes/navigate';
export { surveyGonePath, surveyGoneQuery, readSurveyGone, SURVEY_GONE_KEYS, type SurveyGone, type SurveyGoneReason } from './routes/survey-gone';
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
export type { RemoteAppProps, RemoteLifecycles, RemoteRelease, RuntimeConfig, RemotesManifest } from './runtime';
