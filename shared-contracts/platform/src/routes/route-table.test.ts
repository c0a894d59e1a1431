import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_TABLE, REMOTES } from './remote-table';
import { chromeFor, findRoute, matchPath, redirectFor, ROUTES } from './route-table';

describe('route table', () => {
  it('matches literal and parameter segments, ignoring a trailing slash', () => {
    expect(matchPath('/recruitments/:missionId/update', '/recruitments/42/update')).toEqual({ missionId: '42' });
    expect(matchPath('/choice', '/choice/')).toEqual({});
    expect(matchPath('/choice', '/choices')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });

  it('finds the owning remote of every spec page', () => {
    expect(findRoute('/')?.remote).toBe('auth');
    expect(findRoute('/results')?.remote).toBe('questionnaire');
    expect(findRoute('/values/7/update')?.remote).toBe('company');
    expect(findRoute('/barometer/add')).toEqual({ path: '/barometer/add', remote: 'company', access: 'company' });
    expect(findRoute('/barometer/12/update')).toEqual({ path: '/barometer/:missionId/update', remote: 'company', access: 'company' });
    expect(findRoute('/barometer/texts')).toEqual({ path: '/barometer/texts', remote: 'company', access: 'company' });
    expect(findRoute('/activity')).toEqual({ path: '/activity', remote: 'company', access: 'company' });
    expect(findRoute('/barometerquestionnaire/Acme/')?.remote).toBe('barometer');
    expect(findRoute('/reminders/stop')).toEqual({ path: '/reminders/stop', remote: 'auth', access: 'public' });
    expect(findRoute('/nowhere')).toBeNull();
  });

  it('sends visitors without a token to / and non-company users to /pro', () => {
    const results = findRoute('/results')!;
    const recruitments = findRoute('/recruitments')!;
    expect(redirectFor(results, { loggedIn: false, isCompanyUser: false })).toBe('/');
    expect(redirectFor(results, { loggedIn: true, isCompanyUser: false })).toBeNull();
    expect(redirectFor(recruitments, { loggedIn: false, isCompanyUser: false })).toBe('/');
    expect(redirectFor(recruitments, { loggedIn: true, isCompanyUser: false })).toBe('/pro');
    expect(redirectFor(recruitments, { loggedIn: true, isCompanyUser: true })).toBeNull();
  });

  it('shows the public survey without the product around it, every other page with it', () => {
    expect(chromeFor('/barometerquestionnaire/Acme/')).toBe('none');
    expect(chromeFor('/barometerquestionnaire/Acme%20Inc')).toBe('none');
    expect(ROUTES.filter((route) => route.chrome === 'none').map((route) => route.path)).toEqual(['/barometerquestionnaire/:companyName']);
    for (const pathname of ['/', '/pro', '/results', '/barometer', '/barometer/add', '/nowhere']) expect(chromeFor(pathname)).toBe('full');
  });

  it('has no two routes with the same pattern', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names only remotes of the remote table, each with its workspace folder', () => {
    for (const route of ROUTES) expect(REMOTES).toContain(route.remote);
    expect(new Set(REMOTES).size).toBe(REMOTES.length);
    for (const remote of REMOTE_TABLE) {
      expect(existsSync(path.join(__dirname, '../../../..', remote.workspace, 'package.json'))).toBe(true);
    }
  });
});
