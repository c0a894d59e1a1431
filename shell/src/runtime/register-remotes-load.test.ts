import type { RemoteName, RemoteRelease, RemoteLifecycles } from '@rapport/platform';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, type RegisterApplicationConfig } from 'single-spa';
import { registerRemoteApps } from './register-remotes';

// Module Federation and single-spa are the libraries under the shell: here, what the shell asks of them.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('single-spa', () => ({ registerApplication: jest.fn(), getMountedApps: jest.fn(() => []) }));

const release: RemoteRelease = { manifest: 'http://q.test/mf-manifest.json', version: '1.0.0' };
const individual = () => ({ loggedIn: true, isCompanyUser: false });

/** The application single-spa was given for a remote, as registerRemoteApps registered it. */
function registered(name: RemoteName): RegisterApplicationConfig {
  const call = jest.mocked(registerApplication).mock.calls.find(([config]) => (config as RegisterApplicationConfig).name === name);
  if (!call) throw new Error(`${name} was not registered`);
  return call[0] as RegisterApplicationConfig;
}

async function load(name: RemoteName) {
  const app = registered(name).app as () => Promise<RemoteLifecycles>;
  return app();
}

describe('loading a remote', () => {
  beforeEach(() => {
    jest.mocked(registerApplication).mockClear();
    window.history.replaceState(null, '', '/results');
  });

  it('starts loading the page at the address with the remote’s lifecycles, not after it mounts', async () => {
    const preload = jest.fn(() => Promise.resolve());
    const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), preload };
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    registerRemoteApps(new Map([['questionnaire', release]]), () => ({ store: {} as never, config: { apiBase: '/api' } }), () => document.body, individual);
    await expect(load('questionnaire')).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledWith('questionnaire/app');
    expect(preload).toHaveBeenCalledWith(['/results']);
  });

  it('mounts the remote even when its page could not be loaded ahead (the router tries again)', async () => {
    const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn(), preload: jest.fn(() => Promise.reject(new Error('offline'))) };
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    registerRemoteApps(new Map([['questionnaire', release]]), () => ({ store: {} as never, config: { apiBase: '/api' } }), () => document.body, individual);
    await expect(load('questionnaire')).resolves.toBe(lifecycles);
  });

  it('reads the props when the remote mounts, so that config.json may arrive after the remotes are registered', () => {
    const runtime: { config?: { apiBase: string } } = {};
    registerRemoteApps(new Map([['questionnaire', release]]), () => ({ store: {} as never, config: runtime.config! }), () => document.body, individual);
    runtime.config = { apiBase: 'https://api.test/api' };
    const customProps = registered('questionnaire').customProps as () => { config: { apiBase: string }; domElement: HTMLElement };
    expect(customProps().config.apiBase).toBe('https://api.test/api');
    expect(customProps().domElement).toBe(document.body);
  });
});
