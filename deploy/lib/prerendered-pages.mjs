// The public pages prerendered at build time (deploy/build/prerender.mjs writes them; the static
// server and nginx answer them): which paths, where the files are, which language a request
// gets, and how a page is composed from the built shell's index.html.
import { NONCE_PLACEHOLDER } from './security-headers.mjs';

/** The paths prerendered, and the file each is written to under prerendered/<lang>/. */
export const PRERENDERED_PAGES = { '/': 'index.html', '/pro': 'pro.html', '/privacypolicy': 'privacypolicy.html' };

/** The languages the pages are prerendered in (the UI languages: contracts i18n/languages). */
export const PAGE_LANGUAGES = ['en', 'fr'];

/** The folder under the shell's dist. */
export const PRERENDERED_DIR = 'prerendered';

/** The cookie the page writes with the visitor's language (shell/src/runtime/language-cookie.ts). */
export const LANGUAGE_COOKIE = 'lang';

/** Link parameters that force French (spec: contracts i18n/languages languageForcedByUrl). */
const FORCING_FRENCH = ['mission', 'contact', 'questionnaire_id'];

const known = (lang) => (PAGE_LANGUAGES.includes(lang) ? lang : null);

/**
 * The language the browser will choose (contracts store/locale-slice initialLanguage), as far as
 * a server can see it: a link that forces French, then the visitor's choice (the cookie the page
 * keeps with the language it stores), then the browser's first language, then English.
 * @param {{ search?: string, cookie?: string, acceptLanguage?: string }} request
 */
export function pageLanguage({ search = '', cookie = '', acceptLanguage = '' }) {
  const params = new URLSearchParams(search);
  if (FORCING_FRENCH.some((key) => params.has(key))) return 'fr';
  const chosen = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return known(chosen) ?? known(acceptLanguage.trim().slice(0, 2).toLowerCase()) ?? 'en';
}

/** The prerendered file of a path in a language, relative to the shell's dist; null for other paths. */
export function prerenderedFile(pathname, lang) {
  const file = PRERENDERED_PAGES[pathname];
  return file ? `${PRERENDERED_DIR}/${lang}/${file}` : null;
}

const ATTRIBUTE_ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The page's policy refuses style attributes written in HTML (React sets them through the CSSOM
 * in the browser, which the policy allows). Each one the render wrote becomes a marker and a rule
 * of the page's nonce'd <style>, as specific as needed to win over the class rules as the inline
 * style would; a style React sets later on that element still wins over the rule.
 * @param {string} html
 * @returns {{ html: string, css: string }}
 */
export function moveStyleAttributes(html) {
  let css = '';
  let count = 0;
  const rewritten = html.replace(/ style="([^"]*)"/g, (_match, value) => {
    count += 1;
    const declarations = value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity]);
    css += `#root [data-prerendered-style="${count}"]{${declarations}}`;
    return ` data-prerendered-style="${count}"`;
  });
  return { html: rewritten, css };
}

/**
 * The browser paints the page only once it has parsed all of it (`<link rel="expect">`, render
 * blocking until the element named): a page painted while its HTML was still arriving showed the
 * header without the buttons that came next, which then moved the logo or the language switch (a
 * layout shift in about one cold load in fifteen). A browser that does not know it paints as
 * before; one that does paints once, the whole page.
 */
export const PAGE_END_ID = 'rapport-page-end';
const RENDER_BLOCKING_LINK = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;
const PAGE_END = `<div id="${PAGE_END_ID}" hidden></div>`;

/**
 * The page: the built index.html (its scripts, its nonce placeholder) with the language, the
 * styles in the head and the rendered body in #root, marked with the language it was rendered in
 * (the shell hydrates it only for a visitor in that language who is not signed in).
 * With `boot` (the boot script's path), the page loads it instead of the shell's main script,
 * which it names (`data-main`) for the boot script to load at the visitor's first move
 * (shell/src/boot/boot.ts).
 * @param {string} template  the shell's dist/index.html
 * @param {{ lang: string, html: string, styles: string, boot?: string }} page
 */
export function composePage(template, { lang, html, styles, boot }) {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) throw new Error('index.html has no <div id="root"></div> or </head>');
  const body = moveStyleAttributes(html);
  const attributes = body.css ? `<style nonce="${NONCE_PLACEHOLDER}" data-prerendered-styles>${body.css}</style>` : '';
  const main = /<script defer src="([^"]+)"><\/script>/;
  if (boot && !main.test(template)) throw new Error("index.html has no <script defer src> of the shell's main script");
  // functions as replacements: a `$` in the page is text, not a pattern
  return template
    .replace(main, (tag, src) => (boot ? `<script defer src="${boot}" data-main="${src}"></script>` : tag))
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace('</head>', () => `${styles}${attributes}${RENDER_BLOCKING_LINK}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${lang}">${body.html}</div>${PAGE_END}`);
}
