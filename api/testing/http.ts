import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';

export interface CallOptions {
  /** sent as `Authorization: Token <token>` */
  token?: string;
  /** the client's address (rate limits are per IP); a fresh one per call by default */
  ip?: string;
  headers?: Record<string, string>;
}

let counter = 0;

/** A client address no other call of this process used. */
export function freshIp(): string {
  counter += 1;
  return `10.${100 + ((counter >> 16) & 127)}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** app.inject with the API base, JSON bodies, a token and a client address. */
export function api(app: App) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, options: CallOptions = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Token ${options.token}` }),
        ...options.headers,
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
      remoteAddress: options.ip ?? freshIp(),
    });
  return {
    get: (url: string, options?: CallOptions): Promise<LightMyRequestResponse> => call('GET', url, undefined, options),
    post: (url: string, body: unknown = {}, options?: CallOptions): Promise<LightMyRequestResponse> =>
      call('POST', url, body, options),
    put: (url: string, body: unknown = {}, options?: CallOptions): Promise<LightMyRequestResponse> =>
      call('PUT', url, body, options),
    delete: (url: string, options?: CallOptions): Promise<LightMyRequestResponse> => call('DELETE', url, undefined, options),
  };
}
