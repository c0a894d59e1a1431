// The lint configuration enforces the boundaries (issue 8, point 5): each rule is shown to fire
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
  const hit = messages.find((m) => m.rule === rule);
  assert.ok(hit, `${rule} should fire on ${file}; got ${JSON.stringify(messages)}`);
  if (messagePart) assert.match(hit.message, messagePart);
}

async function assertQuiet(rule, file, code) {
  const messages = await lint(file, code);
  assert.deepEqual(
    messages.filter((m) => m.rule === rule),
    [],
    `${rule} should not fire on ${file}`,
  );
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
  for (const [what, file, code, message] of cases) {
    it(`${message ? 'stop' : 'allow'} ${what}`, async () => {
      if (message) await assertFires('import-x/no-restricted-paths', file, code, message);
      else await assertQuiet('import-x/no-restricted-paths', file, code);
    });
  }
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
