// The OpenAPI tools the document's test runs, in a Node process of their own: @redocly/openapi-core
// and openapi-typescript's dependencies ship ES modules only, which jest's CommonJS sandbox cannot load.
//
//   node openapi-tools-cli.mjs lint   < { "documents": [{...}], "rules": { "rule-id": "off" } }  -> each one's problems (JSON)
//   node openapi-tools-cli.mjs types  < { "document": {...} }                                  -> the `paths` types (TypeScript)
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

async function readInput() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Redocly's `recommended` rules, the ones `rules` names set otherwise; every problem with its rule, severity and place. */
async function lint({ documents, rules }) {
  const config = await createConfig({ extends: ['recommended'], rules: rules ?? {} });
  const results = [];
  for (const document of documents) {
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    results.push(
      problems.map((problem) => ({
        ruleId: problem.ruleId,
        severity: problem.severity,
        message: problem.message,
        pointer: problem.location?.[0]?.pointer ?? '',
      })),
    );
  }
  return results;
}

async function types({ document }) {
  return astToString(await openapiTS(document, { silent: true }));
}

const command = process.argv[2];
const input = await readInput();
if (command === 'lint') process.stdout.write(JSON.stringify(await lint(input)));
else if (command === 'types') process.stdout.write(await types(input));
else throw new Error(`unknown command ${command}: lint or types`);
