import { spawn, type ChildProcess } from 'child_process';
import * as fs from 'fs';
import { request as httpRequest, type IncomingMessage } from 'http';
import * as os from 'os';
import * as path from 'path';
import { CONTACT_SENT } from '@rapport/contracts/api/contact';

/**
 * Graceful shutdown of the real server (src/server.ts in a child process, PGlite in a temporary
 * folder): SIGTERM while a request is in flight; that request is answered, new connections
 * are refused, the database is closed (its lock released) and the process exits 0.
 */

const REPO_ROOT = path.resolve(__dirname, '../..');
jest.setTimeout(180_000); // a fresh data folder runs initdb on disk: slow on a busy CI machine

function startServer(dataDir: string): { child: ChildProcess; url: Promise<string>; output: () => string; exit: Promise<number | null> } {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', API_PORT: '0', API_HOST: '127.0.0.1', RAPPORT_DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_DATA: '0' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /Rapport API on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('exit', () => reject(new Error(`the server exited before listening:\n${out}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, output: () => out, exit };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: base.hostname, port: base.port, path: `${base.pathname}/send/contact/`, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': 'slow-1' } },
          (res: IncomingMessage) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 20));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(20)), 800);
        }, 300);
      });
      await sleep(700);
      // closing: no new connection is taken
      await expect(
        new Promise((resolve, reject) => {
          httpRequest({ host: base.hostname, port: base.port, path: `${base.pathname}/health` }, resolve).on('error', reject).end();
        }),
      ).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      const res = await answer;
      expect(res).toEqual({ status: 200, text: JSON.stringify({ message: CONTACT_SENT }) });
      expect(await server.exit).toBe(0);
      // the database was closed: its folder's lock released
      expect(fs.existsSync(path.join(dataDir, 'api.pid'))).toBe(false);
      const logs = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; signal?: string; requestId?: string });
      expect(logs).toContainEqual(expect.objectContaining({ msg: 'shutting down', signal: 'SIGTERM' }));
      expect(logs).toContainEqual(expect.objectContaining({ msg: 'request completed', requestId: 'slow-1' }));
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
