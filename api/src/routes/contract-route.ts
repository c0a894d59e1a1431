import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EndpointContract } from '@rapport/wire/api/common';
import { TOKEN_SECURITY } from '../plugins/auth';
import { errorAnswers } from './error-answers';
import { errorResponses } from './responses';

/** The instance a route plugin receives (`FastifyPluginAsyncZod`). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Answers a route documents beside 200 and the shared errors, by status code. */
export type ExtraResponses = Record<number, z.ZodType>;

/**
 * The Fastify schema of a contract, as types: what the handler's `request` and return value are
 * inferred from. A part the contract lacks (`C['body']` of a call without a body) is `unknown`.
 */
export interface ContractSchema<C extends EndpointContract, Extra extends ExtraResponses = Record<never, never>> {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** left out of the OpenAPI document */
  hide?: boolean;
  /** the token, or none (`[]`: a public call says so, as OpenAPI asks of every operation) */
  security: typeof TOKEN_SECURITY | [];
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: { 200: C['response'] } & Extra & typeof errorResponses;
}

export type ContractHandler<C extends EndpointContract, Extra extends ExtraResponses = Record<never, never>> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<C, Extra>,
  ZodTypeProvider
>;

export interface ContractRouteOptions<C extends EndpointContract, Extra extends ExtraResponses> {
  /** OpenAPI tags (the docs page's sections) */
  tags: string[];
  handler: ContractHandler<C, Extra>;
  /** runs once the input is validated (per-account rate limits) */
  preHandler?: preHandlerAsyncHookHandler;
  /** route settings (its rate limit); whether it is public is the contract's to say */
  config?: Omit<FastifyContextConfig, 'public'>;
  /** answers other than 200 with their own shape (a 400 listing problems) */
  responses?: Extra;
  /** left out of the OpenAPI document: a call that is not part of the product's API (development tools) */
  hide?: boolean;
  /** the largest body the route takes, in bytes, where it is not the app's (a file in the body) */
  bodyLimit?: number;
}

/**
 * Registers the route of a contract: method, path, input and answer schemas, summary and
 * security all come from the contract, so a route file only adds its handler. A call the
 * contract marks `public` skips the token check (plugins/auth.ts reads `config.public`) and
 * shows no lock in the docs; every other one needs `Authorization: Token <token>`.
 */
export function contractRoute<const C extends EndpointContract, const Extra extends ExtraResponses = Record<never, never>>(
  app: ZodApp,
  contract: C,
  options: ContractRouteOptions<C, Extra>,
): void {
  // without `responses`, Extra is its default (no key): an empty object is exactly that
  const extra = options.responses ?? ({} as Extra);
  const schema: ContractSchema<C, Extra> = {
    operationId: contract.operationId,
    summary: contract.summary,
    description: contract.description,
    tags: options.tags,
    ...(options.hide && { hide: true }),
    security: contract.public ? [] : TOKEN_SECURITY,
    params: contract.params,
    querystring: contract.query,
    body: contract.body,
    // the documented error answers: the shared shape, by status, with when each is given
    response: { 200: contract.response, ...extra, ...errorAnswers(contract, options.config?.rateLimit !== false, extra), ...errorResponses },
  };
  app.route({
    method: contract.method,
    url: contract.path,
    config: { ...options.config, public: contract.public },
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    ...(options.preHandler && { preHandler: options.preHandler }),
    schema: withoutAbsentParts(schema),
    handler: options.handler,
  });
}

/** Fastify warns about a schema part that is present but undefined: absent parts are left out. */
function withoutAbsentParts<S extends object>(schema: S): S {
  return Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined)) as S;
}
