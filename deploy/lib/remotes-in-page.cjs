// The environment's remotes.json travels inside the shell's page, so that composing the site
// costs no extra round trips before the first remote loads: the page carries an include
// directive that the server fills in when it sends the page (nginx's SSI module in production
// and in the rehearsal, the local static server for `npm start`); each remote's entry in it may
// carry its manifest too (written by the release command, or by `npm start` from the builds),
// which the shell's federation runtime then does not fetch. A page whose server left the
// directive in place still works: the shell fetches /remotes.json and the manifests.
// CommonJS: the rspack config (CommonJS) puts the element into the shell's page.
const { existsSync, readFileSync } = require('node:fs');

/** The directive the server replaces with remotes.json: nginx's SSI syntax, which the static server understands too. */
const REMOTES_INCLUDE = '<!--# include virtual="/remotes.json" -->';

/** The element the shell reads (shell/src/runtime/load-runtime.ts, REMOTES_ELEMENT_ID). */
const REMOTES_ELEMENT = `<script type="application/json" id="rapport-remotes">${REMOTES_INCLUDE}</script>`;

/**
 * remotes.json as written to disk or into a page: no `<` in it (as \u003c, the same JSON), so
 * nothing in it can close the <script> element it is put into.
 */
function serializeRemotes(remotes, space = 2) {
  return JSON.stringify(remotes, null, space).replaceAll('<', '\\u003c') + (space ? '\n' : '');
}

/** The page with its include directive replaced by remotes.json, already serialized (left as it is when there is none). */
function fillRemotes(html, remotesText) {
  return remotesText === undefined ? html : html.replace(REMOTES_INCLUDE, () => remotesText);
}

/** A remote's entry with its manifest in it, read from `file` (the entry as it is when the file is missing or unreadable). */
function withManifest(entry, file) {
  if (!existsSync(file)) return entry;
  try {
    return { ...entry, manifestContent: JSON.parse(readFileSync(file, 'utf8')) };
  } catch {
    return entry;
  }
}

module.exports = { REMOTES_INCLUDE, REMOTES_ELEMENT, serializeRemotes, fillRemotes, withManifest };
