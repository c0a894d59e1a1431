import * as fs from 'fs';
import * as path from 'path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { SAMPLES } from '@rapport/api/testing/journey';
import type { App } from '../../app';
import { jobs, sampleMorphs } from '../../db/schema';
import { blendPictures, MORPH_JOB } from '../../services/results/morph';

const AVATARS = path.join(__dirname, '../../../content/avatars');

/**
 * The samples' morph made ahead: the first request for a pair blends it for itself
 * and queues one morph job per unordered pair, which stores the PNG for every replica; later
 * requests are answered from the stored PNG while it was made from the pictures as they are.
 */
describe(`sample morphs (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let token: string;
  const [a, b] = [SAMPLES[2], SAMPLES[5]];
  const pair = [a.uuid, b.uuid].sort().join('+');

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    token = await tokenFor(app, (await createUser(app.database.db)).id);
  });
  afterAll(async () => {
    await app.close();
  });

  const morph = (user1: string, user2: string) => http.get(`/auth/get_fake_user_image/?user_1=${user1}&user_2=${user2}`, { token });
  const morphJobs = () => app.database.db.select().from(jobs).where(and(eq(jobs.kind, MORPH_JOB), eq(jobs.key, `pair:${pair}`)));
  const storedMorphs = () => app.database.db.select().from(sampleMorphs).where(eq(sampleMorphs.pair, pair));
  const expectPng = (res: Awaited<ReturnType<typeof morph>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  };

  it('blends a pair asked for the first time and queues one job for it, whichever sample comes first', async () => {
    const blend = await blendPictures(fs.readFileSync(path.join(AVATARS, a.picture)), fs.readFileSync(path.join(AVATARS, b.picture)));
    const first = await morph(a.uuid, b.uuid);
    expectPng(first);
    expect(first.rawPayload.equals(blend)).toBe(true);
    const swapped = await morph(b.uuid, a.uuid);
    expectPng(swapped);
    expect(swapped.rawPayload.equals(blend)).toBe(true);
    // one pending job for the unordered pair, nothing stored by the requests themselves
    expect(await morphJobs()).toEqual([expect.objectContaining({ finishedAt: null, failedAt: null, payload: { user_1: pair.split('+')[0], user_2: pair.split('+')[1] } })]);
    expect(await storedMorphs()).toEqual([]);
  });

  it('stores the morph from the job, and answers from it with the same bytes and headers, queueing nothing more', async () => {
    expect(await app.jobs.runDue()).toBe(1);
    const [stored] = await storedMorphs();
    const blend = await blendPictures(fs.readFileSync(path.join(AVATARS, a.picture)), fs.readFileSync(path.join(AVATARS, b.picture)));
    expect(stored.body.equals(blend)).toBe(true);
    const res = await morph(a.uuid, b.uuid);
    expectPng(res);
    expect(res.rawPayload.equals(blend)).toBe(true);

    // the stored bytes are what is sent: a row changed behind the API is what the call answers
    const marker = await sharp({ create: { width: 1, height: 1, channels: 4, background: '#ff0000' } }).png().toBuffer();
    await app.database.db.update(sampleMorphs).set({ body: marker }).where(eq(sampleMorphs.pair, pair));
    const served = await morph(b.uuid, a.uuid);
    expectPng(served);
    expect(served.rawPayload.equals(marker)).toBe(true);
    expect((await morphJobs()).map((job) => job.finishedAt instanceof Date)).toEqual([true]);
    expect(await app.jobs.runDue()).toBe(0);
  });

  it('never serves a morph made from other pictures: it is blended again and the job stores it anew', async () => {
    // as if a picture had been replaced since the morph was made
    await app.database.db.update(sampleMorphs).set({ fingerprint: 'pictures-of-before' }).where(eq(sampleMorphs.pair, pair));
    const blend = await blendPictures(fs.readFileSync(path.join(AVATARS, a.picture)), fs.readFileSync(path.join(AVATARS, b.picture)));
    const res = await morph(a.uuid, b.uuid);
    expectPng(res);
    expect(res.rawPayload.equals(blend)).toBe(true);
    expect((await morphJobs()).filter((job) => job.finishedAt === null)).toHaveLength(1);
    expect(await app.jobs.runDue()).toBe(1);
    const [stored] = await storedMorphs();
    expect(stored.fingerprint).not.toBe('pictures-of-before');
    expect(stored.body.equals(blend)).toBe(true);
  });
});
