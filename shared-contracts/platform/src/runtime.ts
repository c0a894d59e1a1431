import type { AppStore } from './store/store';
import type { ContractsVersions } from './version';

/** /config.json, served by each environment from the shell's origin. */
export interface RuntimeConfig {
  apiBase: string;
  /** public social sign-in settings: a provider appears only when configured */
  auth?: { google?: { clientId: string }; facebook?: { appId: string }; linkedin?: { clientId: string } };
}

/** One released version of a remote: its manifest, its version, the contracts version it was built against. */
export interface RemoteRelease {
  manifest: string;
  version: string;
  /**
   * the versions of the contracts' packages it was built against, written by the release
   * command (deploy/lib/releases.mjs); the shell refuses another major of a shared one it uses
   */
  contracts?: ContractsVersions;
  /**
   * The manifest itself, when whoever wrote remotes.json put it in (the release command, `npm
   * start`): the shell then answers the federation runtime's fetch of `manifest` with it.
   */
  manifestContent?: unknown;
}

/**
 * /remotes.json: remote name -> the release served, and `previous`, the one it replaced: what
 * the shell loads instead when the release served was built against another contracts major.
 */
export type RemotesManifest = Record<string, RemoteRelease & { previous?: RemoteRelease }>;

/** What the shell passes every remote as single-spa custom props. */
export interface RemoteAppProps {
  store: AppStore;
  config: RuntimeConfig;
}

/** A remote's single-spa lifecycles, as the shell registers them (made by @rapport/ui's createRemoteApp). */
export interface RemoteLifecycles {
  bootstrap: (props: unknown) => Promise<void>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
  update?: (props: unknown) => Promise<unknown>;
  /** loads ahead the pages at these paths (remote/lazy-page), when the shell expects a visit */
  preload?: (paths: readonly string[]) => Promise<void>;
}
