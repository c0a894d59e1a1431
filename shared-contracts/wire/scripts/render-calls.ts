import type { EndpointContract } from '@rapport/wire/api/common';

/**
 * The text of src/api/calls.ts: for every contract of src/api/<domain>.ts, a zod-free `Call`
 * of the same name (method, path, public), typed by its contract. Contract names are unique
 * across domains so that a front end imports every call from one place.
 */

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function isContract(value: unknown): value is EndpointContract {
  const candidate = value as Partial<EndpointContract> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    METHODS.has(candidate.method as string) &&
    typeof candidate.path === 'string' &&
    typeof candidate.public === 'boolean' &&
    candidate.response !== undefined
  );
}

/** `modules`: each contract module's exports by its file name without `.ts`. */
export function renderCalls(modules: Record<string, Record<string, unknown>>): string {
  const seen = new Map<string, string>();
  const imports: string[] = [];
  const calls: string[] = [];
  for (const moduleName of Object.keys(modules).sort()) {
    const names = Object.keys(modules[moduleName]).filter((name) => isContract(modules[moduleName][name])).sort();
    if (names.length === 0) continue;
    // a kebab-case file (contacts-import.ts) is imported under its camelCase name
    const alias = moduleName.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
    imports.push(`import type * as ${alias} from './${moduleName}';`);
    for (const name of names) {
      const other = seen.get(name);
      if (other) throw new Error(`The contract name ${name} is in both api/${other}.ts and api/${moduleName}.ts`);
      seen.set(name, moduleName);
      const { method, path, public: isPublic } = modules[moduleName][name] as EndpointContract;
      calls.push(
        `export const ${name}: Call<typeof ${alias}.${name}> = { method: '${method}', path: '${path}', public: ${isPublic} };`,
      );
    }
  }
  return [
    '// Generated from the contracts beside this file by `npm run calls -w @rapport/wire`: do not edit.',
    '// Every call as a front end names it: method, path and public-ness, without zod at run time.',
    "import type { Call } from './client';",
    ...imports,
    '',
    ...calls,
    '',
  ].join('\n');
}

/** The contract modules of src/api: every file but the client, the calls and tests. */
export const isContractModule = (file: string): boolean =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !['client.ts', 'calls.ts'].includes(file);
