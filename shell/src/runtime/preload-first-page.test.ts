import type { RemoteName, RemoteRelease } from '@rapport/platform';
import { firstScriptsOf, preloadFirstPage } from './preload-first-page';

const manifestOf = (entry: string, exposed: string[]) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '' } },
  exposes: [{ path: './app', assets: { js: { sync: exposed, async: ['5828.lazy.js'] } } }],
  shared: [{ name: 'react', assets: { js: { sync: ['4121.react.js'] } } }],
});

const release = (origin: string, entry: string, exposed: string[], withContent = true): RemoteRelease => ({
  manifest: `${origin}/mf-manifest.json`,
  version: '1.0.0',
  ...(withContent && { manifestContent: manifestOf(entry, exposed) }),
});

const releases = (entries: [RemoteName, RemoteRelease | undefined][]) => new Map(entries);
const individual = () => ({ loggedIn: true, isCompanyUser: false });
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);

describe('the first page’s remotes are fetched early', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    window.history.replaceState(null, '', '/');
  });

  it('names the entry and the exposed module’s own files, beside the manifest, never its lazy pages or shared fallbacks', () => {
    expect(firstScriptsOf('http://static.test/questionnaire/1.4.0/mf-manifest.json', manifestOf('remoteEntry.abc.js', ['__federation_expose_app.def.js']))).toEqual([
      'http://static.test/questionnaire/1.4.0/remoteEntry.abc.js',
      'http://static.test/questionnaire/1.4.0/__federation_expose_app.def.js',
    ]);
    // a manifest that gives its public path and a folder for the entry
    const placed = { metaData: { publicPath: 'https://cdn.test/q/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } }, exposes: [] };
    expect(firstScriptsOf('/q/mf-manifest.json', placed, 'http://shell.test/results')).toEqual(['https://cdn.test/q/entry/remoteEntry.js']);
  });

  it('names nothing for a manifest it cannot read', () => {
    expect(firstScriptsOf('http://static.test/mf-manifest.json', undefined)).toEqual([]);
    expect(firstScriptsOf('http://static.test/mf-manifest.json', { metaData: {} })).toEqual([]);
    expect(firstScriptsOf('http://static.test/mf-manifest.json', 'not a manifest')).toEqual([]);
  });

  it('preloads, as scripts, only the remotes active at this address for this visitor', () => {
    window.history.replaceState(null, '', '/results');
    const done = preloadFirstPage(
      releases([
        ['auth', release('http://auth.test', 'remoteEntry.a.js', ['expose.a.js'])],
        ['questionnaire', release('http://q.test', 'remoteEntry.q.js', ['expose.q.js'])],
        ['company', release('http://c.test', 'remoteEntry.c.js', ['expose.c.js'])],
        ['barometer', undefined],
      ]),
      individual,
    );
    expect(done).toEqual(['auth', 'questionnaire']);
    expect(preloads()).toEqual([
      ['script', 'http://auth.test/remoteEntry.a.js'],
      ['script', 'http://auth.test/expose.a.js'],
      ['script', 'http://q.test/remoteEntry.q.js'],
      ['script', 'http://q.test/expose.q.js'],
    ]);
  });

  it('leaves a page whose visitor may not open it, and a release without its manifest, to the runtime', () => {
    window.history.replaceState(null, '', '/results');
    const done = preloadFirstPage(
      releases([
        ['auth', release('http://auth.test', 'remoteEntry.a.js', ['expose.a.js'], false)],
        ['questionnaire', release('http://q.test', 'remoteEntry.q.js', ['expose.q.js'])],
      ]),
      () => ({ loggedIn: false, isCompanyUser: false }),
    );
    expect(done).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('adds each file once', () => {
    window.history.replaceState(null, '', '/');
    const twice = releases([['auth', release('http://auth.test', 'remoteEntry.a.js', ['expose.a.js'])]]);
    preloadFirstPage(twice, individual);
    preloadFirstPage(twice, individual);
    expect(preloads()).toHaveLength(2);
  });
});
