// `npm test -w e2e`: the end-to-end files against one site. The static origins start once and
// the demo data is made once, into a template database; each file (its own process, one after
// the other) then starts an API of its own on a copy of it (harness.ts), so no file sees another's
// accounts, mails or rate limits, and none waits for the demo data to be made again (about 15 s
// a file on 2 cores, against about 5 s for an API on a copy).
// E2E_WORKERS files run at once (default 2: a file spends much of its time waiting for the
// browser and the API, so two keep both cores busy), each on a slot of its own: a set of static
// origins on its own ports. Arguments: test files (default: every tests/*.test.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteEnv, sitePath, type SharedSite, type SiteModule } from './harness';

type StaticSite = { stop: () => Promise<unknown> };

async function main(): Promise<number> {
  const root = path.resolve(__dirname, '..');
  const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : readdirSync(path.join(root, 'tests')).filter((f) => f.endsWith('.test.ts')).map((f) => path.join('tests', f));
  const portBase = Number(process.env.E2E_PORT_BASE || 19100);
  const workers = Math.max(1, Math.min(files.length, Number(process.env.E2E_WORKERS || 2)));
  const template = mkdtempSync(path.join(os.tmpdir(), 'rapport-e2e-template-'));
  const locks = mkdtempSync(path.join(os.tmpdir(), 'rapport-e2e-slots-'));
  const site = (await import(sitePath)) as SiteModule & { startStaticSite: (o: object) => Promise<StaticSite> };
  const statics: StaticSite[] = [];
  try {
    // the demo data, made once: the API stops cleanly (a checkpoint), so the folder can be copied
    const api = await site.startApi({ quiet: !process.env.E2E_VERBOSE, env: siteEnv(portBase, template) });
    await api.stop();
    const slots = Array.from({ length: workers }, (_, i) => portBase + i * 100);
    for (const slot of slots) statics.push(await site.startStaticSite({ env: siteEnv(slot, template) }));
    const shared: SharedSite = { slots, template, locks };
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${workers}`, ...files], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_SITE: JSON.stringify(shared) },
    });
    return await new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  } finally {
    await Promise.all(statics.map((s) => s.stop()));
    rmSync(template, { recursive: true, force: true });
    rmSync(locks, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
