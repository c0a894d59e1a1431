import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { EndpointContract } from './common';

/**
 * The client side of a contract: `build.query(contractQuery(getWords))` inside
 * `api.injectEndpoints` makes an endpoint whose method, path, public-ness, argument and result
 * all come from the contract. A front end names a call by its `Call` (api/calls.ts, generated
 * from the contracts): the same name, without zod, so calling the API adds no schema code to a
 * page. Only `method`, `path` and `public` are read at run time.
 */

declare const contractOf: unique symbol;

/** What a front end holds of a contract at run time. */
export interface Call<C extends EndpointContract = EndpointContract> {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly public: C['public'];
  /** type only: the contract this is the call of */
  readonly [contractOf]?: C;
}

type Simplify<T> = { [K in keyof T]: T[K] };
type InputOf<C, Part extends 'body' | 'params' | 'query'> = C extends { [P in Part]: infer S extends z.ZodType } ? z.input<S> : never;
type Has<C, Part extends string> = C extends { [P in Part]: z.ZodType } ? true : false;

/**
 * The argument of a call: the body's fields and the path's parameters side by side, and the
 * query string, when the contract has one, under `query`. `void` when the call takes nothing.
 */
export type ContractArg<C extends EndpointContract> = [Has<C, 'body'> | Has<C, 'params'> | Has<C, 'query'>] extends [false]
  ? void
  : Simplify<
      (Has<C, 'body'> extends true ? InputOf<C, 'body'> : unknown) &
        (Has<C, 'params'> extends true ? InputOf<C, 'params'> : unknown) &
        (Has<C, 'query'> extends true ? { query?: InputOf<C, 'query'> } : unknown)
    >;

/** The result of a call: its response schema's output. */
export type ContractResult<C extends EndpointContract> = z.output<C['response']>;

/** The argument and the result of a call, from its `Call` (no import of the contract needed). */
export type CallArg<T> = T extends Call<infer C> ? ContractArg<C> : never;
export type CallResult<T> = T extends Call<infer C> ? ContractResult<C> : never;

/** Read by the base query: `public` calls go without the Authorization header. */
export interface CallOptions {
  public?: boolean;
  /**
   * a public call that still carries the stored session, when there is one: the server asks
   * who is calling without requiring anyone (proving an address keeps what the same person
   * set on the account); it never answers 401 for it
   */
  withSession?: boolean;
  /** `METHOD path`: one endpoint per call (the api's registry checks it) */
  call?: string;
}

/** How a contract's endpoint is made besides the contract: `withSession` for a public call (CallOptions). */
export interface EndpointOptions {
  withSession?: boolean;
}

/**
 * The cache tags of the calls' entities: a list reloads after a mutation that invalidates its tag
 * (the platform's api slice declares them).
 */
export const TAG_TYPES = ['Profile', 'Progress', 'Result', 'Matching', 'Contact', 'Mission', 'Barometer', 'Values'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The base query every contract endpoint goes through (the platform's, with the session's token). */
export type ContractBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, CallOptions>;
type Base = ContractBaseQuery;
type OmitType<T> = T extends unknown ? Omit<T, 'type'> : never;
type ContractQueryDefinition<C extends EndpointContract> = OmitType<
  QueryDefinition<ContractArg<C>, Base, TagType, ContractResult<C>, 'api'>
>;
type ContractMutationDefinition<C extends EndpointContract> = OmitType<
  MutationDefinition<ContractArg<C>, Base, TagType, ContractResult<C>, 'api'>
>;
/** What a remote may still choose: tags, cache lifetime, lifecycle hooks. */
export type ContractQueryOptions<C extends EndpointContract> = Omit<
  ContractQueryDefinition<C>,
  'query' | 'queryFn' | 'extraOptions' | 'transformResponse' | 'rawResponseSchema'
>;
export type ContractMutationOptions<C extends EndpointContract> = Omit<
  ContractMutationDefinition<C>,
  'query' | 'queryFn' | 'extraOptions' | 'transformResponse' | 'rawResponseSchema'
>;

export const callKey = (call: Call): string => `${call.method} ${call.path}`;

const PATH_PARAM = /:(\w+)|\{(\w+)\}/g;

/** The query string's entries that are given (undefined ones dropped); none: no `?` at all. */
function givenQuery(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

/** Fills the path's `:name` (or `{name}`) parameters from `fields`, removing them from it. */
function fillPath(path: string, fields: Record<string, unknown>): string {
  return path.replace(PATH_PARAM, (_match, colon: string | undefined, braced: string | undefined) => {
    const name = (colon ?? braced) as string;
    const value = fields[name];
    if (value === undefined || value === null) throw new Error(`${path}: the path parameter ${name} is missing`);
    delete fields[name];
    return encodeURIComponent(String(value));
  });
}

/** The request a call makes with an argument, its URL relative to the API base. */
export function contractRequest<C extends EndpointContract>(call: Call<C>, arg: ContractArg<C>): FetchArgs {
  const fields: Record<string, unknown> = arg && typeof arg === 'object' ? { ...arg } : {};
  const url = fillPath(call.path, fields);
  const { query, ...body } = fields;
  const params = givenQuery(query);
  const sendsBody = call.method !== 'GET' && arg !== undefined;
  return { url, method: call.method, ...(params && { params }), ...(sendsBody && { body }) };
}

/**
 * A call's URL under the API base, for a link or a file fetched outside the cache:
 * `contractUrl(getReport, { kind: 'cv-pdf', lang: 'fr' })` is `/result/report/cv-pdf/fr/`.
 */
export function contractUrl<C extends EndpointContract>(call: Call<C>, arg: ContractArg<C>): string {
  const { url, params } = contractRequest(call, arg);
  return params ? `${url}?${new URLSearchParams(params as Record<string, string>)}` : url;
}

const extraOptionsOf = (call: Call, { withSession }: EndpointOptions = {}): CallOptions => ({
  public: call.public,
  call: callKey(call),
  ...(withSession && { withSession }),
});

/** A query endpoint (`build.query(...)`) for a contract. */
export function contractQuery<C extends EndpointContract>(
  call: Call<C>,
  options: ContractQueryOptions<C> = {} as ContractQueryOptions<C>,
): ContractQueryDefinition<C> {
  return { ...options, query: (arg: ContractArg<C>) => contractRequest(call, arg), extraOptions: extraOptionsOf(call) } as ContractQueryDefinition<C>;
}

/** A mutation endpoint (`build.mutation(...)`) for a contract. */
export function contractMutation<C extends EndpointContract>(
  call: Call<C>,
  options: ContractMutationOptions<C> = {} as ContractMutationOptions<C>,
  endpoint: EndpointOptions = {},
): ContractMutationDefinition<C> {
  return {
    ...options,
    query: (arg: ContractArg<C>) => contractRequest(call, arg),
    extraOptions: extraOptionsOf(call, endpoint),
  } as ContractMutationDefinition<C>;
}
