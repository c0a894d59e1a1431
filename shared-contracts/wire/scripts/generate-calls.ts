// `npm run calls -w @rapport/wire`: writes src/api/calls.ts from the contracts.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isContractModule, renderCalls } from './render-calls';

async function main() {
  const dir = path.resolve(__dirname, '../src/api');
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dir).filter(isContractModule)) {
    modules[file.slice(0, -'.ts'.length)] = await import(path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'calls.ts'), renderCalls(modules));
  console.log('wrote src/api/calls.ts');
}

void main();
