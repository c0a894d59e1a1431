import { serializerCompiler } from 'fastify-type-provider-zod';
import type { EndpointContract } from '@rapport/wire/api/common';

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

const serializers = new WeakMap<EndpointContract, (data: unknown) => string>();

/**
 * The route's own serializer of a contract's 200 answer (the same compiler, the same schema):
 * what a cache sends as bytes is what the route would have written.
 */
export function contractSerializer(contract: EndpointContract): (data: unknown) => string {
  let serialize = serializers.get(contract);
  if (!serialize) {
    serialize = serializerCompiler({ schema: contract.response, method: contract.method, url: contract.path, httpStatus: '200' });
    serializers.set(contract, serialize);
  }
  return serialize;
}

interface Entry {
  expires: number;
  json: Promise<Buffer>;
  /** the bytes once read */
  value?: Buffer;
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
  // by call, then key: no key string to build per request
  const entries = new Map<EndpointContract, Map<string, Entry>>();
  const entriesOf = (contract: EndpointContract): Map<string, Entry> => {
    let ofContract = entries.get(contract);
    if (!ofContract) entries.set(contract, (ofContract = new Map()));
    return ofContract;
  };

  return {
    /** the contract's answer for `key`: the JSON text the route sends, encoded once (UTF-8) */
    json(contract: EndpointContract, key: string, load: () => Promise<unknown>): Promise<Buffer> {
      const ofContract = entriesOf(contract);
      const cached = ofContract.get(key);
      const at = now();
      if (cached && cached.expires > at) return cached.json;
      const serialize = contractSerializer(contract);
      const entry: Entry = { expires: at + ttlMs, json: load().then((data) => Buffer.from(serialize(data), 'utf8')) };
      ofContract.set(key, entry);
      entry.json.then(
        (value) => {
          entry.value = value;
        },
        () => {
          if (ofContract.get(key) === entry) ofContract.delete(key);
        },
      );
      return entry.json;
    },

    /** what `json` answers from memory, at once (no promise), once read and while fresh; else undefined */
    kept(contract: EndpointContract, key: string): Buffer | undefined {
      const cached = entries.get(contract)?.get(key);
      return cached !== undefined && cached.expires > now() ? cached.value : undefined;
    },

    /** forgets every answer (after a write of content in this process) */
    clear(): void {
      entries.clear();
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
