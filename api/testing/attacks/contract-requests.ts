import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { EndpointContract } from '@rapport/wire/api/common';
import { freshIp } from '@rapport/api/testing/http';
import type { App } from '../../src/app';

/**
 * Requests made from a call's contract, for the security suite: a valid-looking request built
 * from the zod schemas of its path parameters, query and body (with values the test knows, by
 * field name), the list of its leaves (every field a value sits in, arrays and nested objects
 * included), and the request sent through `app.inject`.
 */

export type RequestPart = 'params' | 'query' | 'body';
export const REQUEST_PARTS: readonly RequestPart[] = ['params', 'query', 'body'];

export type Segment = string | number;

/** A request before it is encoded: each part as the server's validator would receive it. */
export interface ContractRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** absent: no body is sent */
  body?: unknown;
  /** the body as raw text instead of `body` (keys JSON.stringify cannot write) */
  rawBody?: string;
}

/** A percent-encoded piece of a URL sent as it is (bytes no string can stand for: `%ED%A0%80`). */
export class RawUrlPiece {
  constructor(readonly encoded: string) {}
}

/** Values a field can take, by field name: the test's own ids, e-mails and codes. */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

export const callName = (contract: EndpointContract): string => `${contract.method} ${contract.path}`;

// ---- walking a zod 4 schema ------------------------------------------------------------------

/** The schema under wrappers that change neither the type nor the shape of what is sent. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault || current instanceof z.ZodCatch) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      // preprocess: a transform then the schema; .transform(): the schema then a transform
      current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    } else if (current instanceof z.ZodReadonly) {
      current = current.unwrap() as z.ZodType;
    } else {
      return current;
    }
  }
  return current;
}

export type LeafType = 'string' | 'number' | 'boolean' | 'enum' | 'other';

/** What a leaf holds once unwrapped (a union counts as its first option). */
export function leafType(schema: z.ZodType): LeafType {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodUnion) return leafType(inner.options[0] as z.ZodType);
  if (inner instanceof z.ZodString) return 'string';
  if (inner instanceof z.ZodNumber) return 'number';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) return 'enum';
  return 'other';
}

const isContainer = (schema: z.ZodType): boolean => {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject || inner instanceof z.ZodArray || inner instanceof z.ZodRecord;
};

/** Whether the part may be left out altogether (an optional body, a query of optional fields). */
const accepts = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

// ---- valid-looking values --------------------------------------------------------------------

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** Values tried, in order, for a string field no hint names: the first the field accepts is kept. */
const GENERIC_STRINGS: readonly string[] = [
  'Probe',
  'probe@example.org',
  '2031-06-30',
  '12',
  'q1',
  'w01',
  'team_spirit',
  SAMPLE_UUID,
  `${SAMPLE_UUID}.svg`,
  'x',
  '',
];
const GENERIC_NUMBERS: readonly number[] = [1, 5, 12, 100];

/**
 * A value the schema accepts, built by field name from `hints` first, else a generic one;
 * `undefined` when the field is optional and nothing fitting is known.
 */
