// The security headers of every static origin (the shell's and each remote's): one policy for
// the local static server (static-server.mjs) and the production edge (deploy/nginx.conf reads
// the file deploy/scripts/nginx-headers.mjs writes from the same functions). The policy is built
// from the environment: the remotes' origins from its remotes.json, the API's from config.json;
// nothing is hard-coded.
import { randomBytes } from 'node:crypto';

/**
 * The page template (deploy/build/index.html) carries this in `<meta property="csp-nonce"
 * nonce="…">`; every HTML answer replaces it with that answer's nonce (the static server here,
 * nginx's sub_filter with $request_id in production). The page gives it to emotion's cache
 * (Chakra's <style> elements) and to rspack's chunk loader.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** 128 random bits, base64: a fresh one for every HTML answer. */
export const newNonce = () => randomBytes(16).toString('base64');

/** What the browser may use of the page's own devices: nothing the product needs. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, every subdomain (production only: HTTPS is assumed from then on). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The origin of an absolute http(s) URL; undefined for a path (it is the page's own origin,
 * 'self'). Anything else in an environment's documents is a mistake worth stopping a deploy.
 */
function originOf(url, what) {
  if (typeof url !== 'string' || url === '') throw new Error(`${what}: not a URL: ${JSON.stringify(url)}`);
  if (url.startsWith('/') && !url.startsWith('//')) return undefined;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what}: not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${what}: not an http(s) URL: ${url}`);
  return parsed.origin;
}

/**
 * The origins a page of this environment loads from, read from the documents the shell reads
 * at start: remotes.json (name -> { manifest }) and config.json ({ apiBase }).
 * @param {{ remotes: Record<string, { manifest: string }>, config: { apiBase: string } }} environment
 * @returns {{ remotes: string[], api: string | undefined }}
 */
export function trustedOrigins({ remotes, config }) {
  // the release served and the one it replaced (the shell may load that one instead)
  const remoteOrigins = Object.entries(remotes ?? {})
    .flatMap(([name, remote]) => [
      originOf(remote?.manifest, `remotes.json: ${name}.manifest`),
      ...(remote?.previous ? [originOf(remote.previous.manifest, `remotes.json: ${name}.previous.manifest`)] : []),
    ])
    .filter((origin) => origin !== undefined);
  return { remotes: [...new Set(remoteOrigins)].sort(), api: originOf(config?.apiBase, 'config.json: apiBase') };
}

/**
 * The Content-Security-Policy of every static origin. No 'unsafe-inline', no 'unsafe-eval':
 * scripts only from the page's origin and the remotes' (no inline script exists); <style>
 * elements only with the answer's nonce (emotion's); style attributes never (React's `style`
 * prop writes through the CSSOM, which CSP does not govern); connections to the page's
 * origin, the API and the remotes (manifests); pictures from the page's origin, the API, data:
 * and blob: URLs, and https (people's pictures from their sign-in provider, company logos at
 * the address an admin gave); nothing else (default-src 'none').
 * @param {object} o
 * @param {{ remotes: string[], api?: string }} o.origins  from trustedOrigins()
 * @param {string} [o.nonce]  this answer's nonce (HTML answers); other answers need none
 * @param {boolean} [o.production]  HTTPS only: mixed content is upgraded
 */
export function contentSecurityPolicy({ origins, nonce, production = false }) {
  const api = origins.api ? [origins.api] : [];
  const directives = [
    ["default-src", "'none'"],
    ['script-src', "'self'", ...origins.remotes],
    ['style-src', "'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    // https: covers an https API; a plain-http one (this machine) is named
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...api.filter((origin) => origin.startsWith('http:'))],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api, ...origins.remotes],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(production ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((words) => [...new Set(words)].join(' ')).join('; ');
}

/**
 * Every security header of a static answer.
 * @param {object} o  as contentSecurityPolicy()
 * @returns {Record<string, string>}
 */
export function securityHeaders({ origins, nonce, production = false }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ origins, nonce, production }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // our own origin gets the whole address (nothing else reads it); other origins get nothing,
    // so a one-click sign-in code in an address never leaves the site
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** nginx's per-request random id (32 hex digits, 128 bits): the nonce of each HTML answer there. */
export const NGINX_NONCE = '$request_id';

/**
 * The two files deploy/nginx.conf includes, for one environment: the headers of every answer,
 * and those of HTML answers (their policy names the nonce nginx's sub_filter writes into the
 * page). `always`: error answers carry them too. An add_header inside a location drops the
 * server's, which is why every location includes one of these.
 * @param {object} o
 * @param {{ remotes: string[], api?: string }} o.origins
 * @param {boolean} [o.production]
 * @returns {Record<string, string>} file name -> content
 */
export function nginxIncludes({ origins, production = true }) {
  const lines = (headers) =>
    Object.entries(headers)
      .map(([name, value]) => {
        if (/["\\]/.test(value)) throw new Error(`${name}: a header value nginx cannot quote: ${value}`);
        return `add_header ${name} "${value}" always;`;
      })
      .join('\n');
  const banner = '# Written by deploy/scripts/nginx-headers.mjs from the environment; do not edit.\n';
  return {
    'security-headers.conf': `${banner}${lines(securityHeaders({ origins, production }))}\n`,
    'security-headers-page.conf': `${banner}${lines(securityHeaders({ origins, nonce: NGINX_NONCE, production }))}\n`,
  };
}
