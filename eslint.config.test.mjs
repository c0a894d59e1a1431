// The lint configuration enforces the boundaries: each rule is shown to fire
// on a small in-memory file placed where a violation would live, and to stay quiet on the
// allowed variant. Run by `npm test` (node's test runner: ESLint loads its config as ESM).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });

/** The rule ids and messages reported for `code` as if it were the file at `file` (from the root). */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message, line: m.line }));
}

/** A module that imports `name` from `from` and uses it. */
const importing = (name, from) => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

async function assertFires(rule, file, code, messagePart) {
  const messages = await lint(file, code);
  const hits = messages.filter((m) => m.rule === rule);
  assert.ok(hits.length > 0, `${rule} should fire on ${file}; got ${JSON.stringify(messages)}`);
  // one import can break several zones: any of their messages will do
  if (messagePart) assert.ok(hits.some((hit) => messagePart.test(hit.message)), `${messagePart} expected; got ${JSON.stringify(hits)}`);
}

async function assertQuiet(rule, file, code) {
  const messages = await lint(file, code);
  assert.deepEqual(
    messages.filter((m) => m.rule === rule),
    [],
    `${rule} should not fire on ${file}`,
  );
}

/** One test per case: [what, file linted, its code, the message expected, or null when the import is allowed]. */
function itChecksZones(cases) {
  for (const [what, file, code, message] of cases) {
    it(`${message ? 'stop' : 'allow'} ${what}`, async () => {
      if (message) await assertFires('import-x/no-restricted-paths', file, code, message);
      else await assertQuiet('import-x/no-restricted-paths', file, code);
    });
  }
}

describe('import zones', () => {
  // [what, file linted, its code, the message expected, or null when the import is allowed]
  const cases = [
    ['a remote importing another remote', 'mfe-auth/src/features/landing/probe.ts', importing('CompanyApp', '../../../../mfe-company/src/app/company-app'), /A remote never imports another remote/],
    ['a remote importing the shell', 'mfe-company/src/app/probe.ts', importing('containerId', '../../../shell/src/layout/app-shell'), /A remote never imports another remote or the shell/],
    ['a remote importing contracts', 'mfe-company/src/app/probe.ts', importing('REMOTES', '@rapport/platform'), null],
    ['the wire importing the platform', 'shared-contracts/wire/src/api/probe.ts', importing('makeStore', '@rapport/platform'), /The wire is the bottom package/],
    ['the wire importing the ui', 'shared-contracts/wire/src/api/probe.ts', importing('system', '@rapport/ui'), /The wire is the bottom package/],
    ['the platform importing the ui', 'shared-contracts/platform/src/store/probe.ts', importing('system', '@rapport/ui'), /never imports @rapport\/ui/],
    ['the platform importing the wire', 'shared-contracts/platform/src/store/probe.ts', importing('callKey', '@rapport/wire/api/client'), null],
    ['the ui importing the platform', 'shared-contracts/ui/src/probe.ts', importing('i18n', '@rapport/platform'), null],
    ['contracts importing a remote', 'shared-contracts/ui/src/probe.ts', importing('CompanyApp', '../../../mfe-company/src/app/company-app'), /Contracts are shared by every part/],
    ['the shell importing a remote', 'shell/src/layout/probe.ts', importing('CompanyApp', '../../../mfe-company/src/app/company-app'), /The shell never imports a remote/],
    ['a feature importing a sibling feature', 'mfe-questionnaire/src/features/choice/utils/probe.ts', importing('reportPath', '../../results/hooks/use-report-download'), /Features do not import each other/],
    ['a feature importing itself', 'mfe-questionnaire/src/features/results/hooks/probe.ts', importing('reportPath', './use-report-download'), null],
    ['shared code importing a feature', 'mfe-questionnaire/src/components/probe.ts', importing('reportPath', '../features/results/hooks/use-report-download'), /Shared code lives below features/],
    ['the API importing the platform', 'api/src/probe.ts', importing('makeStore', '@rapport/platform'), /The API imports only @rapport\/wire/],
    ['the API importing the ui', 'api/src/probe.ts', importing('system', '@rapport/ui'), /The API imports only @rapport\/wire/],
    ['the API importing a wire contract', 'api/src/probe.ts', "import * as common from '@rapport/wire/api/common';\nexport const probe = common;\n", null],
  ];
  itChecksZones(cases);
});

