import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RETRY_DELAYS_MS, retryPlugin } from './retry';

const manifestUrl = 'https://cdn.example.com/questionnaire/mf-manifest.json';

/** A wait that records each delay instead of sleeping. */
function recordedWaits() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe('the retry plugin', () => {
  afterEach(() => jest.restoreAllMocks());

  it('retries a failed manifest fetch with backoff and answers the first good response', async () => {
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('bad gateway', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ name: 'questionnaire' }));
    const { waits, wait } = recordedWaits();
    const response = await retryPlugin({ wait }).fetch!(manifestUrl, {});
    expect(await (response as Response).json()).toEqual({ name: 'questionnaire' });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([200, 400]);
  });

  it('gives up after the last delay with the last error', async () => {
    const fetchSpy = jest.spyOn(global, 'fetch').mockResolvedValue(new Response('gone', { status: 503 }));
    const { waits, wait } = recordedWaits();
    await expect(Promise.resolve(retryPlugin({ wait }).fetch!(manifestUrl, {}))).rejects.toThrow(`${manifestUrl}: HTTP 503`);
    expect(fetchSpy).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
  });

  it('retries the chunks of an exposed module inside a real federation runtime', async () => {
    const lifecycles = { mount: jest.fn() };
    const get = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed'))
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed'))
      .mockResolvedValue(() => lifecycles);
    // stands in for the remote entry script, which jsdom cannot load
    const fakeEntry: ModuleFederationRuntimePlugin = {
      name: 'test-fake-entry',
      loadEntry: () => ({ init: () => undefined, get }),
    };
    const { waits, wait } = recordedWaits();
    const federation = createInstance({
      name: 'retry_test_host',
      remotes: [{ name: 'questionnaire', entry: 'https://cdn.example.com/questionnaire/remoteEntry.js' }],
      plugins: [fakeEntry, retryPlugin({ wait })],
    });
    await expect(federation.loadRemote('questionnaire/app')).resolves.toBe(lifecycles);
    expect(get).toHaveBeenCalledTimes(3);
    expect(get).toHaveBeenCalledWith('./app');
    expect(waits).toEqual([200, 400]);
  });

  it('requests a remote entry script again after its load failed', async () => {
    const entry = { init: () => undefined, get: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(entry);
    const globalLoading: Record<string, Promise<undefined> | undefined> = { 'questionnaire:entry': Promise.resolve(undefined) };
    const { waits, wait } = recordedWaits();
    const answer = await retryPlugin({ wait }).loadEntryError!({
      getRemoteEntry,
      globalLoading,
      uniqueKey: 'questionnaire:entry',
      remoteInfo: { name: 'questionnaire', entry: 'https://cdn.example.com/remoteEntry.js' },
    } as unknown as Parameters<NonNullable<ReturnType<typeof retryPlugin>['loadEntryError']>>[0]);
    expect(answer).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('questionnaire:entry');
    expect(waits).toEqual([200, 400]);
  });
  it('answers a manifest remotes.json carried, without the network, inside a real federation runtime', async () => {
    const fetchSpy = jest.spyOn(global, 'fetch');
    const lifecycles = { mount: jest.fn() };
    const loadEntry = jest.fn((_args: { remoteInfo: { entry: string } }) => ({ init: () => undefined, get: jest.fn().mockResolvedValue(() => lifecycles) }));
    const manifest = {
      id: 'questionnaire',
      name: 'questionnaire',
      metaData: {
        name: 'questionnaire',
        globalName: 'questionnaire',
        buildInfo: { buildVersion: '1.0.0', buildName: 'questionnaire' },
        publicPath: 'https://cdn.example.com/questionnaire/1.4.0/',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        types: { path: '', name: '', zip: '', api: '' },
        pluginVersion: '0.0.0',
      },
      shared: [],
      remotes: [],
      exposes: [{ id: 'questionnaire:app', name: 'app', path: './app', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
    };
    const federation = createInstance({
      name: 'manifest_test_host',
      remotes: [{ name: 'questionnaire', entry: manifestUrl }],
      plugins: [{ name: 'test-fake-entry', loadEntry }, retryPlugin({ manifestAtHand: (url) => (url === manifestUrl ? manifest : undefined) })],
    });
    await expect(federation.loadRemote('questionnaire/app')).resolves.toBe(lifecycles);
    expect(fetchSpy).not.toHaveBeenCalled();
    // the entry the runtime went on to load is the one the manifest names
    expect(loadEntry.mock.calls[0][0].remoteInfo.entry).toBe('https://cdn.example.com/questionnaire/1.4.0/remoteEntry.js');
  });
});
