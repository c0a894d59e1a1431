import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Logs what failed and where, once per remote; the loader then mounts the fallback panel. */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rapport-fallback',
    errorLoadRemote({ id, lifecycle, error }) {
      console.error(`[rapport] loading ${id} failed during ${lifecycle}`, error);
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
