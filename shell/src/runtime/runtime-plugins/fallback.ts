import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLifecycles } from '@rapport/platform';
import { fallbackLifecycles } from '../fallback-app';

/**
 * The outer of the three error depths: when a remote cannot be loaded (after the retry plugin
 * gave up, or refused by the contracts check), `loadRemote` answers with lifecycles that
 * mount the localised "this area is unavailable, retry" panel instead of failing.
 */
export function fallbackPlugin(fallbackFor: (remote: string) => RemoteLifecycles = fallbackLifecycles): ModuleFederationRuntimePlugin {
  return {
    name: 'rapport-fallback',
    errorLoadRemote({ id, lifecycle, error, remote }) {
      // A failure at an earlier step (beforeRequest, afterResolve) ends in onLoad: answer there,
      // once. Shared-module failures (beforeLoadShare) are not a remote's area to replace.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0];
      console.error(`[rapport] remote "${name}" is unavailable:`, error);
      return fallbackFor(name);
    },
  };
}
