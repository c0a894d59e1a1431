import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isContract, isContractModule, renderCalls } from '../../scripts/render-calls';
import * as calls from './calls';

const dir = __dirname;
const modules: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  for (const file of readdirSync(dir).filter(isContractModule)) {
    modules[file.slice(0, -'.ts'.length)] = await import(path.join(dir, file));
  }
});

describe('api/calls.ts', () => {
  it('is generated from the contracts as they are (else: npm run calls -w @rapport/wire)', () => {
    expect(readFileSync(path.join(dir, 'calls.ts'), 'utf8')).toBe(renderCalls(modules));
  });

  it('gives every contract its method, path and public flag', () => {
    for (const exports of Object.values(modules)) {
      for (const [name, contract] of Object.entries(exports).filter(([, value]) => isContract(value))) {
        const { method, path: urlPath, public: isPublic } = contract as { method: string; path: string; public: boolean };
        expect(calls[name as keyof typeof calls]).toEqual({ method, path: urlPath, public: isPublic });
      }
    }
  });

  it('refuses two contracts of the same name', () => {
    const contract = { method: 'GET', path: '/a', public: true, response: {} };
    expect(() => renderCalls({ one: { twice: contract }, two: { twice: { ...contract, path: '/b' } } })).toThrow(
      'The contract name twice is in both api/one.ts and api/two.ts',
    );
  });
});
