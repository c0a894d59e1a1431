import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { buildTestApp } from '@rapport/api/testing/build-test-app';
import { lintOpenApi, openApiTypes, typeCheck, type LintProblem } from '@rapport/api/testing/openapi/openapi-tools';

/**
 * The API as a product: its OpenAPI document (GET /api/docs/json) passes a standard linter, names
 * and sums up every operation, documents its error answers, and a typed client generated from it
 * compiles (docs/decisions.md, the API document).
 */

/**
 * Redocly's `recommended` rules this document does not follow, each with why. Anything else the
 * linter calls an error fails the test; its warnings are listed.
 */
const RULES_OFF: Record<string, string> = {
  'no-path-trailing-slash':
    "the product's paths end in a slash where its first clients called them so; the contracts keep every path exactly as it is called",
  'no-empty-servers':
    'the document is served by the API it describes and every path carries the base path: the OpenAPI default server `/` (this host) is what it means, and a fixed URL would be wrong on every other deployment',
};

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${route}`, operation })));

const listed = (problems: LintProblem[]) => problems.map((problem) => `${problem.ruleId} ${problem.pointer}: ${problem.message}`);

let document: OpenApiDocument;
/** the client's types, made (in a process of their own) while the linter runs in another */
let clientTypes: Promise<string>;

beforeAll(async () => {
  const app = await buildTestApp();
  try {
    await app.ready();
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  } finally {
    await app.close();
  }
  clientTypes = openApiTypes(document);
  // awaited by its test: a failure is reported there, not as an unhandled rejection before it
  clientTypes.catch(() => undefined);
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error, and the linter does see one", async () => {
    // two of its operations under one name: the linter must refuse that
    const [[firstPath, firstMethods], [secondPath, secondMethods]] = Object.entries(document.paths);
    const [firstMethod, first] = Object.entries(firstMethods)[0];
    const [secondMethod, second] = Object.entries(secondMethods)[0];
    const broken: OpenApiDocument = {
      ...document,
      paths: { [firstPath]: { [firstMethod]: first }, [secondPath]: { [secondMethod]: { ...second, operationId: first.operationId } } },
    };

    const rules = Object.fromEntries(Object.keys(RULES_OFF).map((rule) => [rule, 'off' as const]));
    const [problems, brokenProblems] = await lintOpenApi([document, broken], rules);

    const warnings = problems.filter((problem) => problem.severity === 'warn');
    if (warnings.length > 0) console.info(`OpenAPI lint warnings:\n${listed(warnings).join('\n')}`);
    expect(listed(problems.filter((problem) => problem.severity === 'error'))).toEqual([]);
    expect(brokenProblems.filter((problem) => problem.severity === 'error').map((problem) => problem.ruleId)).toContain('operation-operationId-unique');
  });

  it('names every operation once (lowerCamelCase) and sums it up in one line', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(60);
    const unnamed = operations.filter(({ operation }) => !/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId ?? '')).map(({ name }) => name);
    expect(unnamed).toEqual([]);
    const byId = new Map<string, string[]>();
    for (const { name, operation } of operations) byId.set(operation.operationId ?? '', [...(byId.get(operation.operationId ?? '') ?? []), name]);
    expect([...byId.entries()].filter(([, names]) => names.length > 1)).toEqual([]);
    // a summary is the operation's title: the rest goes in its description
    const badSummaries = operations.filter(({ operation }) => !operation.summary || operation.summary.length > 120 || operation.summary.includes('\n'));
    expect(badSummaries.map(({ name, operation }) => `${name}: ${operation.summary ?? '(none)'}`)).toEqual([]);
  });

  it('documents the error answers every operation can give: 400 with input, 401 unless public, described', () => {
    for (const { name, operation } of operationsOf(document)) {
      const statuses = Object.keys(operation.responses);
      const hasInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      const isPublic = operation.security !== undefined && operation.security.length === 0;
      expect({ name, 400: statuses.includes('400') }).toEqual({ name, 400: hasInput });
      expect({ name, 401: statuses.includes('401') }).toEqual({ name, 401: !isPublic });
      expect({ name, catchAll: statuses.includes('4XX') && statuses.includes('5XX') }).toEqual({ name, catchAll: true });
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (status !== '200') expect({ name, status, described: (answer as { description: string }).description !== 'Default Response' }).toEqual({ name, status, described: true });
      }
    }
  });
});

/** A client's file: typed calls of the generated `paths` through openapi-fetch. Lines ending in `// wrong` must not compile. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'https://rapport.example/', headers: { Authorization: 'Token t' } });

export async function contactEmails(): Promise<string[]> {
  const { data, error } = await client.GET('/api/company/company_contact/', { params: { query: {} } });
  if (error) throw new Error(error.code + ': ' + error.message);
  return data.map((contact) => contact.email + ' ' + contact.status);
}

export async function addContact(): Promise<string> {
  const { data, error } = await client.POST('/api/company/company_contact/', {
    params: { query: { send_invitation: '0' } },
    body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', contact_type: 'E' },
  });
  if (error) throw new Error(error.field ?? error.message);
  return data.message;
}

export async function removeContact(id: number): Promise<void> {
  const { error } = await client.DELETE('/api/company/company_contact/update/{id}/', { params: { path: { id } } });
  if (error) throw new Error(error.code);
}

export async function words(): Promise<string[]> {
  const { data } = await client.GET('/api/words/');
  return (data ?? []).map((word) => word.en);
}
`;

const WRONG = `import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'https://rapport.example/' });

export async function mistakes(): Promise<unknown[]> {
  const { data } = await client.GET('/api/company/company_contact/', {});
  const emails = (data ?? []).map((contact) => contact.emial); // wrong
  await client.POST('/api/company/company_contact/', { body: { first_name: 'Ada', last_name: 'Lovelace', contact_type: 'E' } }); // wrong
  await client.POST('/api/company/company_contact/', { body: { first_name: 1, last_name: 'L', email: 'a@b.co', contact_type: 'E' } }); // wrong
  await client.GET('/api/company/contacts/'); // wrong
  return emails;
}
`;

describe('a client generated from the document', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'rapport-openapi-client-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles typed calls with openapi-fetch, and refuses wrongly typed ones', async () => {
    writeFileSync(path.join(dir, 'api.d.ts'), await clientTypes);
    writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    writeFileSync(path.join(dir, 'wrong.ts'), WRONG);
    const errors = typeCheck(dir, ['client.ts', 'wrong.ts']);

    expect(errors.filter((error) => error.file !== 'wrong.ts')).toEqual([]);
    const wrongLines = WRONG.split('\n').flatMap((text, i) => (text.endsWith('// wrong') ? [i + 1] : []));
    const refused = [...new Set(errors.map((error) => error.line))].sort((a, b) => a - b);
    expect(refused).toEqual(wrongLines);
  });
});
