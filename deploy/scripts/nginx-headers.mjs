#!/usr/bin/env node
// Writes the security headers of the static origins for nginx, built from an environment's
// remotes.json (the remotes' origins) and config.json (the API's origin): the two files
// deploy/nginx.conf includes. Run it at deploy time, after the environment's documents are
// final (a release changes remotes.json), and reload nginx:
//   node deploy/scripts/nginx-headers.mjs --env production
//   -> deploy/out/nginx/production/rapport/security-headers.conf, security-headers-page.conf
//   install that rapport/ folder as /etc/nginx/rapport/ (nginx.conf includes rapport/*.conf)
// --plain-http: a test server without TLS (no HSTS, no upgrade-insecure-requests).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/parts.mjs';
import { contentSecurityPolicy, nginxIncludes, trustedOrigins } from '../lib/security-headers.mjs';

const { values } = parseArgs({
  options: {
    env: { type: 'string', default: 'production' },
    out: { type: 'string' },
    'plain-http': { type: 'boolean', default: false },
  },
});
const envDir = path.join(ROOT, 'deploy/environments', values.env);
const read = (file) => JSON.parse(readFileSync(path.join(envDir, file), 'utf8'));

try {
  const origins = trustedOrigins({ remotes: read('remotes.json'), config: read('config.json') });
  const production = !values['plain-http'];
  const out = path.resolve(values.out ?? path.join(ROOT, 'deploy/out/nginx', values.env), 'rapport');
  mkdirSync(out, { recursive: true });
  for (const [file, content] of Object.entries(nginxIncludes({ origins, production }))) {
    writeFileSync(path.join(out, file), content);
  }
  console.log(`[nginx-headers] ${values.env}: ${path.relative(process.cwd(), out)}/security-headers{,-page}.conf`);
  console.log(`[nginx-headers] Content-Security-Policy: ${contentSecurityPolicy({ origins, nonce: '$request_id', production })}`);
} catch (error) {
  console.error(`[nginx-headers] ${error.message}`);
  process.exit(1);
}
