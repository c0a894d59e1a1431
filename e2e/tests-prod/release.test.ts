// Live release and rollback of one remote, against the production rehearsal:
// a person is on the questionnaire while `npm run release -w mfe-questionnaire` publishes a new
// version; the page they have keeps working, their next page load takes the new version;
// `npm run rollback` brings the previous one back. A build against another contracts major is
// refused by the release command, and by the shell when remotes.json names it anyway: the
// previous version keeps serving.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpThroughModal, uniqueEmail } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';

const ROOT = path.resolve(__dirname, '../..');
/** the ui package the site is built against, and a version of its next major (a build no shell of today's may load) */
const UI = (JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/ui/package.json'), 'utf8')) as { version: string }).version;
const OTHER_MAJOR = `${Number(UI.split('.')[0]) + 1}.0.0`;
let h: Harness;
let siteDir: string;

before(async () => {
  h = await startHarness(18680, { target: 'rehearsal' });
  siteDir = h.site.dir!;
});
after(async () => {
  await h?.close();
});

type Remotes = Record<string, { manifest: string; version: string; contracts?: Record<string, string>; previous?: { version: string } }>;
const remotesJson = () => path.join(siteDir, 'shell', 'remotes.json');
const served = (): Remotes => JSON.parse(readFileSync(remotesJson(), 'utf8')) as Remotes;

/** The npm script a release manager runs, from the repository root. */
function npm(script: 'release' | 'rollback', ...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', script, '-w', 'mfe-questionnaire', '--', '--env', 'rehearsal', '--site', siteDir, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The questionnaire versions whose manifest the page asked for while `during` ran. */
async function questionnaireVersionsLoaded(page: Page, during: () => Promise<unknown>): Promise<string[]> {
  const versions: string[] = [];
  const listen = (request: { url: () => string }) => {
    // its entry script (the manifest comes in the page, in remotes.json)
    const match = /\/questionnaire\/([^/]+)\/remoteEntry\.[^/]*js$/.exec(request.url());
    if (match) versions.push(match[1]);
  };
  page.on('request', listen);
  await during();
  page.off('request', listen);
  return versions;
}

async function onQuestion(page: Page, n: number) {
  await page.locator('#rapport-app-questionnaire').getByText(`Question ${n} of 18`).first().waitFor().catch(async (error: Error) => {
    throw new Error(`${error.message}\n--- the page shows:\n${await page.locator('body').innerText()}`);
  });
}

describe('releasing one remote while people use the site', () => {
  it('publishes a new questionnaire, loads it on the next page load, and rolls it back', async () => {
    const first = served().questionnaire.version;
    const { page } = await h.newPage();
    const loadedFirst = await questionnaireVersionsLoaded(page, async () => {
      await page.goto(h.origin + '/');
      await page.locator('#rapport-app-auth').getByRole('button', { name: 'Start the questionnaire' }).click();
      await signUpThroughModal(page, uniqueEmail('release'));
      await page.waitForURL(h.origin + '/choice');
      await onQuestion(page, 1);
    });
    assert.deepEqual([...new Set(loadedFirst)], [first]);

    const release = npm('release', '--version', '1.0.1');
    assert.equal(release.code, 0, release.out);
    assert.match(release.out, new RegExp(`questionnaire 1\\.0\\.1 is what rehearsal serves now \\(was ${first.replace(/\./g, '\\.')}\\)`));
    assert.equal(served().questionnaire.version, '1.0.1');
    assert.equal(served().questionnaire.previous?.version, first);

    // the page already open goes on with the version it has: the person answers a question
    const group = page.locator('#rapport-app-questionnaire').getByRole('group').first();
    await group.getByRole('button').first().focus();
    await page.keyboard.press('a');
    await page.keyboard.press('c');
    await page.keyboard.press('Enter');
    await onQuestion(page, 2);
    await page.waitForLoadState('networkidle'); // the answer is saved

    // the next page load takes the new version, and the answer given is still there
    const loadedNew = await questionnaireVersionsLoaded(page, async () => {
      await page.reload();
      await onQuestion(page, 2);
    });
    assert.deepEqual([...new Set(loadedNew)], ['1.0.1']);

    const rollback = npm('rollback');
    assert.equal(rollback.code, 0, rollback.out);
    assert.match(rollback.out, new RegExp(`rehearsal serves ${first.replace(/\./g, '\\.')} again \\(was 1\\.0\\.1\\)`));
    const loadedBack = await questionnaireVersionsLoaded(page, async () => {
      await page.reload();
      await onQuestion(page, 2);
    });
    assert.deepEqual([...new Set(loadedBack)], [first]);
  });

  it('refuses a build against another major of a shared contracts package, in the release command and in the shell', async () => {
    const before = served().questionnaire;
    // the questionnaire as a build against the next major of the ui package would describe itself
    const other = mkdtempSync(path.join(os.tmpdir(), 'rapport-major-'));
    cpSync(path.join(ROOT, 'mfe-questionnaire/dist'), other, { recursive: true });
    const info = JSON.parse(readFileSync(path.join(other, 'rapport-build.json'), 'utf8')) as { contracts: Record<string, string> };
    const contracts = { ...info.contracts, '@rapport/ui': OTHER_MAJOR };
    writeFileSync(path.join(other, 'rapport-build.json'), JSON.stringify({ ...info, contracts }));

    const refused = npm('release', '--from', other, '--version', OTHER_MAJOR);
    assert.equal(refused.code, 2, refused.out);
    assert.ok(refused.out.includes(`refused: questionnaire was built against @rapport/ui ${OTHER_MAJOR}, the shell has ${UI} (the rehearsal shell's)`), refused.out);
    assert.deepEqual(served().questionnaire, before, 'remotes.json is unchanged');
    assert.equal(existsSync(path.join(siteDir, 'remotes/questionnaire', OTHER_MAJOR)), false, 'nothing was published');

    // remotes.json edited by hand to name it anyway: the shell loads the release it replaced
    cpSync(other, path.join(siteDir, 'remotes/questionnaire', OTHER_MAJOR), { recursive: true });
    const remotes = served();
    const { previous: _ignored, ...current } = remotes.questionnaire;
    remotes.questionnaire = {
      manifest: current.manifest.replace(`/${current.version}/`, `/${OTHER_MAJOR}/`),
      version: OTHER_MAJOR,
      contracts,
      previous: current,
    };
    writeFileSync(remotesJson(), JSON.stringify(remotes, null, 2));
    const { page } = await h.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const loaded = await questionnaireVersionsLoaded(page, async () => {
      await page.goto(h.origin + '/');
      await page.locator('#rapport-app-auth').getByRole('button', { name: 'Start the questionnaire' }).click();
      await signUpThroughModal(page, uniqueEmail('major'));
      await page.waitForURL(h.origin + '/choice');
      await onQuestion(page, 1);
    });
    assert.deepEqual([...new Set(loaded)], [current.version], 'the previous version serves');
    assert.ok(messages.some((m) => m.includes(`built against @rapport/ui ${OTHER_MAJOR}, the shell has ${UI}`) && m.includes(`loading ${current.version} instead`)), messages.join('\n'));
  });
});
