#!/usr/bin/env node
// Prerenders the public pages (/, /pro, /privacypolicy) in every UI language, after the shell and
// mfe-auth are built: mfe-auth renders its page (src/prerender.tsx), the shell renders its
// chrome around it (shell/src/prerender.tsx), and the page is composed from the shell's built
// index.html into shell/dist/prerendered/<lang>/. Run with tsx (the renderers are TypeScript):
//   node --import tsx deploy/build/prerender.mjs
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/parts.mjs';
import { PAGE_LANGUAGES, PRERENDERED_PAGES, composePage, prerenderedFile } from '../lib/prerendered-pages.mjs';

const { BOOT_FILE } = createRequire(import.meta.url)('./boot-config.cjs');

export async function prerenderPages({ shellDist = path.join(ROOT, 'shell/dist') } = {}) {
  // the boot script the shell's production build wrote beside its main script (boot-config.cjs)
  const bootFile = readdirSync(shellDist).find((file) => BOOT_FILE.test(file));
  if (!bootFile) throw new Error(`no boot script in ${shellDist}: build the shell in production mode`);
  const { pageStyleCache } = await import('@rapport/ui/remote/prerender');
  const auth = await import('../../mfe-auth/src/prerender.tsx');
  const { prerenderShell } = await import('../../shell/src/prerender.tsx');
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const written = [];
  for (const lang of PAGE_LANGUAGES) {
    for (const pathname of Object.keys(PRERENDERED_PAGES)) {
      // one style cache per page: the shell's styles and the remote's are sent once, together
      const cache = pageStyleCache();
      const fragment = await auth.prerender(pathname, lang, cache);
      const page = await prerenderShell(pathname, lang, { auth: fragment.html }, cache);
      const file = path.join(shellDist, prerenderedFile(pathname, lang));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, composePage(template, { lang, html: page.html, styles: page.styles, boot: `/${bootFile}` }));
      written.push(path.relative(ROOT, file));
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  prerenderPages().then(
    (files) => {
      console.log(`[prerender] ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      process.exit(0);
    },
    (error) => {
      console.error('[prerender] failed:', error);
      process.exit(1);
    },
  );
}
