import { loadConfig, loadRemotes, remotesInPage } from './load-runtime';

describe('the runtime documents', () => {
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
    const [config, remotes] = await Promise.all([loadConfig(), loadRemotes()]);
    expect(config.apiBase).toBe('https://api.example.com/api');
    expect(remotes.auth.version).toBe('1.2.0');
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('refuses to start without an API base or a remotes manifest', async () => {
    respond({ '/config.json': {}, '/remotes.json': {} });
    await expect(loadConfig()).rejects.toThrow('apiBase');
    jest.restoreAllMocks();
    respond({ '/config.json': { apiBase: '/api' } });
    await expect(loadRemotes()).rejects.toThrow('/remotes.json: HTTP 404');
  });
});

describe('remotes.json in the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  const pageWith = (content: string) => {
    document.head.innerHTML = `<script type="application/json" id="rapport-remotes">${content}</script>`;
  };

  it('is read from the element the server filled, and /remotes.json is not fetched', async () => {
    pageWith('{"auth":{"manifest":"https://cdn.example.com/auth/mf-manifest.json","version":"1.3.0","manifestContent":{"id":"auth"}}}');
    const fetchSpy = jest.spyOn(global, 'fetch');
    const remotes = await loadRemotes();
    expect(remotes.auth).toMatchObject({ version: '1.3.0', manifestContent: { id: 'auth' } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is fetched when the server left the include directive, or the element holds no JSON', () => {
    pageWith('<!--# include virtual="/remotes.json" -->');
    expect(remotesInPage()).toBeUndefined();
    pageWith('[an error occurred while processing the directive]');
    expect(remotesInPage()).toBeUndefined();
    pageWith('{"auth": ');
    expect(remotesInPage()).toBeUndefined();
    document.head.innerHTML = '';
    expect(remotesInPage()).toBeUndefined();
  });
});
