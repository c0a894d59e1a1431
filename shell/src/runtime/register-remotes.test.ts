import { REMOTE_TABLE, remoteDef, type RemoteDef } from '@rapport/platform';
import { remoteActiveAt, usableRelease } from './register-remotes';

const at = (pathname: string) => ({ pathname }) as Location;
const visitor = () => ({ loggedIn: false, isCompanyUser: false });
const individual = () => ({ loggedIn: true, isCompanyUser: false });
const admin = () => ({ loggedIn: true, isCompanyUser: true });
const remote = (name: string) => remoteDef(name)!;

describe('which remote is active where', () => {
  it('keeps a remote flagged alwaysActive in the remote table active on every page', () => {
    const flagged: RemoteDef = { name: 'company', workspace: 'mfe-company', alwaysActive: true };
    expect(remoteActiveAt(flagged, at('/results'), visitor)).toBe(true);
    expect(remoteActiveAt(flagged, at('/nowhere'), visitor)).toBe(true);
    // except on a page shown alone, without the product around it (the public survey)
    expect(remoteActiveAt(flagged, at('/barometerquestionnaire/Acme'), visitor)).toBe(false);
    // the same remote without the flag mounts only on its own routes
    expect(remoteActiveAt({ ...flagged, alwaysActive: false }, at('/results'), visitor)).toBe(false);
  });

  it('flags mfe-auth, and only it, for its overlays (login modal, change user, token links)', () => {
    expect(REMOTE_TABLE.filter((entry) => entry.alwaysActive).map((entry) => entry.name)).toEqual(['auth']);
    expect(remoteActiveAt(remote('auth'), at('/results'), individual)).toBe(true);
  });

  it('mounts a remote only on its own routes and only when access allows', () => {
    expect(remoteActiveAt(remote('questionnaire'), at('/results'), visitor)).toBe(false);
    expect(remoteActiveAt(remote('questionnaire'), at('/results'), individual)).toBe(true);
    expect(remoteActiveAt(remote('questionnaire'), at('/recruitments'), admin)).toBe(false);
    expect(remoteActiveAt(remote('company'), at('/recruitments'), individual)).toBe(false);
    expect(remoteActiveAt(remote('company'), at('/recruitments/3/update'), admin)).toBe(true);
    expect(remoteActiveAt(remote('barometer'), at('/barometerquestionnaire/Acme'), visitor)).toBe(true);
  });
});

describe('which release of a remote the shell loads', () => {
  const shell = { '@rapport/wire': '1.0.0', '@rapport/platform': '1.0.0', '@rapport/ui': '1.0.0' };
  const v1 = { manifest: 'https://static.example/questionnaire/1.4.0/mf-manifest.json', version: '1.4.0', contracts: { '@rapport/platform': '1.2.0', '@rapport/ui': '1.0.1' } };
  const v2 = { manifest: 'https://static.example/questionnaire/2.0.0/mf-manifest.json', version: '2.0.0', contracts: { '@rapport/platform': '1.2.0', '@rapport/ui': '2.0.0' } };
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the release served when its shared contracts majors are the shell’s (or it says none)', () => {
    const served = { ...v1, previous: v2 };
    expect(usableRelease(served, shell)).toBe(served);
    const unsaid = { manifest: v1.manifest, version: '1.4.0' };
    expect(usableRelease(unsaid, shell)).toBe(unsaid);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('loads the release it replaced when the one served was built against another major, and says so', () => {
    expect(usableRelease({ ...v2, previous: v1 }, shell)).toBe(v1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('built against @rapport/ui 2.0.0, the shell has 1.0.0; loading 1.4.0 instead'));
  });

  it('loads nothing (the fallback panel) when neither fits, or when remotes.json has no such remote', () => {
    expect(usableRelease(v2, shell)).toBeUndefined();
    expect(usableRelease({ ...v2, previous: { ...v2, version: '2.0.1' } }, shell)).toBeUndefined();
    expect(usableRelease(undefined, shell)).toBeUndefined();
  });

  it('is blocked only by a major of a shared package the remote uses (the wire is bundled into each part)', () => {
    const otherWire = { ...v1, contracts: { '@rapport/wire': '4.0.0', '@rapport/platform': '1.9.0' } };
    expect(usableRelease(otherWire, shell)).toBe(otherWire);
    const otherPlatform = { ...v1, contracts: { '@rapport/platform': '2.0.0' } };
    expect(usableRelease(otherPlatform, { '@rapport/platform': '1.0.0' })).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('built against @rapport/platform 2.0.0, the shell has 1.0.0; not loaded'));
  });
});
