import { spawn, type ChildProcess } from 'child_process';
import * as fs from 'fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'http';
import * as os from 'os';
import * as path from 'path';
import { CONTACT_SENT } from '@rapport/wire/api/contact';

/**
 * Graceful shutdown of the real server (src/server.ts in a child process, PGlite in a temporary
 * folder): SIGTERM while a request is in flight; that request is answered, new connections
 * are refused, the database is closed (its lock released) and the process exits 0.
 */

const REPO_ROOT = path.resolve(__dirname, '../..');
jest.setTimeout(180_000); // a fresh data folder runs initdb on disk: slow on a busy CI machine

interface LogLine {
  msg?: string;
  signal?: string;
  requestId?: string;
}

interface RunningServer {
  child: ChildProcess;
  url: Promise<string>;
  /** the JSON log lines written so far (whole lines only) */
  logs: () => LogLine[];
  /** resolves once a log line matches (rejects if the process ends first) */
  logged: (match: Partial<LogLine>) => Promise<void>;
  exit: Promise<number | null>;
}

function startServer(dataDir: string): RunningServer {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', API_PORT: '0', API_HOST: '127.0.0.1', RAPPORT_DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_DATA: '0' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const logs = () =>
    out
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const matches = (line: LogLine, match: Partial<LogLine>) => Object.entries(match).every(([key, value]) => line[key as keyof LogLine] === value);
  let waiters: { match: Partial<LogLine>; seen: () => void }[] = [];
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const found = /Rapport API on (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]);
      const lines = logs();
      waiters = waiters.filter(({ match, seen }) => {
        if (!lines.some((line) => matches(line, match))) return true;
        seen();
        return false;
      });
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('exit', () => reject(new Error(`the server exited before listening:\n${out}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logged = (match: Partial<LogLine>) =>
    new Promise<void>((resolve, reject) => {
      if (logs().some((line) => matches(line, match))) return resolve();
      waiters.push({ match, seen: resolve });
      void exit.then(() => reject(new Error(`the server exited without logging ${JSON.stringify(match)}:\n${out}`)));
    });
  return { child, url, logs, logged, exit };
}

/**
 * Whether a new connection to the server is refused (ECONNREFUSED), rather than taken: answered,
 * or reset by the closing server (ECONNRESET).
 */
function refused(base: URL): Promise<boolean> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: base.hostname, port: base.port, path: `${base.pathname}/health`, agent: false }, (res) => {
      res.resume();
      resolve(false);
    })
      .on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') resolve(true);
        else if (error.code === 'ECONNRESET') resolve(false);
        else reject(error);
      })
      .end();
  });
}

describe('graceful shutdown (a real server in a child process)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rapport-shutdown-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight at SIGTERM, refuses new connections, closes the database and exits 0', async () => {
    const server = startServer(dataDir);
    try {
      const base = new URL(await server.url);
      expect(fs.existsSync(path.join(dataDir, 'api.pid'))).toBe(true);

      // a slow request: its body arrives in two parts, SIGTERM between them
      const body = JSON.stringify({ sender_email: 'ada@rapport.test', sender_name: 'Ada', subject: 'Shutdown', message: 'Still answered?' });
      let req: ClientRequest | undefined;
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        req = httpRequest(
          { host: base.hostname, port: base.port, path: `${base.pathname}/send/contact/`, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': 'slow-1' } },
          (res: IncomingMessage) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 20));
      });
      // awaited below; should the test fail before, its end (the server killed) is no unhandled rejection
      answer.catch(() => undefined);
      // the server has the request (its headers, part of its body) when it logs it
      await server.logged({ msg: 'incoming request', requestId: 'slow-1' });
      server.child.kill('SIGTERM');
      await server.logged({ msg: 'shutting down', signal: 'SIGTERM' });
      // closing: new connections are refused once the listener is closed (one taken before
      // that is answered, and the next one tried)
      const deadline = Date.now() + 60_000;
      while (!(await refused(base))) {
        if (Date.now() > deadline) throw new Error('new connections were still taken a minute after SIGTERM');
      }
      // the request in flight is still waited for: the rest of its body, then its answer
      expect(server.child.exitCode).toBeNull();
      req?.end(body.slice(20));

      const res = await answer;
      expect(res).toEqual({ status: 200, text: JSON.stringify({ message: CONTACT_SENT }) });
      expect(await server.exit).toBe(0);
      // the database was closed: its folder's lock released
      expect(fs.existsSync(path.join(dataDir, 'api.pid'))).toBe(false);
      expect(server.logs()).toContainEqual(expect.objectContaining({ msg: 'request completed', requestId: 'slow-1' }));
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
