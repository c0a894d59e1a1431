import { INVALID_CURSOR } from '@rapport/wire/api/activity';
import { appForSuite, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { ACTIVITY, insertAtExactTimes, insertEntries } from '@rapport/api/testing/activity';
import { companyWithAdmin, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { addCompanyUser } from '@rapport/api/testing/fixtures';

/** GET /company/activity/: the active company's trail for its admins, newest first, filtered, paged by keyset. */
describe(`company activity (${testDatabaseKind})`, () => {
  const suite = appForSuite();
  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

  const page = async (caller: SignedIn, query = '') => {
    const res = await suite.http.get(`${ACTIVITY}${query}`, { token: caller.token });
    expect(res.statusCode).toBe(200);
    return res.json() as { entries: { id: number; kind: string; subject: string; actor_email: string | null; at: string }[]; next_cursor: string | null; people: string[] };
  };

  /** Every entry a filter gives, page after page (`limit` a page), and the pages' sizes. */
  const allPages = async (caller: SignedIn, filter: string, limit: number) => {
    const ids: number[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=${limit}${filter}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const answer = await page(caller, query);
      ids.push(...answer.entries.map((entry) => entry.id));
      sizes.push(answer.entries.length);
      cursor = answer.next_cursor;
    } while (cursor !== null);
    return { ids, sizes };
  };

  it("answers the company's entries newest first, each with who, when, what and from where", async () => {
    const { companyId, admin } = await companyWithAdmin(suite.app);
    const [older, newer] = await insertEntries(suite.app, [
      { companyId, kind: 'mission.created', subject: 'REC-1 Backend developer', actorUserId: admin.id, actorEmail: admin.email, ip: '198.51.100.4', detail: { mission_type: 'R' }, createdAt: daysAgo(3) },
      { companyId, kind: 'contact.reminded', subject: 'Ada Lovelace <ada@example.org>', actorEmail: null, ip: null, detail: { reminder: 1 }, createdAt: daysAgo(1) },
    ]);
    const answer = await page(admin);
    expect(answer).toEqual({
      entries: [
        { id: newer, at: expect.any(String), kind: 'contact.reminded', actor_email: null, ip: null, subject: 'Ada Lovelace <ada@example.org>', detail: { reminder: 1 } },
        { id: older, at: expect.any(String), kind: 'mission.created', actor_email: admin.email, ip: '198.51.100.4', subject: 'REC-1 Backend developer', detail: { mission_type: 'R' } },
      ],
      next_cursor: null,
      people: [admin.email],
    });
    expect(Date.parse(answer.entries[1].at)).toBeCloseTo(daysAgo(3).getTime(), -4);
  });

  it('filters by kind and by person (the admin’s address, any case), and pages without repeating or skipping an entry', async () => {
    const { companyId, admin } = await companyWithAdmin(suite.app);
    const colleague = await signedIn(suite.app, { email: `Colleague.${Date.now()}@Example.org` });
    await addCompanyUser(suite.app.database.db, companyId, colleague.id);
    const at = daysAgo(2);
    // seven entries at one moment (an import's), the rest a minute apart: ties are ordered by id
    const ids = await insertEntries(suite.app, [
      ...Array.from({ length: 7 }, () => ({ companyId, kind: 'contact.imported' as const, actorEmail: admin.email, createdAt: at })),
      ...Array.from({ length: 5 }, (_, n) => ({ companyId, kind: 'contact.invited' as const, actorEmail: colleague.email, createdAt: new Date(at.getTime() + (n + 1) * 60_000) })),
    ]);
    const newestFirst = [...ids.slice(7).reverse(), ...ids.slice(0, 7).reverse()];
    const paged = await allPages(admin, '', 5);
    expect(paged).toEqual({ ids: newestFirst, sizes: [5, 5, 2] });
    expect((await allPages(admin, '', 12)).sizes).toEqual([12]);

    expect((await allPages(admin, '&kind=contact.imported', 3)).ids).toEqual(ids.slice(0, 7).reverse());
    expect((await allPages(admin, `&person=${encodeURIComponent(colleague.email.toUpperCase())}`, 2)).ids).toEqual(ids.slice(7).reverse());
    expect((await allPages(admin, `&person=${encodeURIComponent(colleague.email)}&kind=contact.imported`, 2)).ids).toEqual([]);
    expect((await page(admin)).people).toEqual([admin.email, colleague.email].sort());
    // a filter left empty is no filter
    expect((await page(admin, '?kind=&person=&limit=')).entries).toHaveLength(12);
  });

  it('pages at the database’s precision: entries a microsecond apart are neither repeated nor skipped', async () => {
    const { companyId, admin } = await companyWithAdmin(suite.app);
    const ids = await insertAtExactTimes(suite.app, companyId, [
      '2026-05-04 10:00:00.000100+00',
      '2026-05-04 10:00:00.000300+00',
      '2026-05-04 10:00:00.000200+00',
      '2026-05-04 10:00:00.000400+00',
    ]);
    expect((await allPages(admin, '', 1)).ids).toEqual([ids[3], ids[1], ids[2], ids[0]]);
  });

  it("shows an admin nothing of another company's trail, and a non-company user nothing at all", async () => {
    const { companyId } = await companyWithAdmin(suite.app);
    await insertEntries(suite.app, [{ companyId, subject: 'Secret Person <secret@example.org>', actorEmail: 'boss@example.org' }]);
    const other = await companyWithAdmin(suite.app);
    expect(await page(other.admin)).toEqual({ entries: [], next_cursor: null, people: [] });
    expect(await page(other.admin, `?person=${encodeURIComponent('boss@example.org')}`)).toEqual({ entries: [], next_cursor: null, people: [] });

    const individual = await signedIn(suite.app);
    const refused = await suite.http.get(ACTIVITY, { token: individual.token });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: expect.objectContaining({ status: 0, code: 'company.not_a_company_user' }) });
    expect((await suite.http.get(ACTIVITY)).statusCode).toBe(401);
  });

  it('refuses a kind it does not know, a limit out of range and a cursor it did not make, with a 400 naming the field', async () => {
    const { admin } = await companyWithAdmin(suite.app);
    const forged = Buffer.from(JSON.stringify(["2026-01-01'; drop table company_activity; --", 1])).toString('base64url');
    for (const [query, field] of [
      ['?kind=contact.stolen', 'kind'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${forged}`, 'cursor'],
      [`?cursor=${'x'.repeat(201)}`, 'cursor'],
    ]) {
      const res = await suite.http.get(`${ACTIVITY}${query}`, { token: admin.token });
      expect({ query, status: res.statusCode, field: res.json().field }).toEqual({ query, status: 400, field });
    }
    const bad = await suite.http.get(`${ACTIVITY}?cursor=${forged}`, { token: admin.token });
    expect(bad.json()).toEqual(refusal(INVALID_CURSOR));
  });
});
