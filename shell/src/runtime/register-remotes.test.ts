import { remoteActiveAt } from './register-remotes';

const at = (pathname: string) => ({ pathname }) as Location;
const visitor = () => ({ loggedIn: false, isCompanyUser: false });
const individual = () => ({ loggedIn: true, isCompanyUser: false });
const admin = () => ({ loggedIn: true, isCompanyUser: true });

describe('which remote is active where', () => {
  it('keeps mfe-auth active on every page for its overlays', () => {
    expect(remoteActiveAt('auth', at('/results'), visitor)).toBe(true);
    expect(remoteActiveAt('auth', at('/nowhere'), visitor)).toBe(true);
  });

  it('mounts a remote only on its own routes and only when access allows', () => {
    expect(remoteActiveAt('questionnaire', at('/results'), visitor)).toBe(false);
    expect(remoteActiveAt('questionnaire', at('/results'), individual)).toBe(true);
    expect(remoteActiveAt('questionnaire', at('/recruitments'), admin)).toBe(false);
    expect(remoteActiveAt('company', at('/recruitments'), individual)).toBe(false);
    expect(remoteActiveAt('company', at('/recruitments/3/update'), admin)).toBe(true);
    expect(remoteActiveAt('barometer', at('/barometerquestionnaire/Acme'), visitor)).toBe(true);
  });
});
