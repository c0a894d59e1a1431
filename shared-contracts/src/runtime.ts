import type { AppStore } from './store/store';

/** /config.json, served by each environment from the shell's origin. */
export interface RuntimeConfig {
  apiBase: string;
  /** public social sign-in settings: a provider appears only when configured */
  auth?: { google?: { clientId: string }; facebook?: { appId: string }; linkedin?: { clientId: string } };
}

/** /remotes.json: remote name -> its manifest URL and the version released. */
export type RemotesManifest = Record<string, { manifest: string; version: string }>;

/** What the shell passes every remote as single-spa custom props. */
export interface RemoteAppProps {
  store: AppStore;
  config: RuntimeConfig;
}