describe("the API's layers", () => {
  const cases = [
    ['a repository importing a service', 'api/src/repositories/probe.ts', importing('createMission', '../services/missions/missions-service'), /repositories\/ may not import services\//],
    ['a service importing a route', 'api/src/services/probe.ts', importing('contractRoute', '../routes/contract-route'), /services\/ may not import routes\//],
    ['a plugin importing a service', 'api/src/plugins/probe.ts', importing('threadRenderer', '../services/results/reports/renderer'), /plugins\/, observability\/ may not import services\//],
    ['a plugin importing a route', 'api/src/plugins/probe.ts', importing('serviceDeps', '../routes/service-deps'), /may not import routes\//],
    ['a route importing the app', 'api/src/routes/probe.ts', importing('buildApp', '../app'), /routes\/ may not import app\.ts/],
    ['a service importing the entry point', 'api/src/services/probe.ts', "import '../server';\n", /may not import server\.ts/],
    ['db importing a repository', 'api/src/db/probe.ts', importing('missionsRepositoryPlugin', '../repositories/missions-repository'), /db\/ may not import repositories\//],
    ['the settings importing mail', 'api/src/config.ts', importing('createSecretBox', './mail/secret-box'), /config\.ts, .* may not import mail\//],
    ['model importing the database', 'api/src/model/probe.ts', importing('users', '../db/schema'), /model\/ and content\/ are pure/],
    ['model importing the settings', 'api/src/model/probe.ts', importing('loadConfig', '../config'), /model\/ and content\/ are pure/],
    ['a route importing a service', 'api/src/routes/probe.ts', importing('createMission', '../services/missions/missions-service'), null],
    ['a service importing a repository', 'api/src/services/probe.ts', importing('missionsRepositoryPlugin', '../repositories/missions-repository'), null],
    ['a plugin importing a repository', 'api/src/plugins/probe.ts', importing('missionsRepositoryPlugin', '../repositories/missions-repository'), null],
    ['a repository importing the database', 'api/src/repositories/probe.ts', importing('users', '../db/schema'), null],
    ["a repository marking its plugin (plugins/expose.ts sits at the bottom)", 'api/src/repositories/probe.ts', importing('expose', '../plugins/expose'), null],
    ['model importing content', 'api/src/model/probe.ts', importing('AXES', '../content/types'), null],
    ['a test importing the app', 'api/src/repositories/probe.test.ts', importing('buildApp', '../app'), null],
  ];
  itChecksZones(cases);

  it('keep model/ and content/ pure: no Fastify, database or I/O; content/ reads its own files', async () => {
    await assertFires('no-restricted-imports', 'api/src/model/probe.ts', importing('fastify', 'fastify'), /pure/);
    await assertFires('no-restricted-imports', 'api/src/content/probe.ts', importing('eq', 'drizzle-orm'), /pure/);
    await assertFires('no-restricted-imports', 'api/src/content/probe.ts', importing('request', 'node:https'), /pure/);
    await assertFires('no-restricted-imports', 'api/src/model/probe.ts', importing('readFileSync', 'fs'), /pure/);
    await assertQuiet('no-restricted-imports', 'api/src/content/probe.ts', importing('readFileSync', 'fs'));
    await assertQuiet('no-restricted-imports', 'api/src/model/probe.ts', importing('z', 'zod'));
    await assertQuiet('no-restricted-imports', 'api/src/model/probe.test.ts', importing('readFileSync', 'node:fs'));
  });
  it('keep test support out of model/ and content/ too', async () => {
    await assertFires('no-restricted-imports', 'api/src/model/probe.ts', importing('handContent', '@rapport/api/testing/model-generators'), /Test support/);
  });
});

describe('import cycles', () => {
  it('are reported (app-shell imports header: header importing app-shell closes a cycle)', async () => {
    await assertFires(
      'import-x/no-cycle',
      'shell/src/layout/header.tsx',
      importing('AppShell', './app-shell'),
    );
    await assertQuiet('import-x/no-cycle', 'shell/src/layout/header.tsx', importing('Logo', './logo'));
  });
});

describe('store hooks', () => {
  const code = importing('useSelector', 'react-redux');

  it('ban the plain react-redux hooks outside the typed hooks file', async () => {
    await assertFires('no-restricted-imports', 'mfe-company/src/app/probe.ts', code, /useAppSelector/);
    await assertQuiet('no-restricted-imports', 'mfe-company/src/app/probe.ts', importing('Provider', 'react-redux'));
    await assertQuiet('no-restricted-imports', 'shared-contracts/platform/src/store/hooks.ts', code);
  });
  it('stay banned in test files', async () => {
    await assertFires('no-restricted-imports', 'mfe-company/src/app/probe.test.ts', code, /useAppSelector/);
  });
});

describe('test support', () => {
  it('is out of reach of product code, by path or by package name', async () => {
    await assertFires('no-restricted-imports', 'mfe-company/src/app/probe.ts', importing('renderWithProviders', '@rapport/ui/testing/render-with-providers'), /Test support/);
    await assertFires('no-restricted-imports', 'mfe-company/src/features/missions/hooks/probe.ts', importing('missionFixture', '../testing/fixtures'), /Test support/);
    await assertFires('no-restricted-imports', 'api/src/services/probe.ts', importing('buildTestApp', '../../testing/build-test-app'), /Test support/);
  });
  it('is open to tests and to other test support', async () => {
    await assertQuiet('no-restricted-imports', 'mfe-company/src/app/probe.test.ts', importing('renderWithProviders', '@rapport/ui/testing/render-with-providers'));
    await assertQuiet('no-restricted-imports', 'mfe-company/src/testing/probe.ts', importing('mockApi', '@rapport/platform/testing/mock-api'));
  });
});

describe('file names', () => {
  it('are kebab-case (middle extensions such as .test allowed)', async () => {
    const code = 'export const probe = 1;\n';
    await assertFires('check-file/filename-naming-convention', 'shell/src/layout/missionForm.tsx', code);
    await assertQuiet('check-file/filename-naming-convention', 'shell/src/layout/mission-form.test.tsx', code);
  });
});
