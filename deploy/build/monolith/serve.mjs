// Serves the monolith baseline as the parts are served (deploy/lib/static-server.mjs): the same
// caching and security headers, a fresh CSP nonce in every page, /config.json naming the API.
import { trustedOrigins } from '../../lib/security-headers.mjs';
import { startStaticServer } from '../../lib/static-server.mjs';
import { OUT_DIR } from './build.mjs';

/**
 * @param {object} o
 * @param {number} o.port
 * @param {string} o.apiBase  the API the composed site beside it uses (it must accept this origin)
 */
export function startMonolith({ port, apiBase }) {
  const config = { apiBase };
  return startStaticServer({
    dir: OUT_DIR,
    port,
    host: '0.0.0.0',
    spa: true,
    json: { 'config.json': config },
    // no remotes: scripts from the page's own origin only; connections to it and the API
    origins: trustedOrigins({ remotes: {}, config }),
    production: false,
  });
}
