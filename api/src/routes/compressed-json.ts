import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * Content answers (the questions, answers and words: the same bytes for everyone, kept in
 * memory) are sent compressed when the client accepts it, as a browser always does: each kept
 * answer is compressed once, with brotli and with gzip, and the copies live as long as it does.
 * A 10 KB question list crosses a phone's network as about 2 KB, and no proxy in front has to
 * compress it again on every request.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compressing saves less than it costs. */
const MIN_BYTES = 1024;

const compressed = new WeakMap<Buffer, { br: Buffer; gzip: Buffer }>();

function copiesOf(json: Buffer): { br: Buffer; gzip: Buffer } {
  let copies = compressed.get(json);
  if (!copies) {
    copies = {
      br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
      gzip: gzipSync(json, { level: 9 }),
    };
    compressed.set(json, copies);
  }
  return copies;
}

/** Accept-Encoding values seen (browsers send a handful): the encoding each allows, worked out once. */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 64;

/** The best encoding an Accept-Encoding header allows: brotli, then gzip, else none (a q of 0 refuses one). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = negotiated.get(header);
  if (known) return known;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const allowed = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  const encoding: Encoding = allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : 'identity';
  if (negotiated.size < NEGOTIATED_MAX) negotiated.set(header, encoding);
  return encoding;
}

/** A kept JSON answer, compressed as the request accepts; the answer varies on Accept-Encoding. */
export function sendKeptJson(reply: FastifyReply, json: Buffer): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  const encoding = json.length < MIN_BYTES ? 'identity' : preferredEncoding(reply.request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(json);
  return reply.header('content-encoding', encoding).send(copiesOf(json)[encoding]);
}
