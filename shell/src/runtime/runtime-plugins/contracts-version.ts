import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractsFit, type ContractsVersions } from '@rapport/platform';

interface ExposedModule {
  mount?: unknown;
  contractsVersions?: ContractsVersions;
}

/**
 * Refuses an exposed module that is not single-spa lifecycles built against the shell's majors
 * of the shared contracts packages it uses: the error goes the way of any load failure, to the
 * fallback plugin.
 */
export function contractsVersionPlugin(shellVersions: ContractsVersions = __CONTRACTS__): ModuleFederationRuntimePlugin {
  return {
    name: 'rapport-contracts-version',
    onLoad({ id, exposeModule }) {
      const module = exposeModule as ExposedModule | undefined;
      if (!module || typeof module.mount !== 'function') throw new Error(`${id}: no single-spa lifecycles exposed`);
      const misfit = contractsFit(module.contractsVersions, shellVersions);
      if (misfit) throw new Error(`${id}: built against ${misfit}`);
      return undefined;
    },
  };
}
