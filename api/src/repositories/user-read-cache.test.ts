import { UserReadCache, type Loaded } from './user-read-cache';

/** A cache on a hand-driven clock, and a source whose reads are counted. */
function setup(ttlMs = 5000, maxEntries?: number) {
  let clock = 1_000_000;
  const cache = new UserReadCache<string>({ ttlMs, maxEntries, now: () => clock });
  let reads = 0;
  const source = new Map<string, string>();
  const load =
    (key: string, users: number[], extra: Partial<Loaded<string>> = {}) =>
    async (): Promise<Loaded<string>> => {
      reads += 1;
      return { value: source.get(key) ?? 'none', keep: true, users, ...extra };
    };
  return {
    cache,
    source,
    load,
    reads: () => reads,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

/** A promise and its resolver: a read that ends when the test says. */
function gate<T>() {
  let open: (value: T) => void = () => undefined;
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('UserReadCache', () => {
  it('answers from memory within the TTL, and reads again once it has passed', async () => {
    const t = setup();
    t.source.set('k', 'v1');
    expect(await t.cache.get('k', t.load('k', [1]))).toBe('v1');
    t.source.set('k', 'v2');
    t.advance(4999);
    expect(await t.cache.get('k', t.load('k', [1]))).toBe('v1');
    t.advance(1);
    expect(await t.cache.get('k', t.load('k', [1]))).toBe('v2');
    expect(t.reads()).toBe(2);
  });

  it('peeks at what get would answer from memory: only a kept, fresh value, gone once forgotten', async () => {
    const t = setup();
    t.source.set('k', 'v1');
    expect(t.cache.peek('k')).toBeUndefined();
    const reading = t.cache.get('k', t.load('k', [1]));
    // a read under way is not a value yet
    expect(t.cache.peek('k')).toBeUndefined();
    expect(await reading).toBe('v1');
    expect(t.cache.peek('k')).toBe('v1');
    t.advance(4999);
    expect(t.cache.peek('k')).toBe('v1');
    t.advance(1);
    expect(t.cache.peek('k')).toBeUndefined();
    await t.cache.get('k', t.load('k', [1]));
    expect(t.cache.peek('k')).toBe('v1');
    t.cache.forget(1);
    expect(t.cache.peek('k')).toBeUndefined();
    // what a load says not to keep is never there
    t.advance(5000);
    await t.cache.get('refused', t.load('refused', [2], { keep: false }));
    expect(t.cache.peek('refused')).toBeUndefined();
  });

  it('counts the TTL from when the read began, not from when it ended', async () => {
    const t = setup();
    const slow = gate<Loaded<string>>();
    const first = t.cache.get('k', () => slow.opened);
    t.advance(3000);
    slow.open({ value: 'v1', keep: true, users: [1] });
    expect(await first).toBe('v1');
    t.source.set('k', 'v2');
    t.advance(2000);
    expect(await t.cache.get('k', t.load('k', [1]))).toBe('v2');
  });

  it('forgets every entry that depends on a user at once', async () => {
    const t = setup();
    t.source.set('mine', 'a').set('theirs', 'b').set('other', 'c');
    await t.cache.get('mine', t.load('mine', [1, 2]));
    await t.cache.get('theirs', t.load('theirs', [2]));
    await t.cache.get('other', t.load('other', [3]));
    t.source.set('mine', 'a2').set('theirs', 'b2').set('other', 'c2');
    t.cache.forget(2);
    expect(await t.cache.get('mine', t.load('mine', [1, 2]))).toBe('a2');
    expect(await t.cache.get('theirs', t.load('theirs', [2]))).toBe('b2');
    expect(await t.cache.get('other', t.load('other', [3]))).toBe('c');
  });

  it('keeps nothing about a forgotten user for a TTL (a transaction not committed yet), then caches again', async () => {
    const t = setup();
    t.cache.forget(1);
    await t.cache.get('k', t.load('k', [1]));
    await t.cache.get('k', t.load('k', [1]));
    expect(t.reads()).toBe(2);
    t.advance(5000);
    await t.cache.get('k', t.load('k', [1]));
    await t.cache.get('k', t.load('k', [1]));
    expect(t.reads()).toBe(3);
  });

  it('never keeps a read that began before the user was forgotten', async () => {
    const t = setup(5000);
    const slow = gate<Loaded<string>>();
    const before = t.cache.get('k', () => slow.opened);
    t.cache.forget(1);
    // well past the forget's window: only the read's start decides
    t.advance(4000);
    slow.open({ value: 'old', keep: true, users: [1] });
    expect(await before).toBe('old');
    t.source.set('k', 'new');
    expect(await t.cache.get('k', t.load('k', [1]))).toBe('new');
  });

  it('shares one read between concurrent misses, but not with a read after a forget', async () => {
    const t = setup();
    const slow = gate<Loaded<string>>();
    let calls = 0;
    const loader = () => {
      calls += 1;
      return slow.opened;
    };
    const a = t.cache.get('k', loader);
    const b = t.cache.get('k', loader);
    t.cache.forget(1);
    const c = t.cache.get('k', loader);
    slow.open({ value: 'v', keep: true, users: [1] });
    await Promise.all([a, b, c]);
    expect(calls).toBe(2);
  });

  it('does not keep what the load says not to keep, nor a failed load', async () => {
    const t = setup();
    await t.cache.get('k', t.load('k', [1], { keep: false }));
    await t.cache.get('k', t.load('k', [1], { keep: false }));
    expect(t.reads()).toBe(2);
    await expect(t.cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await t.cache.get('bad', t.load('bad', [1]));
    await t.cache.get('bad', t.load('bad', [1]));
    expect(t.reads()).toBe(3);
  });

  it('keeps an entry no longer than keepForMs when that is shorter than the TTL (a token about to expire)', async () => {
    const t = setup();
    t.source.set('k', 'v1');
    await t.cache.get('k', t.load('k', [1], { keepForMs: 1000 }));
    t.source.set('k', 'v2');
    t.advance(999);
    expect(await t.cache.get('k', t.load('k', [1], { keepForMs: 1000 }))).toBe('v1');
    t.advance(1);
    expect(await t.cache.get('k', t.load('k', [1], { keepForMs: 1000 }))).toBe('v2');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const t = setup(5000, 2);
    for (const key of ['a', 'b', 'c']) await t.cache.get(key, t.load(key, [1]));
    expect(t.cache.size).toBe(2);
    await t.cache.get('a', t.load('a', [1]));
    expect(t.reads()).toBe(4);
  });

  it('with a TTL of 0 reads every time', async () => {
    const t = setup(0);
    await t.cache.get('k', t.load('k', [1]));
    await t.cache.get('k', t.load('k', [1]));
    expect(t.reads()).toBe(2);
  });
});
