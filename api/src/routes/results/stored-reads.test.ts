import { eq } from 'drizzle-orm';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { authHeader, createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { finishDirectly, SAMPLES } from '@rapport/api/testing/journey';
import type { App } from '../../app';
import { individualResults, matchingContacts } from '../../db/schema';
import { isProfileVector, matchProfiles } from '../../model';

/**
 * The result calls read what the submission stored: no answer is scored again per read. A stored
 * row changed behind the model's back is what they answer (a recomputation would undo it).
 */
describe(`results reads use the stored values (${testDatabaseKind})`, () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = async (userId: number, email: string, url: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...authHeader(await tokenFor(app, userId)), 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Record<string, unknown>>();
  };

  it('POST /result/individual_result/ answers the stored axes, percents and texts', async () => {
    const db = app.database.db;
    const user = await createUser(db, { password: null });
    await finishDirectly(app, { id: user.id }, SAMPLES[0]);
    const texts = { en: 'Stored text', fr: 'Texte stocké', ru: 'Stored text ru' };
    await db
      .update(individualResults)
      .set({ w1: 0.123, z2: -0.456, rPercent: 7, iPercent: 13, sPercent: 80, softSkills: texts })
      .where(eq(individualResults.userId, user.id));
    const answer = await post(user.id, user.email, '/result/individual_result/');
    expect(answer).toEqual(expect.objectContaining({ w_1: 0.123, z_2: -0.456, r_percent: 7, i_percent: 13, s_percent: 80, soft_skills: texts }));
  });

  it('POST /result/matching/ scores the stored vectors', async () => {
    const db = app.database.db;
    const me = await createUser(db, { password: null, lastName: 'Me' });
    const partner = await createUser(db, { password: null, lastName: 'Partner' });
    await finishDirectly(app, { id: me.id }, SAMPLES[0]);
    await finishDirectly(app, { id: partner.id }, SAMPLES[1]);
    await db.insert(matchingContacts).values({ userId: me.id, contactUserId: partner.id });
    const [mine] = await db.select({ vector: individualResults.featureVector }).from(individualResults).where(eq(individualResults.userId, me.id));
    if (!isProfileVector(mine.vector)) throw new Error('no stored vector');
    const before = (await post(me.id, me.email, '/result/matching/')).b2c_matching as { rui_smooth: number }[];
    // the partner's stored vector replaced by mine: the score is the one of two equal profiles
    await db.update(individualResults).set({ featureVector: mine.vector as unknown as Record<string, unknown> }).where(eq(individualResults.userId, partner.id));
    // written behind the app's back: answered once the kept list's few seconds are over (results-cache.test.ts); not waited for here
    app.readCaches.results.clear();
    const after = (await post(me.id, me.email, '/result/matching/')).b2c_matching as { rui_smooth: number }[];
    const same = matchProfiles(mine.vector, mine.vector).rui_smooth;
    expect(after[0].rui_smooth).toBe(same);
    expect(before[0].rui_smooth).not.toBe(same);
  });
});
