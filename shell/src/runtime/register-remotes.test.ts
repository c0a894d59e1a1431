import { REMOTE_TABLE, remoteDef, type RemoteDef } from '@rapport/contracts';
import { remoteActiveAt } from './register-remotes';

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
