import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MEMORY_DATA_DIR } from '../config';
import { createSecretBox, KEY_FILE, mailSecretKey, parseSecretKey, SecretBoxError } from './secret-box';

describe('the mail secret box', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);
  const secrets = { link: 'https://rapport.example/reset-password?token=Zm9vYmFy&x=é', code: '123456' };

  it('opens what it sealed, for the same recipient', () => {
    const sealed = box.seal(secrets, 'ada@example.org');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('Zm9vYmFy');
    expect(box.open(sealed, 'ada@example.org')).toEqual(secrets);
    // another box with the same key opens it too (a restart, another replica)
    expect(createSecretBox(Buffer.from(key)).open(sealed, 'ada@example.org')).toEqual(secrets);
  });

  it('makes the same token again for the same purpose and value, another for another purpose, value or key', () => {
    const token = box.token('reminder-opt-out', 'contact:12');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createSecretBox(Buffer.from(key)).token('reminder-opt-out', 'contact:12')).toBe(token);
    expect(box.token('reminder-opt-out', 'contact:13')).not.toBe(token);
    expect(box.token('another-purpose', 'contact:12')).not.toBe(token);
    expect(createSecretBox(randomBytes(32)).token('reminder-opt-out', 'contact:12')).not.toBe(token);
  });

  it('seals the same secrets differently every time (a fresh IV)', () => {
    expect(box.seal(secrets, 'a@example.org')).not.toBe(box.seal(secrets, 'a@example.org'));
  });

  it('refuses a tampered value', () => {
    const sealed = box.seal(secrets, 'ada@example.org');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (const at of [0, 12, 20, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at] ^= 0x01;
      expect(() => box.open(`v1.${altered.toString('base64url')}`, 'ada@example.org')).toThrow(SecretBoxError);
    }
    expect(() => box.open(`v1.${bytes.subarray(0, 20).toString('base64url')}`, 'ada@example.org')).toThrow(SecretBoxError);
    expect(() => box.open(sealed.replace('v1.', 'v2.'), 'ada@example.org')).toThrow(SecretBoxError);
    expect(() => box.open('', 'ada@example.org')).toThrow(SecretBoxError);
  });

  it('refuses a value sealed under another key', () => {
    const sealed = createSecretBox(randomBytes(32)).seal(secrets, 'ada@example.org');
    expect(() => box.open(sealed, 'ada@example.org')).toThrow('altered, or sealed under another key or for another recipient');
  });

  it('refuses a value moved to another recipient', () => {
    const sealed = box.seal(secrets, 'ada@example.org');
    expect(() => box.open(sealed, 'mallory@example.org')).toThrow(SecretBoxError);
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('must be 32 bytes');
    const text = randomBytes(32).toString('base64');
    expect(parseSecretKey(text)).toEqual(Buffer.from(text, 'base64'));
    expect(parseSecretKey(Buffer.from(text, 'base64').toString('base64url'))).toEqual(Buffer.from(text, 'base64'));
    expect(parseSecretKey(randomBytes(31).toString('base64'))).toBeUndefined();
    expect(parseSecretKey('not a key at all, not base64!')).toBeUndefined();
  });
});

describe('the mail secret key', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rapport-key-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('is MAIL_SECRET_KEY when set', () => {
    const configured = randomBytes(32);
    expect(mailSecretKey({ env: 'production', dataDir: folder, mailSecretKey: configured })).toEqual(configured);
    expect(fs.existsSync(path.join(folder, KEY_FILE))).toBe(false);
  });

  it('is required in production', () => {
    expect(() => mailSecretKey({ env: 'production', dataDir: folder })).toThrow('MAIL_SECRET_KEY is required in production');
  });

  it('is generated once in the data folder, readable by its owner alone, and kept across restarts', () => {
    const dataDir = path.join(folder, 'data');
    const first = mailSecretKey({ env: 'development', dataDir });
    const file = path.join(dataDir, KEY_FILE);
    expect(parseSecretKey(fs.readFileSync(file, 'utf8'))).toEqual(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(mailSecretKey({ env: 'development', dataDir })).toEqual(first);
    // another data folder, another key
    expect(mailSecretKey({ env: 'development', dataDir: path.join(folder, 'other') })).not.toEqual(first);
  });

  it('stops with a clear message on a damaged key file', () => {
    fs.writeFileSync(path.join(folder, KEY_FILE), 'short\n');
    expect(() => mailSecretKey({ env: 'development', dataDir: folder })).toThrow(`${path.join(folder, KEY_FILE)} does not hold a 32-byte base64 key`);
  });

  it('is one random key per process for in-memory databases, with no file', () => {
    const a = mailSecretKey({ env: 'test', dataDir: MEMORY_DATA_DIR });
    expect(a).toHaveLength(32);
    expect(mailSecretKey({ env: 'test', dataDir: MEMORY_DATA_DIR })).toBe(a);
  });
});
