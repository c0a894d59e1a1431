// jsdom lacks fetch, Request, Response, Headers, TextEncoder and structuredClone: copy Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

class DomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'structuredClone', 'ReadableStream', 'AbortController', 'AbortSignal', 'BroadcastChannel']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}
module.exports = DomWithFetchEnvironment;
