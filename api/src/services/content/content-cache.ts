import { serializerCompiler } from 'fastify-type-provider-zod';
import type { EndpointContract } from '@rapport/contracts/api/common';

/**
 * How long a process serves a content answer from memory before reading it again. Content is
 * written only by the seed (db/seed.ts), which runs when a process starts (the server, an admin
 * command, the migration job), before that process serves: its own cache starts empty. Another
 * replica already running sees the new content within this time.
 */
export const CONTENT_CACHE_TTL_MS = 10_000;

export interface ContentCacheOptions {
  /** how long an answer is kept (CONTENT_CACHE_TTL_MS unless a test says otherwise) */
  ttlMs?: number;
  /** the clock (tests) */
  now?: () => number;
}

interface Entry {
  expires: number;
  json: Promise<Buffer>;
}

/**
 * The serialized answers of the content calls (questions, answers, words), per call and
 * questionnaire type. An answer is serialized exactly as the route's schema would (the same
 * serializer, the contract's response schema), once; concurrent misses share one read; a failed
 * read is not kept.
 */
export function createContentCache(options: ContentCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? CONTENT_CACHE_TTL_MS;
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry>();
  const serializers = new Map<EndpointContract, (data: unknown) => string>();

  const serializerOf = (contract: EndpointContract): ((data: unknown) => string) => {
    let serialize = serializers.get(contract);
    if (!serialize) {
      serialize = serializerCompiler({ schema: contract.response, method: contract.method, url: contract.path, httpStatus: '200' });
      serializers.set(contract, serialize);
    }
    return serialize;
  };

  return {
    /** the contract's answer for `key`: the JSON text the route sends, encoded once (UTF-8) */
    json(contract: EndpointContract, key: string, load: () => Promise<unknown>): Promise<Buffer> {
      const cacheKey = `${contract.method} ${contract.path} ${key}`;
      const cached = entries.get(cacheKey);
      const at = now();
      if (cached && cached.expires > at) return cached.json;
      const serialize = serializerOf(contract);
      const json = load().then((data) => Buffer.from(serialize(data), 'utf8'));
      const entry: Entry = { expires: at + ttlMs, json };
      entries.set(cacheKey, entry);
      json.catch(() => {
        if (entries.get(cacheKey) === entry) entries.delete(cacheKey);
      });
      return json;
    },

    /** forgets every answer (after a write of content in this process) */
    clear(): void {
      entries.clear();
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
