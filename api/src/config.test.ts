import { randomBytes } from 'crypto';
import * as path from 'path';
import { ConfigError, loadConfig, mailAddress, MEMORY_DATA_DIR } from './config';

const MAIL_KEY = randomBytes(32);

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env, '/srv/rapport');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({}, '/srv/rapport');
    expect(config).toMatchObject({
      env: 'development',
      port: 8090,
      host: '127.0.0.1',
      basePath: '/api',
      dataDir: path.resolve('/srv/rapport', 'data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Rapport <no-reply@rapport.localhost>',
      contactTo: 'no-reply@rapport.localhost',
      siteOrigin: 'http://localhost:8080',
      allowedOrigins: ['http://localhost:8080'],
      tokenTtlDays: 30,
      rateLimit: { max: 300, store: 'memory' },
      trustProxy: false,
      role: 'all',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        API_PORT: '9000',
        API_HOST: '0.0.0.0',
        API_BASE_PATH: '/v1/',
        RAPPORT_DATA_DIR: '/var/lib/rapport',
        DATABASE_URL: 'postgres://rapport:secret@db:5432/rapport',
        SMTP_URL: 'smtps://user:pass@smtp.example:465',
        MAIL_FROM: 'Rapport <hello@rapport.example>',
        CONTACT_TO: 'team@rapport.example',
        SITE_ORIGIN: 'https://rapport.example/',
        ALLOWED_ORIGINS: 'https://rapport.example, https://admin.rapport.example',
        TOKEN_TTL_DAYS: '7',
        TRUST_PROXY: 'true',
        RATE_LIMIT_MAX: '100',
        RATE_LIMIT_STORE: 'database',
        MAIL_SECRET_KEY: MAIL_KEY.toString('base64'),
        API_ROLE: 'web',
      },
      '/srv/rapport',
    );
    expect(config).toMatchObject({
      env: 'production',
      port: 9000,
      host: '0.0.0.0',
      basePath: '/v1',
      dataDir: '/var/lib/rapport',
      databaseUrl: 'postgres://rapport:secret@db:5432/rapport',
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      contactTo: 'team@rapport.example',
      siteOrigin: 'https://rapport.example',
      allowedOrigins: ['https://rapport.example', 'https://admin.rapport.example'],
      tokenTtlDays: 7,
      trustProxy: true,
      rateLimit: { max: 100, store: 'database' },
      mailSecretKey: MAIL_KEY,
      role: 'web',
    });
  });

  it('refuses to start in production without MAIL_SECRET_KEY, or with a key that is not 32 bytes, never echoing it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'MAIL_SECRET_KEY: required in production: 32 random bytes in base64 (`openssl rand -base64 32`)',
    );
    const short = randomBytes(16).toString('base64');
    for (const env of ['production', 'development']) {
      let message = '';
      try {
        loadConfig({ NODE_ENV: env, MAIL_SECRET_KEY: short });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('MAIL_SECRET_KEY: MAIL_SECRET_KEY must be 32 bytes in base64');
      expect(message).not.toContain(short);
    }
    // outside production it may be unset: a key is then kept in the data folder
    expect(loadConfig({ NODE_ENV: 'development' }).mailSecretKey).toBeUndefined();
    const urlSafe = MAIL_KEY.toString('base64url');
    expect(loadConfig({ NODE_ENV: 'production', MAIL_SECRET_KEY: urlSafe }).mailSecretKey).toEqual(MAIL_KEY);
  });

  it('keeps the in-memory database marker and serves at the root with API_BASE_PATH=/', () => {
    const config = loadConfig({ RAPPORT_DATA_DIR: 'memory://', API_BASE_PATH: '/' });
    expect(config.dataDir).toBe(MEMORY_DATA_DIR);
    expect(config.basePath).toBe('');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', API_PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every invalid variable at once, without echoing secrets', () => {
    const problems = problemsOf({
      API_PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@db/rapport',
      SMTP_URL: 'http://mail',
      SITE_ORIGIN: 'https://rapport.example/app',
      NODE_ENV: 'staging',
      RATE_LIMIT_STORE: 'redis',
      API_ROLE: 'cron',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'API_PORT: API_PORT must be a number',
        'DATABASE_URL: DATABASE_URL must be a URL starting with postgres:// or postgresql://',
        'SMTP_URL: SMTP_URL must be a URL starting with smtp:// or smtps://',
        expect.stringMatching(/^SITE_ORIGIN: SITE_ORIGIN must be an origin/),
        'NODE_ENV: NODE_ENV must be development, production or test',
        'RATE_LIMIT_STORE: RATE_LIMIT_STORE must be memory or database',
        'API_ROLE: API_ROLE must be all, web or worker',
      ]),
    );
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('refuses a port out of range and an origin list with a path', () => {
    expect(problemsOf({ API_PORT: '70000' })).toEqual(['API_PORT: API_PORT must be at most 65535']);
    expect(problemsOf({ ALLOWED_ORIGINS: 'https://a.example,https://b.example/x' })[0]).toContain('https://b.example/x');
  });

  it('extracts the address of a mailbox', () => {
    expect(mailAddress('Rapport <hello@rapport.example>')).toBe('hello@rapport.example');
    expect(mailAddress('hello@rapport.example')).toBe('hello@rapport.example');
  });

  describe('social sign-in and demo data', () => {
    it('enables no provider and makes no demo data unless asked, never in production', () => {
      const config = loadConfig({});
      expect(config.social).toEqual({});
      expect(config.demoData).toBeUndefined();
      expect(loadConfig({ DEMO_DATA: '1' }).demoData).toBe(true);
      expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
      expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1', MAIL_SECRET_KEY: MAIL_KEY.toString('base64') })).toThrow(
        'DEMO_DATA: never in production: the demo accounts have public passwords',
      );
      expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '0', MAIL_SECRET_KEY: MAIL_KEY.toString('base64') }).demoData).toBe(false);
    });

    it('reads the HTTP timeouts, 30 s for a whole request by default', () => {
      expect(loadConfig({}).timeouts).toEqual({ requestMs: 30_000, connectionMs: 120_000, keepAliveMs: 72_000 });
      expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '60000', KEEP_ALIVE_TIMEOUT_MS: '65000' }).timeouts).toEqual({
        requestMs: 5000,
        connectionMs: 60_000,
        keepAliveMs: 65_000,
      });
      expect(problemsOf({ REQUEST_TIMEOUT_MS: '0' })).toEqual(['REQUEST_TIMEOUT_MS: REQUEST_TIMEOUT_MS must be at least 1000']);
    });

    it('enables each provider whose credentials are set, with the providers\' defaults', () => {
      const config = loadConfig({
        GOOGLE_CLIENT_ID: 'g-id',
        FACEBOOK_APP_ID: 'fb-id',
        FACEBOOK_APP_SECRET: 'fb-secret',
        LINKEDIN_CLIENT_ID: 'li-id',
        LINKEDIN_CLIENT_SECRET: 'li-secret',
        LINKEDIN_TOKEN_URL: 'http://127.0.0.1:9999/token',
      });
      expect(config.social).toEqual({
        google: {
          clientId: 'g-id',
          issuer: 'https://accounts.google.com',
          jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
          authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
        },
        facebook: {
          appId: 'fb-id',
          appSecret: 'fb-secret',
          graphUrl: 'https://graph.facebook.com',
          authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
        },
        linkedin: {
          clientId: 'li-id',
          clientSecret: 'li-secret',
          tokenUrl: 'http://127.0.0.1:9999/token',
          userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
          authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
        },
      });
    });

    it('stops on half a provider or a bad URL, without echoing the secret', () => {
      const problems = problemsOf({ FACEBOOK_APP_SECRET: 'top-secret', GOOGLE_JWKS_URL: 'ftp://keys' });
      expect(problems).toEqual(['GOOGLE_JWKS_URL: GOOGLE_JWKS_URL must be a URL starting with https:// or http://']);
      expect(problemsOf({ FACEBOOK_APP_SECRET: 'top-secret' })).toEqual([
        'FACEBOOK_APP_ID: required to enable Facebook sign-in (or unset FACEBOOK_APP_SECRET)',
      ]);
      expect(problemsOf({ LINKEDIN_CLIENT_ID: 'li' })).toEqual([
        'LINKEDIN_CLIENT_SECRET: required to enable LinkedIn sign-in (or unset LINKEDIN_CLIENT_ID)',
      ]);
    });
  });
  it('reads the reminders clock (a day and an hourly sweep unless shortened), refused in production, and the API public URL', () => {
    expect(loadConfig({}).reminders).toEqual({ dayMs: 86_400_000, sweepMs: 3_600_000 });
    expect(loadConfig({ REMINDER_DAY_SECONDS: '2', REMINDER_SWEEP_SECONDS: '1' }).reminders).toEqual({ dayMs: 2000, sweepMs: 1000 });
    expect(problemsOf({ REMINDER_DAY_SECONDS: '0' })).toEqual(['REMINDER_DAY_SECONDS: REMINDER_DAY_SECONDS must be at least 1']);
    const production = { NODE_ENV: 'production', MAIL_SECRET_KEY: MAIL_KEY.toString('base64') };
    expect(loadConfig(production).reminders).toEqual({ dayMs: 86_400_000, sweepMs: 3_600_000 });
    expect(problemsOf({ ...production, REMINDER_DAY_SECONDS: '2' })[0]).toMatch(/^REMINDER_DAY_SECONDS, REMINDER_SWEEP_SECONDS: for tests and demos only, never in production/);
    expect(problemsOf({ ...production, REMINDER_SWEEP_SECONDS: '60' })).toHaveLength(1);
    expect(loadConfig({ API_PUBLIC_URL: 'https://api.rapport.example/api/' }).apiPublicUrl).toBe('https://api.rapport.example/api');
    expect(loadConfig({}).apiPublicUrl).toBeUndefined();
  });
});
