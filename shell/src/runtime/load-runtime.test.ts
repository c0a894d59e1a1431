import { loadRuntime } from './load-runtime';

describe('loadRuntime', () => {
  afterEach(() => jest.restoreAllMocks());

  const respond = (bodies: Record<string, unknown>) =>
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const body = bodies[String(input)];
      return body === undefined ? new Response('missing', { status: 404 }) : Response.json(body);
    });

  it('reads the API base and the remotes from the shell origin, uncached', async () => {
    const fetchSpy = respond({
      '/config.json': { apiBase: 'https://api.example.com/api' },
      '/remotes.json': { auth: { manifest: 'https://cdn.example.com/auth/mf-manifest.json', version: '1.2.0' } },
    });
    const { config, remotes } = await loadRuntime();
    expect(config.apiBase).toBe('https://api.example.com/api');
    expect(remotes.auth.version).toBe('1.2.0');
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('refuses to start without an API base or a remotes manifest', async () => {
    respond({ '/config.json': {}, '/remotes.json': {} });
    await expect(loadRuntime()).rejects.toThrow('apiBase');
    jest.restoreAllMocks();
    respond({ '/config.json': { apiBase: '/api' } });
    await expect(loadRuntime()).rejects.toThrow('/remotes.json: HTTP 404');
  });
});
