import fc from 'fast-check';
import type { EndpointContract } from '@rapport/wire/api/common';
import {
  leaves,
  REQUEST_PARTS,
  RawUrlPiece,
  valueAt,
  withValue,
  type ContractRequest,
  type Leaf,
  type LeafType,
  type RequestPart,
} from './contract-requests';

/**
 * What an attacker (or a broken client) puts in a field: characters PostgreSQL refuses (NUL),
 * strings no encoding can carry (lone surrogates), control characters, huge and exotic text,
 * numbers out of range, values of the wrong type, extra and odd keys. `mutatedRequest` takes a
 * valid request and breaks one to three of its fields, or its shape.
 */

/** U+0000 and the other C0 and C1 controls, DEL, line and paragraph separators, BOM. */
export const CONTROL_CHARACTERS: readonly string[] = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\t',
  '\n',
  '\r',
];

/** Halves of a surrogate pair with no other half: not Unicode text, UTF-8 cannot encode them. */
export const LONE_SURROGATES: readonly string[] = ['\ud800', '\udbff', '\udc00', '\udfff', '\ud83d'];

export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'probe@example.org\u0000',
  '\u0000probe@example.org',
  '%00',
  '\\u0000',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\ud83d\ude00',
  '\u0001\u0002\u0003',
  '\u001b[31mred',
  '\u007f',
  '\u0085next line',
  'two\u2028lines',
  'line\nbreak',
  'tab\there',
  '\r\n',
  ' ',
  '',
  "' OR '1'='1' --",
  "'; drop table users; --",
  '" onmouseover="alert(1)',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%',
  '%%',
  '_',
  '\\',
  '{{constructor.constructor("return 1")()}}',
  '${7*7}',
  '\u202egnp.exe',
  '\ufeffbom',
  '\uffff',
  '\ufffe',
  'İstanbul ß ﬃ',
  'Zoë Ñandú Ærø',
  '𝒜𝓁𝒾𝒸ℯ',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301',
  '٣٤٥',
  '１２',
  'ﷺ',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  '9'.repeat(40),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

/** Numbers no id, count or setting should take. JSON has no NaN or Infinity (they become null). */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-300,
];

/** Percent-encodings a string cannot stand for: broken, overlong and surrogate UTF-8. */
export const RAW_URL_PIECES: readonly string[] = ['%00', '%ED%A0%80', '%ED%BF%BF', '%C0%80', '%C0%AE', '%FF', '%FE%FF', '%', '%zz', '%E0%A4%A', '%u0000', '%2500', '..%2F..%2F'];

const insertAt = (base: string, index: number, piece: string): string => {
  const at = base.length === 0 ? 0 : index % (base.length + 1);
  return `${base.slice(0, at)}${piece}${base.slice(at)}`;
};

/** A string an attacker would try, some of them the field's valid value with a bad character inside. */
export function hostileString(base: unknown): fc.Arbitrary<string> {
  const valid = typeof base === 'string' ? base : 'probe';
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 4, arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES)).map(([index, piece]) => insertAt(valid, index, piece)) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 24 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(300, 5_000, 70_000), fc.constantFrom('x', 'é', '😀', '\u0000', 'a\ud800'))
        .map(([count, piece]) => `${valid}${piece.repeat(Math.ceil(count / piece.length))}`),
    },
  );
}

export function hostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
}

/** A value of the wrong type for any field. */
export function wrongType(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, 1, '', [], {}, [null], { '': null }),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  );
}

/** A hostile value for a field of this type, in this part of the request (path and query values are text). */
export function hostileFor(leaf: Pick<Leaf, 'part' | 'type'>, base: unknown): fc.Arbitrary<unknown> {
  if (leaf.part !== 'body') {
    return fc.oneof(
      { weight: 5, arbitrary: hostileString(base) },
      { weight: 2, arbitrary: hostileNumber().map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((piece) => new RawUrlPiece(piece)) },
      // the key twice: the server sees a list
      { weight: 1, arbitrary: fc.tuple(hostileString(base), hostileString(base)).map((pair) => [...pair]) },
    );
  }
  const typed: Record<LeafType, fc.Arbitrary<unknown>> = {
    string: hostileString(base),
    enum: hostileString(base),
    number: hostileNumber(),
    boolean: fc.constantFrom('true', 1, 0, 'false', null),
    other: hostileString(base),
  };
  return fc.oneof(
    { weight: 6, arbitrary: typed[leaf.type] },
    { weight: 2, arbitrary: wrongType() },
    { weight: 1, arbitrary: leaf.type === 'number' ? hostileString(String(base)) : hostileNumber() },
  );
}