export function sampleValue(schema: z.ZodType, key: string, hints: Hints): unknown {
  for (const candidate of hints[key] ?? []) {
    if (accepts(schema, candidate)) return candidate;
  }
  const inner = unwrap(schema);
  const candidates = (): readonly unknown[] => {
    if (inner instanceof z.ZodObject) return [sampleObject(inner, hints)];
    if (inner instanceof z.ZodArray) {
      const item = sampleValue(inner.element as z.ZodType, key, hints);
      return item === undefined ? [[]] : [[item], []];
    }
    if (inner instanceof z.ZodRecord) {
      const entry = sampleValue(inner.valueType as z.ZodType, key, hints);
      const name = sampleValue(inner.keyType as z.ZodType, `${key}.key`, hints);
      return [entry === undefined || typeof name !== 'string' ? {} : { [name]: entry }, {}];
    }
    if (inner instanceof z.ZodUnion) return (inner.options as z.ZodType[]).map((option) => sampleValue(option, key, hints));
    if (inner instanceof z.ZodEnum) return inner.options;
    if (inner instanceof z.ZodLiteral) return [...inner.values];
    if (inner instanceof z.ZodString) return GENERIC_STRINGS;
    if (inner instanceof z.ZodNumber) return GENERIC_NUMBERS;
    if (inner instanceof z.ZodBoolean) return [true, false];
    return ['Probe'];
  };
  const fitting = candidates().find((candidate) => candidate !== undefined && accepts(schema, candidate));
  if (fitting !== undefined) return fitting;
  if (accepts(schema, undefined)) return undefined;
  // nothing fits: the first hint, else a plain value (the request is then refused, which is fine)
  return hints[key]?.[0] ?? candidates()[0];
}

function sampleObject(schema: z.ZodObject, hints: Hints): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    // an optional field is sent only when the test names a value for it
    if (!(key in hints) && accepts(field, undefined)) continue;
    const sample = sampleValue(field, key, hints);
    if (sample !== undefined) value[key] = sample;
  }
  return value;
}

/** Path parameters are text: a number a hint gives is sent as its digits. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A request of the contract its schemas accept as far as the hints allow. */
export function sampleRequest(contract: EndpointContract, hints: Hints): ContractRequest {
  const request: ContractRequest = { params: {}, query: {} };
  const names = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const paramsShape = contract.params ? ((unwrap(contract.params) as z.ZodObject).shape as Record<string, z.ZodType>) : {};
  for (const name of names) {
    const field = paramsShape[name];
    request.params[name] = asText(field ? sampleValue(field, name, hints) : (hints[name]?.[0] ?? '1'));
  }
  if (contract.query) {
    const shape = (unwrap(contract.query) as z.ZodObject).shape as Record<string, z.ZodType>;
    for (const [key, field] of Object.entries(shape)) {
      if (!(key in hints) && accepts(field, undefined)) continue;
      const sample = sampleValue(field, key, hints);
      if (sample !== undefined) request.query[key] = asText(sample);
    }
  }
  if (contract.body) {
    const body = sampleValue(contract.body, 'body', hints);
    request.body = body === undefined ? {} : body;
  }
  return request;
}

// ---- leaves --------------------------------------------------------------------------------

export interface Leaf {
  part: RequestPart;
  /** where the value sits in its part: ['target', 0, 'email'] */
  path: Segment[];
  /** the nearest field name: 'email' for ['target', 0, 'email'], 'mission_member' for ['mission_member', 0] */
  key: string;
  /** the field's own schema (its wrappers included) */
  schema: z.ZodType;
  type: LeafType;
}

function leavesOf(part: RequestPart, schema: z.ZodType, value: unknown, path: Segment[], key: string, out: Leaf[]): void {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    const object = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    for (const [name, field] of Object.entries(shape)) {
      if (name in object || !isContainer(field)) leavesOf(part, field, object[name], [...path, name], name, out);
    }
    return;
  }
  if (inner instanceof z.ZodArray) {
    const items = Array.isArray(value) ? value : [];
    if (items.length === 0) {
      out.push({ part, path: [...path, 0], key, schema: inner.element as z.ZodType, type: leafType(inner.element as z.ZodType) });
      return;
    }
    items.forEach((item, index) => leavesOf(part, inner.element as z.ZodType, item, [...path, index], key, out));
    return;
  }
  if (inner instanceof z.ZodRecord) {
    const object = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    for (const name of Object.keys(object)) leavesOf(part, inner.valueType as z.ZodType, object[name], [...path, name], key, out);
    return;
  }
  if (inner instanceof z.ZodUnion) {
    const option = (inner.options as z.ZodType[]).find((candidate) => accepts(candidate, value)) ?? (inner.options[0] as z.ZodType);
    if (isContainer(option)) {
      leavesOf(part, option, value, path, key, out);
      return;
    }
  }
  out.push({ part, path, key, schema, type: leafType(schema) });
}

