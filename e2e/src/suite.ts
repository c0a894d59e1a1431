// `npm test -w e2e`: the end-to-end files against one site. The static origins start once and
// the demo data is made once, into a template database; each file (its own process, one after
// the other) then starts an API of its own on a copy of it (harness.ts), so no file sees another's
// accounts, mails or rate limits, and none waits for the demo data to be made again (about 15 s
// a file on 2 cores, against about 5 s for an API on a copy).
// Arguments: test files (default: every tests/*.test.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteEnv, sitePath, type SharedSite, type SiteModule } from './harness';

type StaticSite = { stop: () => Promise<unknown> };

async function main(): Promise<number> {
  const root = path.resolve(__dirname, '..');
  const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : readdirSync(path.join(root, 'tests')).filter((f) => f.endsWith('.test.ts')).map((f) => path.join('tests', f));
  const portBase = Number(process.env.E2E_PORT_BASE || 18080);
  const template = mkdtempSync(path.join(os.tmpdir(), 'rapport-e2e-template-'));
  const site = (await import(sitePath)) as SiteModule & { startStaticSite: (o: object) => Promise<StaticSite> };
  let statics: StaticSite | undefined;
  try {
    const env = siteEnv(portBase, template);
    // the demo data, made once: the API stops cleanly (a checkpoint), so the folder can be copied
    const api = await site.startApi({ quiet: !process.env.E2E_VERBOSE, env });
    await api.stop();
    statics = await site.startStaticSite({ env });
    const shared: SharedSite = { portBase, template };
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_SITE: JSON.stringify(shared) },
    });
    return await new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  } finally {
    await statics?.stop();
    rmSync(template, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