/** Keys no contract names, several of them dangerous to a careless server. */
const HOSTILE_KEYS: readonly string[] = ['\u0000', 'a\u0000', '\ud800', 'constructor', 'prototype', 'toString', 'x'.repeat(5_000), '', ' ', '$where', '__defineGetter__', '1', '-1', '99999999999', '\u202e'];

export type Mutation =
  | { kind: 'field'; leaf: Leaf; value: unknown }
  | { kind: 'extra key'; part: RequestPart; key: string; value: unknown }
  | { kind: 'prototype key'; key: '__proto__' | 'constructor' }
  | { kind: 'drop'; leaf: Leaf }
  | { kind: 'body'; value: unknown };

/** Where a mutation sits: `body.target.0.email`. */
export const describeMutation = (mutation: Mutation): string => {
  switch (mutation.kind) {
    case 'field':
    case 'drop':
      return `${mutation.kind} ${[mutation.leaf.part, ...mutation.leaf.path].join('.')}`;
    case 'extra key':
      return `extra ${mutation.part} key ${JSON.stringify(mutation.key)}`;
    case 'prototype key':
      return `body key ${mutation.key}`;
    case 'body':
      return 'body replaced';
  }
};

function mutationOf(request: ContractRequest, leafList: readonly Leaf[], parts: readonly RequestPart[]): fc.Arbitrary<Mutation> {
  const choices: { weight: number; arbitrary: fc.Arbitrary<Mutation> }[] = [];
  if (leafList.length > 0) {
    choices.push({
      weight: 12,
      arbitrary: fc.constantFrom(...leafList).chain((leaf) => hostileFor(leaf, valueAt(request, leaf)).map((value): Mutation => ({ kind: 'field', leaf, value }))),
    });
    choices.push({ weight: 1, arbitrary: fc.constantFrom(...leafList).map((leaf): Mutation => ({ kind: 'drop', leaf })) });
  }
  const keyed = parts.filter((part) => part !== 'params');
  if (keyed.length > 0) {
    choices.push({
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...keyed), fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ unit: 'binary', maxLength: 8 })), hostileString('probe'))
        .map(([part, key, value]): Mutation => ({ kind: 'extra key', part, key, value })),
    });
  }
  if (parts.includes('body')) {
    choices.push({ weight: 1, arbitrary: fc.constantFrom('__proto__' as const, 'constructor' as const).map((key): Mutation => ({ kind: 'prototype key', key })) });
    choices.push({ weight: 1, arbitrary: fc.oneof(wrongType(), hostileString('')).map((value): Mutation => ({ kind: 'body', value })) });
  }
  if (choices.length === 0) {
    // a call that takes nothing: an unexpected query is all one can send
    return fc.constantFrom(...HOSTILE_KEYS).map((key): Mutation => ({ kind: 'extra key', part: 'query', key, value: '\u0000' }));
  }
  return fc.oneof(...choices);
}

function applyMutation(request: ContractRequest, mutation: Mutation): ContractRequest {
  switch (mutation.kind) {
    case 'field':
      return withValue(request, mutation.leaf, mutation.value);
    case 'drop':
      return mutation.leaf.path.length === 0 ? request : withValue(request, mutation.leaf, undefined);
    case 'extra key': {
      if (mutation.part === 'query') return { ...request, query: { ...request.query, [mutation.key]: mutation.value } };
      const body = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
      const withKey = { ...body };
      Object.defineProperty(withKey, mutation.key, { value: mutation.value, enumerable: true, configurable: true, writable: true });
      return { ...request, body: withKey };
    }
    case 'prototype key': {
      // JSON.stringify would not write an own __proto__: the text is made by hand
      const body = typeof request.body === 'object' && request.body !== null ? JSON.stringify(request.body) : '{}';
      const injected = `{"${mutation.key}":{"isAdmin":true,"prototype":{"polluted":true}},${body.slice(1)}`.replace(/,}$/, '}');
      return { ...request, rawBody: injected };
    }
    case 'body':
      return { ...request, body: mutation.value };
  }
}

export interface MutatedRequest {
  request: ContractRequest;
  mutations: Mutation[];
}

/** The valid request with one to three of its fields (or its shape) broken. */
export function mutatedRequest(contract: EndpointContract, base: ContractRequest): fc.Arbitrary<MutatedRequest> {
  const parts = REQUEST_PARTS.filter((part) => (part === 'params' ? contract.path.includes(':') : contract[part] !== undefined));
  const leafList = leaves(contract, base);
  return fc.array(mutationOf(base, leafList, parts), { minLength: 1, maxLength: 3 }).map((mutations) => ({
    mutations,
    request: mutations.reduce(applyMutation, base),
  }));
}
