import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION, contractsMajor } from '@rapport/contracts';

interface ExposedModule {
  mount?: unknown;
  contractsVersion?: string;
}

/**
 * Refuses an exposed module that is not single-spa lifecycles built against the shell's
 * contracts major: the error goes the way of any load failure, to the fallback plugin.
 */
export function contractsVersionPlugin(shellVersion: string = CONTRACTS_VERSION): ModuleFederationRuntimePlugin {
  return {
    name: 'rapport-contracts-version',
    onLoad({ id, exposeModule }) {
      const module = exposeModule as ExposedModule | undefined;
      if (!module || typeof module.mount !== 'function') throw new Error(`${id}: no single-spa lifecycles exposed`);
      if (!module.contractsVersion || contractsMajor(module.contractsVersion) !== contractsMajor(shellVersion)) {
        throw new Error(`${id}: built against contracts ${module.contractsVersion ?? 'unknown'}, the shell has ${shellVersion}`);
      }
      return undefined;
    },
  };
}
