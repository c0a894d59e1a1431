import { randomBytes } from 'crypto';
import * as path from 'path';
import { z } from 'zod';

/**
 * The API's settings, read once from the environment at start and validated: a wrong value
 * stops the process with a readable list instead of failing later in the middle of a request.
 */

export const MEMORY_DATA_DIR = 'memory://';

/** The mail secret key's format (MAIL_SECRET_KEY here, the key file of mail/secret-box.ts). */
export const SECRET_KEY_BYTES = 32;

/** 32 bytes from base64 (standard or URL alphabet); undefined when it is not exactly that. */
export function parseSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === SECRET_KEY_BYTES ? key : undefined;
}

/** The HTTP server's timeouts unless REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS say otherwise. */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { requestMs: 30_000, connectionMs: 120_000, keepAliveMs: 72_000 };

const numberFrom = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const booleanFrom = (name: string) =>
  z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` }).transform(
    (value) => value === 'true' || value === '1' || value === 'yes',
  );

const urlWithProtocols = (name: string, protocols: string[]) =>
  z
    .string()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const origin = (name: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, `${name} must be an origin such as https://rapport.example (scheme, host, optional port; no path)`);

/** "Name <address>" or a bare address. */
const MAILBOX = /^(?:[^<>]*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))$/;

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
    .default('development'),
  API_PORT: numberFrom('API_PORT', 0, 65535).default(8090),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)*\/?$/, 'API_BASE_PATH must be a path such as /api (or / for the root)')
    .default('/api'),
  RAPPORT_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_SECRET_KEY: z
    .string()
    .refine((value) => parseSecretKey(value) !== undefined, `MAIL_SECRET_KEY must be ${SECRET_KEY_BYTES} bytes in base64 (\`openssl rand -base64 32\`)`)
    .optional(),
  DEV_MAILBOX_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, 'DEV_MAILBOX_KEY must be 20 to 128 letters, digits, - or _ (`openssl rand -hex 24`)')
    .optional(),
  MAIL_FROM: z.string().regex(MAILBOX, 'MAIL_FROM must be an address or "Name <address>"').default('Rapport <no-reply@rapport.localhost>'),
  CONTACT_TO: z.string().regex(MAILBOX, 'CONTACT_TO must be an address or "Name <address>"').optional(),
  SITE_ORIGIN: origin('SITE_ORIGIN').default('http://localhost:8080'),
  ALLOWED_ORIGINS: z.string().optional(),
  TOKEN_TTL_DAYS: numberFrom('TOKEN_TTL_DAYS', 1, 3650).default(30),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL must be a pino level' })
    .optional(),
  TRUST_PROXY: booleanFrom('TRUST_PROXY').default(false),
  RATE_LIMIT_MAX: numberFrom('RATE_LIMIT_MAX', 1, 1_000_000).default(300),
  RATE_LIMIT_STORE: z
    .enum(['memory', 'database'], { error: 'RATE_LIMIT_STORE must be memory or database' })
    .default('memory'),
  OUTBOX_POLL_MS: numberFrom('OUTBOX_POLL_MS', 100, 3_600_000).default(2000),
  // tests and demos only (refused in production): a reminder "day" of a few seconds
  REMINDER_DAY_SECONDS: numberFrom('REMINDER_DAY_SECONDS', 1, 86_400).optional(),
  REMINDER_SWEEP_SECONDS: numberFrom('REMINDER_SWEEP_SECONDS', 1, 86_400).optional(),
  API_PUBLIC_URL: urlWithProtocols('API_PUBLIC_URL', ['https:', 'http:']).optional(),
  API_ROLE: z
    .enum(['all', 'web', 'worker'], { error: 'API_ROLE must be all, web or worker' })
    .default('all'),
  DEMO_DATA: booleanFrom('DEMO_DATA').optional(),
  METRICS_PORT: numberFrom('METRICS_PORT', 1, 65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters (`openssl rand -hex 32`)').optional(),
  REQUEST_TIMEOUT_MS: numberFrom('REQUEST_TIMEOUT_MS', 1000, 600_000).default(DEFAULT_HTTP_TIMEOUTS.requestMs),
  CONNECTION_TIMEOUT_MS: numberFrom('CONNECTION_TIMEOUT_MS', 1000, 3_600_000).default(DEFAULT_HTTP_TIMEOUTS.connectionMs),
  KEEP_ALIVE_TIMEOUT_MS: numberFrom('KEEP_ALIVE_TIMEOUT_MS', 1000, 600_000).default(DEFAULT_HTTP_TIMEOUTS.keepAliveMs),
  // social sign-in: a provider is enabled when its id (and secret) are set
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_ISSUER: urlWithProtocols('GOOGLE_ISSUER', ['https:', 'http:']).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: urlWithProtocols('GOOGLE_JWKS_URL', ['https:', 'http:']).default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_AUTHORIZATION_ENDPOINT: urlWithProtocols('GOOGLE_AUTHORIZATION_ENDPOINT', ['https:', 'http:']).default(
    'https://accounts.google.com/o/oauth2/v2/auth',
  ),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: urlWithProtocols('FACEBOOK_GRAPH_URL', ['https:', 'http:']).default('https://graph.facebook.com'),
  FACEBOOK_AUTHORIZATION_ENDPOINT: urlWithProtocols('FACEBOOK_AUTHORIZATION_ENDPOINT', ['https:', 'http:']).default(
    'https://www.facebook.com/dialog/oauth',
  ),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_TOKEN_URL: urlWithProtocols('LINKEDIN_TOKEN_URL', ['https:', 'http:']).default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: urlWithProtocols('LINKEDIN_USERINFO_URL', ['https:', 'http:']).default('https://api.linkedin.com/v2/userinfo'),
  LINKEDIN_AUTHORIZATION_ENDPOINT: urlWithProtocols('LINKEDIN_AUTHORIZATION_ENDPOINT', ['https:', 'http:']).default(
    'https://www.linkedin.com/oauth/v2/authorization',
  ),
});

