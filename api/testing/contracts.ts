import { readdirSync } from 'fs';
import * as path from 'path';
import type { EndpointContract } from '@rapport/wire/api/common';

/**
 * A value exported by a contracts module that is a call's contract: its answer is a zod schema
 * (a front end's `Call`, the same call without zod, is not one).
 */
export const isEndpointContract = (value: unknown): value is EndpointContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'public' in value &&
  'response' in value &&
  typeof (value.response as { safeParse?: unknown } | null)?.safeParse === 'function';

/** The folder of the call contracts (shared-contracts/wire/src/api). */
const CONTRACTS_DIR = path.dirname(require.resolve('@rapport/wire/api/common'));

/**
 * Every call contract of every module in shared-contracts/wire/src/api: a new module or a new
 * contract is picked up without naming it here.
 */
export async function loadAllContracts(): Promise<EndpointContract[]> {
  // every module: the ones that hold no contract (the client helpers) contribute nothing
  const files = readdirSync(CONTRACTS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules: Record<string, unknown>[] = await Promise.all(files.map((file) => import(path.join(CONTRACTS_DIR, file))));
  return modules.flatMap((module) => Object.values(module).filter(isEndpointContract));
}
