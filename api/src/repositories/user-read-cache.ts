/**
 * A per-process cache of reads that belong to users (a session token's user, a stored result,
 * a matching list), with a hard bound on staleness and immediate local invalidation.
 *
 * - An entry lives `ttlMs` from the moment its read began: a cached value was read from the
 *   database at most `ttlMs` ago, whatever happened since. That is the bound for a change made
 *   elsewhere (another replica, an admin command, a SQL statement): it is answered within `ttlMs`
 *   after it committed.
 * - `forget(userId)` drops every entry that depends on the user here at once, and for `ttlMs`
 *   keeps anything read about that user out of the cache: a change made in a transaction that has
 *   not committed yet when `forget` runs is not hidden by a read taken before its commit. A read
 *   that began before the `forget` is never stored either. Callers forget inside the transaction
 *   and again once it has committed.
 * - Failed loads are not kept; concurrent misses of one key share one read; at most `maxEntries`
 *   are kept (the oldest go first).
 */

export interface UserReadCacheOptions {
  ttlMs: number;
  /** the most entries kept (10,000 unless said otherwise) */
  maxEntries?: number;
  /** the clock (tests) */
  now?: () => number;
}

interface Entry<V> {
  expires: number;
  users: readonly number[];
  value: V;
}

/** What a load answers: the value, whether to keep it, and the users it depends on besides the key's own. */
export interface Loaded<V> {
  value: V;
  /** false: answer it but do not keep it (a transitional state, a refusal) */
  keep: boolean;
  users: readonly number[];
  /** how long, from the read, it may be answered from memory at most (a token's remaining life), if less than the TTL */
  keepForMs?: number;
}

export class UserReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  /** per user: the sequence number and time of their last forget */
  private readonly forgotten = new Map<number, { seq: number; at: number }>();
  private seq = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: UserReadCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? (() => Date.now());
  }

  /** The cached value of `key`, else `load()`'s (kept when it says so and no user it names was forgotten meanwhile). */
  async get(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    const at = this.now();
    const cached = this.entries.get(key);
    if (cached) {
      if (cached.expires > at) return cached.value;
      this.drop(key);
    }
    if (this.ttlMs <= 0) return (await load()).value;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const startSeq = this.seq;
    const read = load().then((loaded) => {
      const expires = at + Math.min(this.ttlMs, loaded.keepForMs ?? Infinity);
      if (loaded.keep && expires > this.now() && this.storable(loaded.users, startSeq)) this.store(key, { expires, users: loaded.users, value: loaded.value });
      return loaded.value;
    });
    this.inFlight.set(key, read);
    try {
      return await read;
    } finally {
      // a forget meanwhile may have let another read of the key start: that one stays shared
      if (this.inFlight.get(key) === read) this.inFlight.delete(key);
    }
  }

  /**
   * The kept value of `key` while it is fresh, else undefined: what `get` would answer from
   * memory, without a promise (the hot paths answer at once and call `get` only on a miss).
   */
  peek(key: string): V | undefined {
    const cached = this.entries.get(key);
    return cached !== undefined && cached.expires > this.now() ? cached.value : undefined;
  }

  /** Drops what depends on the user, and keeps reads about them out for the next `ttlMs`. */
  forget(userId: number): void {
    this.seq += 1;
    this.forgotten.set(userId, { seq: this.seq, at: this.now() });
    const keys = this.byUser.get(userId);
    if (keys) for (const key of [...keys]) this.drop(key);
    // reads that began before this forget may still be running: they must not be shared or stored
    this.inFlight.clear();
    this.sweepForgotten();
  }

  /** Drops everything (a test standing for the time passing). */
  clear(): void {
    this.entries.clear();
    this.byUser.clear();
    this.inFlight.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private storable(users: readonly number[], startSeq: number): boolean {
    const at = this.now();
    for (const user of users) {
      const last = this.forgotten.get(user);
      if (last && (last.seq > startSeq || at - last.at < this.ttlMs)) return false;
    }
    return true;
  }

  private store(key: string, entry: Entry<V>): void {
    this.drop(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
    this.entries.set(key, entry);
    for (const user of entry.users) {
      let keys = this.byUser.get(user);
      if (!keys) this.byUser.set(user, (keys = new Set()));
      keys.add(key);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const user of entry.users) {
      const keys = this.byUser.get(user);
      keys?.delete(key);
      if (keys?.size === 0) this.byUser.delete(user);
    }
  }

  /**
   * Forgets older than ttlMs no longer matter: a read that began before one of them and ends now
   * would expire at its start + ttlMs, already past, so it is not stored anyway.
   */
  private sweepForgotten(): void {
    if (this.forgotten.size < 1000) return;
    const at = this.now();
    for (const [user, last] of this.forgotten) if (at - last.at >= this.ttlMs) this.forgotten.delete(user);
  }
}