export interface GoogleConfig {
  clientId: string;
  /** the `iss` of Google's ID tokens */
  issuer: string;
  jwksUrl: string;
  authorizationEndpoint: string;
}

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** the Graph API's base URL (debug_token, /me) */
  graphUrl: string;
  authorizationEndpoint: string;
}

export interface LinkedInConfig {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  userinfoUrl: string;
  authorizationEndpoint: string;
}

/** Only the configured providers are present. */
export interface SocialConfig {
  google?: GoogleConfig;
  facebook?: FacebookConfig;
  linkedin?: LinkedInConfig;
}

export type NodeEnv = 'development' | 'production' | 'test';
export type ApiRole = 'all' | 'web' | 'worker';

export interface Config {
  env: NodeEnv;
  port: number;
  host: string;
  /** '' for the root, else '/api'-like without a trailing slash */
  basePath: string;
  /** absolute folder, or `memory://` for an in-memory database */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /**
   * encrypts the secrets (reset and sign-in links) of queued mails; required in production,
   * else generated once in the data folder (per process for an in-memory database)
   */
  mailSecretKey?: Buffer;
  /**
   * the development mailbox (no SMTP_URL, not production) answers only requests carrying this
   * key (`?key=` or `X-Mailbox-Key`): DEV_MAILBOX_KEY, which `npm start` makes at each start
   * and prints, else one made here for this process (the API prints it)
   */
  devMailboxKey?: string;
  mailFrom: string;
  /** where the contact form's messages go */
  contactTo: string;
  siteOrigin: string;
  allowedOrigins: string[];
  tokenTtlDays: number;
  logLevel: string;
  /** behind a load balancer: take the client IP from X-Forwarded-For (rate limits are per IP) */
  trustProxy: boolean;
  rateLimit: { max: number; store: 'memory' | 'database' };
  outboxPollMs: number;
  /**
   * What this process does: `all` (one process: requests, the job worker and the mail outbox,
   * as `npm start` runs it), `web` (requests only: replicas behind a load balancer) or `worker`
   * (the job worker and the outbox; it still answers on its port, for probes and metrics)
   */
  role: ApiRole;
  /**
   * demo accounts at start: only when asked for (DEMO_DATA=1; `npm start` asks), never in
   * production (loadConfig refuses DEMO_DATA=1 there: their passwords are public)
   */
  demoData?: boolean;
  /** the HTTP server's timeouts (absent: DEFAULT_HTTP_TIMEOUTS) */
  timeouts?: HttpTimeouts;
  /** the reminder sweep's timings (absent: DEFAULT_REMINDERS) */
  reminders?: RemindersConfig;
  /**
   * The API's base URL as mail readers reach it (`https://api.rapport.example/api`), when known:
   * reminders then carry RFC 8058's one-click List-Unsubscribe-Post pointing at it.
   */
  apiPublicUrl?: string;
  social: SocialConfig;
  /** Prometheus metrics: absent = not served (see observability/metrics.ts) */
  metrics?: MetricsConfig;
}