/** Every field of the request a value can be put in, by the contract's schemas. */
export function leaves(contract: EndpointContract, request: ContractRequest): Leaf[] {
  const out: Leaf[] = [];
  for (const part of REQUEST_PARTS) {
    const schema = contract[part];
    if (!schema) continue;
    if (part === 'body') leavesOf(part, schema, request.body, [], 'body', out);
    else leavesOf(part, schema, request[part], [], part, out);
  }
  return out;
}

/** The value at the leaf's place in the request (undefined when absent). */
export function valueAt(request: ContractRequest, leaf: Pick<Leaf, 'part' | 'path'>): unknown {
  let current: unknown = leaf.part === 'body' ? request.body : request[leaf.part];
  for (const segment of leaf.path) current = (current as Record<Segment, unknown> | undefined)?.[segment];
  return current;
}

/** A copy of plain objects and arrays (a RawUrlPiece is kept as it is). */
function deepCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepCopy);
  if (typeof value === 'object' && value !== null && !(value instanceof RawUrlPiece)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepCopy(item)]));
  }
  return value;
}

/** A deep copy of the request with `value` at the leaf's place (arrays and objects made as needed). */
export function withValue(request: ContractRequest, leaf: Pick<Leaf, 'part' | 'path'>, value: unknown): ContractRequest {
  const next: ContractRequest = {
    params: deepCopy(request.params) as Record<string, unknown>,
    query: deepCopy(request.query) as Record<string, unknown>,
    body: deepCopy(request.body),
    ...(request.rawBody !== undefined && { rawBody: request.rawBody }),
  };
  if (leaf.path.length === 0) {
    if (leaf.part === 'body') next.body = value;
    return next;
  }
  if (leaf.part === 'body' && (typeof next.body !== 'object' || next.body === null)) next.body = {};
  let container = (leaf.part === 'body' ? next.body : next[leaf.part]) as Record<Segment, unknown>;
  for (const [index, segment] of leaf.path.entries()) {
    if (index === leaf.path.length - 1) {
      container[segment] = value;
      break;
    }
    const following = leaf.path[index + 1];
    if (typeof container[segment] !== 'object' || container[segment] === null) container[segment] = typeof following === 'number' ? [] : {};
    container = container[segment] as Record<Segment, unknown>;
  }
  return next;
}

// ---- sending -------------------------------------------------------------------------------

/** Every byte of the UTF-8 encoding percent-encoded but the unreserved ones (a lone surrogate is sent as U+FFFD, as a browser would). */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

const encodePiece = (value: unknown): string => {
  if (value instanceof RawUrlPiece) return value.encoded;
  return percentEncode(typeof value === 'string' ? value : JSON.stringify(value) ?? '');
};

/** The query string of the request: an array is the key repeated, `undefined` leaves the key out. */
export function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${percentEncode(key)}=${encodePiece(item)}`);
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** The URL under the API base, path parameters put in place. */
export function urlOf(contract: EndpointContract, request: ContractRequest): string {
  const path = contract.path.replace(/:(\w+)/g, (_match, name: string) => encodePiece(request.params[name] ?? ''));
  return `/api${path}${queryString(request.query)}`;
}

/** The request through the app, as `token`'s user when one is given, from a fresh address. */
export function send(app: App, contract: EndpointContract, request: ContractRequest, token?: string): Promise<LightMyRequestResponse> {
  const hasBody = request.rawBody !== undefined || request.body !== undefined;
  return app.inject({
    method: contract.method,
    url: urlOf(contract, request),
    headers: {
      ...(hasBody && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Token ${token}` }),
    },
    ...(hasBody && { payload: request.rawBody ?? JSON.stringify(request.body) }),
    remoteAddress: freshIp(),
  });
}
