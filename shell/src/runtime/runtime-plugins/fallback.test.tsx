import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { initI18n, type RemoteLifecycles } from '@rapport/platform';
import { act, screen } from '@testing-library/react';
import { contractsVersionPlugin } from './contracts-version';
import { fallbackPlugin } from './fallback';
import { RETRY_DELAYS_MS, retryPlugin } from './retry';

let hosts = 0;
/**
 * A federation runtime as the shell sets it up, with one remote and the shell's plugins. Each
 * test gets its own entry URL: the runtime caches loaded entries globally by name and URL.
 */
function shellRuntime(entry: string, ...extra: ModuleFederationRuntimePlugin[]) {
  hosts += 1;
  return createInstance({
    name: `fallback_test_host_${hosts}`,
    remotes: [{ name: 'questionnaire', entry: entry.replace('.example.com', `${hosts}.example.com`) }],
    plugins: [...extra, retryPlugin({ wait: async () => undefined }), contractsVersionPlugin({ '@rapport/platform': '1.4.0', '@rapport/ui': '1.1.0' }), fallbackPlugin()],
  });
}

/** Stands in for a remote entry script (jsdom loads none) exposing `module` as './app'. */
const exposing = (module: unknown): ModuleFederationRuntimePlugin => ({
  name: 'test-fake-entry',
  loadEntry: () => ({ init: () => undefined, get: () => async () => module }),
});

async function mountInPage(lifecycles: RemoteLifecycles) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  await lifecycles.bootstrap({});
  await act(async () => {
    await lifecycles.mount({ domElement });
  });
  return domElement;
}

describe('the fallback plugin', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows the unavailable panel once the retries of an unreachable manifest are spent', async () => {
    const fetchSpy = jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const federation = shellRuntime('https://cdn.example.com/questionnaire/mf-manifest.json');
    const lifecycles = await federation.loadRemote<RemoteLifecycles>('questionnaire/app');
    expect(fetchSpy).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
    const domElement = await mountInPage(lifecycles!);
    expect(domElement.querySelector('[data-remote-fallback="questionnaire"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('This area is unavailable');
    expect(console.error).toHaveBeenCalledWith('[rapport] remote "questionnaire" is unavailable:', expect.any(Error));
  });

  it('refuses a remote built against another major of a shared contracts package', async () => {
    const remote = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), contractsVersions: { '@rapport/platform': '1.4.0', '@rapport/ui': '2.0.0' } };
    const federation = shellRuntime('https://cdn.example.com/questionnaire/remoteEntry.js', exposing(remote));
    const lifecycles = await federation.loadRemote<RemoteLifecycles>('questionnaire/app');
    expect(lifecycles).not.toBe(remote);
    await mountInPage(lifecycles!);
    expect(remote.mount).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This area is unavailable');
  });

  it('lets a remote of the same majors through untouched', async () => {
    const remote = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), contractsVersions: { '@rapport/wire': '3.1.0', '@rapport/platform': '1.0.3', '@rapport/ui': '1.0.0' } };
    const federation = shellRuntime('https://cdn.example.com/questionnaire/remoteEntry.js', exposing(remote));
    await expect(federation.loadRemote('questionnaire/app')).resolves.toBe(remote);
    expect(console.error).not.toHaveBeenCalled();
  });
});