/**
 * Where /metrics is served: on its own port (`port`, bound to `host`, loopback unless said
 * otherwise) and/or on the API's port behind `Authorization: Bearer <token>`.
 */
export interface MetricsConfig {
  port?: number;
  host: string;
  token?: string;
}

/**
 * How long the server waits for a client. `requestMs`: the whole request, headers and body,
 * must arrive within it (a body trickled byte by byte is cut with a 408); `connectionMs`: a
 * socket silent that long is closed; `keepAliveMs`: an idle kept-alive connection is closed
 * after it (longer than the 60 s idle timeout of the usual load balancers and proxies, so they
 * close first and never send on a socket the server is closing).
 */
export interface HttpTimeouts {
  requestMs: number;
  connectionMs: number;
  keepAliveMs: number;
}

/**
 * The contact reminders' clock: how long a "day" of the company's reminder delay lasts, and how
 * often the sweep looks for due reminders. Only tests and demos shorten them
 * (REMINDER_DAY_SECONDS, REMINDER_SWEEP_SECONDS; refused in production).
 */
export interface RemindersConfig {
  dayMs: number;
  sweepMs: number;
}

export const DEFAULT_REMINDERS: RemindersConfig = { dayMs: 86_400_000, sweepMs: 3_600_000 };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The address part of "Name <address>". */
export const mailAddress = (mailbox: string): string => {
  const match = MAILBOX.exec(mailbox.trim());
  return (match?.[1] ?? match?.[2] ?? mailbox).trim();
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  // an empty variable (`SMTP_URL=`) means "unset", as in most shells' .env files
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const e = parsed.data;

  const allowedOrigins = (e.ALLOWED_ORIGINS ?? e.SITE_ORIGIN)
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const badOrigins = allowedOrigins.filter((o) => !origin('ALLOWED_ORIGINS').safeParse(o).success);
  if (badOrigins.length > 0) {
    throw new ConfigError([`ALLOWED_ORIGINS: not origins: ${badOrigins.join(', ')} (expected e.g. https://rapport.example)`]);
  }

  if (e.NODE_ENV === 'production' && !e.MAIL_SECRET_KEY) {
    throw new ConfigError([
      'MAIL_SECRET_KEY: required in production: 32 random bytes in base64 (`openssl rand -base64 32`), the key that encrypts the reset and sign-in links of queued mails; keep it secret, the same on every replica and across restarts',
    ]);
  }
  if (e.NODE_ENV === 'production' && (e.REMINDER_DAY_SECONDS !== undefined || e.REMINDER_SWEEP_SECONDS !== undefined)) {
    throw new ConfigError([
      'REMINDER_DAY_SECONDS, REMINDER_SWEEP_SECONDS: for tests and demos only, never in production (a reminder day lasts a day there, and the sweep runs hourly)',
    ]);
  }
  if (e.NODE_ENV === 'production' && e.DEMO_DATA) {
    throw new ConfigError(['DEMO_DATA: never in production: the demo accounts have public passwords (unset it, or set NODE_ENV to development)']);
  }
  const social = socialConfig(e);
  const basePath = e.API_BASE_PATH.replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    basePath,
    dataDir: e.RAPPORT_DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(cwd, e.RAPPORT_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailSecretKey: e.MAIL_SECRET_KEY ? parseSecretKey(e.MAIL_SECRET_KEY) : undefined,
    devMailboxKey: e.DEV_MAILBOX_KEY ?? randomBytes(24).toString('base64url'),
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO ?? mailAddress(e.MAIL_FROM),
    siteOrigin: e.SITE_ORIGIN.replace(/\/$/, ''),
    allowedOrigins,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, store: e.RATE_LIMIT_STORE },
    outboxPollMs: e.OUTBOX_POLL_MS,
    role: e.API_ROLE,
    demoData: e.DEMO_DATA,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, connectionMs: e.CONNECTION_TIMEOUT_MS, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS },
    reminders: {
      dayMs: (e.REMINDER_DAY_SECONDS ?? DEFAULT_REMINDERS.dayMs / 1000) * 1000,
      sweepMs: (e.REMINDER_SWEEP_SECONDS ?? DEFAULT_REMINDERS.sweepMs / 1000) * 1000,
    },
    apiPublicUrl: e.API_PUBLIC_URL?.replace(/\/+$/, ''),
    social,
    metrics:
      e.METRICS_PORT !== undefined || e.METRICS_TOKEN !== undefined
        ? { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN }
        : undefined,
  };
}

