import { reachablePaths, reachableRemotes, remotePrefetcher } from './prefetch-remotes';

const visitor = { loggedIn: false, isCompanyUser: false };
const individual = { loggedIn: true, isCompanyUser: false };
const admin = { loggedIn: true, isCompanyUser: true };

describe('prefetching the remotes a visitor can reach next', () => {
  it('knows who reaches what from the navigation (no page with parameters, access allowed)', () => {
    expect(reachableRemotes(visitor)).toEqual(['auth']);
    expect(reachableRemotes(individual).sort()).toEqual(['auth', 'questionnaire']);
    expect(reachableRemotes(admin)).toEqual(expect.arrayContaining(['auth', 'questionnaire', 'company']));
    expect(reachableRemotes(admin)).not.toContain('barometer');
    expect(reachablePaths(individual, 'questionnaire')).toEqual(expect.arrayContaining(['/results', '/contacts', '/choice']));
    expect(reachablePaths(individual, 'company')).toEqual([]);
    expect(reachablePaths(admin, 'company')).toContain('/recruitments');
  });

  it('gives each remote the paths of its pages the visitor can open', () => {
    const asked: [string, string[]][] = [];
    const prefetch = remotePrefetcher(async (name, paths) => void asked.push([name, paths]), { idle: (callback) => callback(), available: () => true });
    prefetch(individual, ['auth']);
    expect(asked).toEqual([['questionnaire', reachablePaths(individual, 'questionnaire')]]);
  });

  it('fetches, once the browser is idle, each reachable remote not mounted yet, once', async () => {
    const fetched: string[] = [];
    const idle: (() => void)[] = [];
    const prefetch = remotePrefetcher(async (name) => void fetched.push(name), { idle: (callback) => void idle.push(callback), available: () => true });
    prefetch(individual, ['auth']);
    expect(fetched).toEqual([]);
    idle.splice(0).forEach((callback) => callback());
    expect(fetched).toEqual(['questionnaire']);
    // signed in as an admin later: the company's remote, not the questionnaire's again
    prefetch(admin, ['auth', 'questionnaire']);
    idle.splice(0).forEach((callback) => callback());
    expect(fetched).toEqual(['questionnaire', 'company']);
    prefetch(admin, ['auth']);
    expect(idle).toEqual([]);
  });

  it('skips a remote remotes.json does not name, and tries a failed one again next time', async () => {
    let fail = true;
    const fetched: string[] = [];
    const prefetch = remotePrefetcher(
      async (name) => {
        fetched.push(name);
        if (fail) throw new Error('offline');
      },
      { idle: (callback) => callback(), available: (name) => name !== 'company' },
    );
    prefetch(admin, ['auth']);
    await Promise.resolve();
    expect(fetched).toEqual(['questionnaire']);
    fail = false;
    prefetch(admin, ['auth']);
    expect(fetched).toEqual(['questionnaire', 'questionnaire']);
  });
});
