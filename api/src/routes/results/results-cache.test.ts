import { eq } from 'drizzle-orm';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { finishDirectly, finishThroughApi, SAMPLES } from '@rapport/api/testing/journey';
import type { App } from '../../app';
import { individualResults } from '../../db/schema';
import { RESULTS_CACHE_TTL_MS } from '../../repositories/read-caches';
import { reportsReady } from '../../services/results/report-files';
import { individualResultResponse } from '../../services/results/results-service';

interface Entry {
  email: string | null;
  rui_smooth: number | null;
  is_finished: boolean;
}

/**
 * The individual result and the matching lists are answered from memory by user for
 * RESULTS_CACHE_TTL_MS (services/results/result-reads.ts). What this process writes is answered
 * at once; a change written elsewhere (another replica, a statement) within the TTL.
 */
describe(`results reads from memory (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let clock = Date.now();

  beforeAll(async () => {
    app = await buildTestApp({}, { readCaches: { now: () => clock } });
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const person = async (lastName: string) => {
    const user = await createUser(app.database.db, { password: null, lastName });
    return { ...user, token: await tokenFor(app, user.id) };
  };
  type Person = Awaited<ReturnType<typeof person>>;
  const result = async (who: Person) => {
    const res = await http.post('/result/individual_result/', { email: who.email }, { token: who.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json<Record<string, unknown>>();
  };
  const contacts = async (who: Person) => {
    const res = await http.post('/result/matching/', { email: who.email }, { token: who.token });
    expect(res.statusCode).toBe(200);
    return res.json<{ b2c_matching: Entry[]; fake_matching: Entry[] }>().b2c_matching;
  };
  const stored = async (userId: number) => {
    const row = await app.resultsRepository.result(userId, null);
    return JSON.parse(JSON.stringify(individualResultResponse(row, await reportsReady(app.database.db, row)))) as Record<string, unknown>;
  };
  /**
   * After a write about a user, nothing about them is kept for a TTL (its transaction may not
   * have committed yet): the time passed, so that the next read is kept and the checks below
   * show that the next write drops it.
   */
  const settle = () => {
    clock += RESULTS_CACHE_TTL_MS;
  };
  const pair = async (a: Person, b: Person) => app.database.db.transaction((tx) => app.matchingContactsRepository.addMatchingPair(tx, a.id, b.id));

  it('answers what is stored, as the serializer writes it', async () => {
    const me = await person('Stored');
    await finishDirectly(app, me, SAMPLES[0]);
    settle();
    expect(await result(me)).toEqual(await stored(me.id));
    expect(await result(me)).toEqual(await stored(me.id));
    expect(app.readCaches.results.size).toBeGreaterThan(0);
  });

  it('answers a resubmitted result at once, through the API as through the service', async () => {
    const me = await person('Resubmits');
    await finishDirectly(app, me, SAMPLES[0]);
    settle();
    const first = await result(me);
    await finishDirectly(app, me, SAMPLES[1]);
    const second = await result(me);
    expect(second).toEqual(await stored(me.id));
    expect(second.soft_skills).not.toEqual(first.soft_skills);
    settle();
    await result(me);
    const again = await finishThroughApi(http, me, SAMPLES[2]);
    expect(again.statusCode).toBe(200);
    // the reports job is pending: answered from the database (not kept) until the files are made
    expect(await result(me)).toEqual({ ...(await stored(me.id)), reports_ready: false });
    await app.jobs.runDue();
    expect(await result(me)).toEqual({ ...(await stored(me.id)), reports_ready: true });
  });

  it('does not keep "not finished": the first submission is answered at once', async () => {
    const me = await person('Newcomer');
    settle();
    expect(await result(me)).toMatchObject({ w_1: -1, files: null });
    await finishDirectly(app, me, SAMPLES[0]);
    expect(await result(me)).toEqual(await stored(me.id));
  });

  it('answers a change written elsewhere within the TTL', async () => {
    const me = await person('Elsewhere');
    await finishDirectly(app, me, SAMPLES[0]);
    settle();
    await result(me);
    // what another replica's submission writes
    await app.database.db.update(individualResults).set({ rPercent: 99 }).where(eq(individualResults.userId, me.id));
    clock += RESULTS_CACHE_TTL_MS - 1;
    expect((await result(me)).r_percent).not.toBe(99);
    clock += 1;
    expect((await result(me)).r_percent).toBe(99);
  });

  it("answers a contact's resubmission, a new contact and a deleted contact at once in the matching list", async () => {
    const me = await person('Lists');
    const ann = await person('Ann');
    const bob = await person('Bob');
    await finishDirectly(app, me, SAMPLES[0]);
    await finishDirectly(app, ann, SAMPLES[1]);
    await pair(me, ann);
    settle();
    const before = await contacts(me);
    expect(before.map((c) => c.email)).toEqual([ann.email]);

    await contacts(me);
    await finishDirectly(app, ann, SAMPLES[0]);
    const after = await contacts(me);
    // the same profile as mine now: the score of two equal vectors, not the one kept before
    expect(after[0].rui_smooth).not.toBe(before[0].rui_smooth);

    settle();
    await contacts(me);
    await pair(me, bob);
    expect((await contacts(me)).map((c) => [c.email, c.is_finished])).toEqual(
      expect.arrayContaining([
        [ann.email, true],
        [bob.email, false],
      ]),
    );

    settle();
    await contacts(me);
    await finishDirectly(app, bob, SAMPLES[2]);
    expect((await contacts(me)).find((c) => c.email === bob.email)?.is_finished).toBe(true);

    settle();
    await contacts(me);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { authorization: `Token ${ann.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({}),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await contacts(me)).map((c) => c.email)).toEqual([bob.email]);
  });
});