/** A provider is on when all its credentials are set; half a provider is a mistake worth stopping for. */
function socialConfig(e: z.infer<typeof envSchema>): SocialConfig {
  const problems: string[] = [];
  const all = (provider: string, vars: Record<string, string | undefined>): boolean => {
    const missing = Object.entries(vars).filter(([, value]) => !value).map(([name]) => name);
    if (missing.length === Object.keys(vars).length) return false;
    if (missing.length > 0) problems.push(`${missing.join(', ')}: required to enable ${provider} sign-in (or unset ${Object.keys(vars).filter((name) => !missing.includes(name)).join(', ')})`);
    return missing.length === 0;
  };
  const social: SocialConfig = {};
  if (all('Google', { GOOGLE_CLIENT_ID: e.GOOGLE_CLIENT_ID })) {
    social.google = {
      clientId: e.GOOGLE_CLIENT_ID as string,
      issuer: e.GOOGLE_ISSUER.replace(/\/$/, ''),
      jwksUrl: e.GOOGLE_JWKS_URL,
      authorizationEndpoint: e.GOOGLE_AUTHORIZATION_ENDPOINT,
    };
  }
  if (all('Facebook', { FACEBOOK_APP_ID: e.FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: e.FACEBOOK_APP_SECRET })) {
    social.facebook = {
      appId: e.FACEBOOK_APP_ID as string,
      appSecret: e.FACEBOOK_APP_SECRET as string,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
      authorizationEndpoint: e.FACEBOOK_AUTHORIZATION_ENDPOINT,
    };
  }
  if (all('LinkedIn', { LINKEDIN_CLIENT_ID: e.LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET: e.LINKEDIN_CLIENT_SECRET })) {
    social.linkedin = {
      clientId: e.LINKEDIN_CLIENT_ID as string,
      clientSecret: e.LINKEDIN_CLIENT_SECRET as string,
      tokenUrl: e.LINKEDIN_TOKEN_URL,
      userinfoUrl: e.LINKEDIN_USERINFO_URL,
      authorizationEndpoint: e.LINKEDIN_AUTHORIZATION_ENDPOINT,
    };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return social;
}
