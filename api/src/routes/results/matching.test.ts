import * as fs from 'fs';
import * as path from 'path';
import sharp from 'sharp';
import { RESULTS_MESSAGES as M } from '@rapport/wire/api/results';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, questionnaireTypeId, tokenFor, type TestUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { finishThroughApi, progressOf, SAMPLES } from '@rapport/api/testing/journey';
import type { App } from '../../app';
import { loadContent } from '../../content/load';
import { individualResults, matchingContacts, users } from '../../db/schema';
import { computeIndividualResult, localizeResult, matchProfiles, partnerSoftSkills, prepareContent, toModelContent, type ProfileVector } from '../../model';
import { NOT_YOUR_EMAIL } from '../../plugins/auth';
import { blendPictures } from '../../services/results/morph';

const content = loadContent();
const standard = content.questionnaires.find((q) => q.questionnaire_type === 'standard');
if (!standard) throw new Error('no standard questionnaire');
const prep = prepareContent(toModelContent(standard, content.words));
const resultOf = (i: number) => computeIndividualResult(prep, SAMPLES[i].answers, SAMPLES[i].words);
const vectorOf = (i: number): ProfileVector => resultOf(i).vector;
const fiber = (name: string) => content.texts.fibers[name as keyof typeof content.texts.fibers];
const AVATARS = path.join(__dirname, '../../../content/avatars');

describe(`matchings (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  type Caller = TestUser & { token: string; firstName: string; lastName: string };
  let ada: Caller; // finished like sample 0
  let bob: Caller; // finished like sample 1, contact
  let cyd: Caller; // finished like sample 2, contact
  let dan: Caller; // not finished, contact
  let eve: Caller; // finished like sample 3, not a contact

  const signedIn = async (firstName: string, lastName: string): Promise<Caller> => {
    const user = await createUser(app.database.db, { firstName, lastName });
    return { ...user, firstName, lastName, token: await tokenFor(app, user.id) };
  };
  const befriend = async (a: Caller, b: Caller) => {
    const res = await http.post('/auth/user/add_matching', { referral: b.referral }, { token: a.token });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ada = await signedIn('Ada', 'Lovelace');
    bob = await signedIn('Bob', 'Marley');
    cyd = await signedIn('Cyd', 'Charisse');
    dan = await signedIn('Dan', 'Brown');
    eve = await signedIn('Eve', 'Curie');
    for (const [user, i] of [[ada, 0], [bob, 1], [cyd, 2], [eve, 3]] as const) {
      expect((await finishThroughApi(http, user, SAMPLES[i])).statusCode).toBe(200);
    }
    await http.put('/result/response/', { email: dan.email, ...progressOf(SAMPLES[4], 5) }, { token: dan.token });
    await befriend(ada, bob);
    await befriend(cyd, ada);
    await befriend(ada, dan);
  });
  afterAll(async () => {
    await app.close();
  });

  const lists = async (user: Caller) => {
    const res = await http.post('/result/matching/', { email: user.email }, { token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const detail = (user: Caller, partner: string) => http.post('/result/matching/detail/', { email: user.email, partner }, { token: user.token });

  describe('POST /result/matching/', () => {
    it('scores the matching contacts from their stored vectors, highest first, the unfinished last', async () => {
      const { b2c_matching: b2c } = await lists(ada);
      const expected = [
        { who: bob, i: 1 },
        { who: cyd, i: 2 },
      ]
        .map(({ who, i }) => ({ who, match: matchProfiles(vectorOf(0), vectorOf(i)) }))
        .sort((a, b) => b.match.rui_smooth - a.match.rui_smooth)
        .map(({ who, match }) => ({
          first_name: who.firstName,
          last_name: who.lastName,
          picture_url: null,
          email: who.email,
          rui_smooth: match.rui_smooth,
          top_fiber_en: fiber(match.top_fiber).name.en,
          top_fiber_fr: fiber(match.top_fiber).name.fr,
          top_fiber_ru: fiber(match.top_fiber).name.ru,
          is_finished: true,
          fake_user_uuid: null,
        }));
      expect(b2c).toEqual([
        ...expected,
        {
          first_name: 'Dan',
          last_name: 'Brown',
          picture_url: null,
          email: dan.email,
          rui_smooth: null,
          top_fiber_en: null,
          top_fiber_fr: null,
          top_fiber_ru: null,
          is_finished: false,
          fake_user_uuid: null,
        },
      ]);
      // Eve has finished but is nobody's contact
      expect(b2c.map((e: { email: string }) => e.email)).not.toContain(eve.email);
    });

    it('lists every sample profile with its picture, scored the same way, highest first', async () => {
      const { fake_matching: fake } = await lists(ada);
      expect(fake).toHaveLength(SAMPLES.length);
      const expected = SAMPLES.map((sample, i) => {
        const match = matchProfiles(vectorOf(0), vectorOf(i));
        return {
          first_name: sample.first_name,
          last_name: sample.last_name,
          picture_url: `/result/sample_picture/${sample.uuid}.svg`,
          email: null,
          rui_smooth: match.rui_smooth,
          top_fiber_en: fiber(match.top_fiber).name.en,
          top_fiber_fr: fiber(match.top_fiber).name.fr,
          top_fiber_ru: fiber(match.top_fiber).name.ru,
          is_finished: true,
          fake_user_uuid: sample.uuid,
        };
      }).sort((a, b) => b.rui_smooth - a.rui_smooth);
      expect(fake).toEqual(expected);
    });

    it('gives no scores to a user who has not finished, and needs the user’s own e-mail', async () => {
      const { b2c_matching: b2c, fake_matching: fake } = await lists(dan);
      expect(b2c).toEqual([expect.objectContaining({ email: ada.email, rui_smooth: null, is_finished: true, top_fiber_en: null })]);
      expect(fake.every((e: { rui_smooth: null; is_finished: boolean }) => e.rui_smooth === null && e.is_finished)).toBe(true);
      const res = await http.post('/result/matching/', { email: bob.email }, { token: ada.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 0, message: NOT_YOUR_EMAIL, code: 'auth.not_your_email' });
    });
  });

  describe('POST /result/matching/detail/', () => {
    it('gives the matching with a contact named by e-mail: scores, fibers, pictures, the partner’s soft skills', async () => {
      const res = await detail(ada, bob.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      const match = matchProfiles(vectorOf(0), vectorOf(1));
      const top = fiber(match.top_fiber);
      const bottom = fiber(match.bottom_fiber);
      expect(res.json()).toEqual({
        result: {
          rui_smooth: match.rui_smooth,
          similarity_smooth: match.similarity_smooth,
          immediate_harmony_smooth: match.immediate_harmony_smooth,
          deep_compatibility_smooth: match.deep_compatibility_smooth,
          complementarity_smooth: match.complementarity_smooth,
          understanding_smooth: match.understanding_smooth,
          top_fiber_en: top.name.en,
          top_fiber_fr: top.name.fr,
          top_fiber_ru: top.name.ru,
          bottom_fiber_en: bottom.name.en,
          bottom_fiber_fr: bottom.name.fr,
          bottom_fiber_ru: bottom.name.ru,
          top_fiber_description_en: top.description.en,
          top_fiber_description_fr: top.description.fr,
          top_fiber_description_ru: top.description.ru,
          bottom_fiber_description_en: bottom.description.en,
          bottom_fiber_description_fr: bottom.description.fr,
          bottom_fiber_description_ru: bottom.description.ru,
          picture_url_1: null,
          picture_url_2: null,
          // Bob's, as Ada reads them: in the third person
          soft_skills: partnerSoftSkills(vectorOf(1), content.texts),
          partner: { first_name: 'Bob', last_name: 'Marley' },
        },
      });
      // the pair is the same seen from either side
      const back = (await detail(bob, ada.email)).json().result;
      expect(back.rui_smooth).toBe(match.rui_smooth);
      expect(back.soft_skills).toEqual(partnerSoftSkills(vectorOf(0), content.texts));
      expect(back.soft_skills.en).not.toMatch(/\byou\b/i);
    });

    it('gives the matching with a sample profile named by its uuid', async () => {
      const sample = SAMPLES[5];
      const res = await detail(ada, sample.uuid);
      expect(res.statusCode).toBe(200);
      const match = matchProfiles(vectorOf(0), vectorOf(5));
      expect(res.json().result).toMatchObject({
        rui_smooth: match.rui_smooth,
        understanding_smooth: match.understanding_smooth,
        picture_url_2: `/result/sample_picture/${sample.uuid}.svg`,
        soft_skills: partnerSoftSkills(vectorOf(5), content.texts),
        partner: { first_name: sample.first_name, last_name: sample.last_name },
      });
    });

    it('answers 404 for anyone who is neither a matching contact nor a sample', async () => {
      for (const partner of [eve.email, 'nobody@example.org', '00000000-0000-4000-8000-000000000000', 'garbage', ada.email]) {
        const res = await detail(ada, partner);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 0, message: M.noPartner, code: 'results.no_partner' });
      }
    });

    it('answers 400 while either side has not finished, 403 for another user’s e-mail', async () => {
      const unfinished = await detail(ada, dan.email);
      expect(unfinished.statusCode).toBe(400);
      expect(unfinished.json()).toEqual({ status: 0, message: M.partnerNotFinished('Dan Brown'), code: 'results.partner_not_finished', params: { name: 'Dan Brown' } });
      const notMe = await detail(dan, ada.email);
      expect(notMe.statusCode).toBe(400);
      expect(notMe.json()).toEqual({ status: 0, message: M.notFinished, code: 'results.not_finished' });
      const other = await http.post('/result/matching/detail/', { email: bob.email, partner: ada.email }, { token: ada.token });
      expect(other.statusCode).toBe(403);
    });
  });

  describe('pictures', () => {
    it('serves a sample’s picture without a token', async () => {
      const sample = SAMPLES[0];
      const res = await http.get(`/result/sample_picture/${sample.uuid}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toBe(fs.readFileSync(path.join(AVATARS, sample.picture), 'utf8'));
      expect((await http.get('/result/sample_picture/00000000-0000-4000-8000-000000000000.svg')).statusCode).toBe(404);
      expect((await http.get('/result/sample_picture/not-a-uuid.svg')).statusCode).toBe(400);
      expect((await http.get(`/result/sample_picture/${sample.uuid}.png`)).statusCode).toBe(400);
    });

    it('morphs two samples’ pictures into a 256 x 256 PNG, the same whichever comes first', async () => {
      const [a, b] = [SAMPLES[0], SAMPLES[1]];
      const res = await http.get(`/auth/get_fake_user_image/?user_1=${a.uuid}&user_2=${b.uuid}`, { token: ada.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 256, height: 256 });
      const swapped = await http.get(`/auth/get_fake_user_image/?user_1=${b.uuid}&user_2=${a.uuid}`, { token: ada.token });
      expect(swapped.rawPayload.equals(res.rawPayload)).toBe(true);
      // a real 50/50 blend: each pixel is the mean of the two pictures' pixels
      const raster = (file: string) =>
        sharp(fs.readFileSync(path.join(AVATARS, file)), { density: 144 }).resize(256, 256).ensureAlpha().raw().toBuffer();
      const [pa, pb, pm] = await Promise.all([raster(a.picture), raster(b.picture), sharp(res.rawPayload).ensureAlpha().raw().toBuffer()]);
      let differs = 0;
      for (let i = 0; i < pm.length; i++) if (Math.abs(pm[i] - (pa[i] + pb[i]) / 2) > 1) differs += 1;
      expect(differs).toBe(0);
      expect(pa.equals(pm)).toBe(false);
      expect((await blendPictures(fs.readFileSync(path.join(AVATARS, a.picture)), fs.readFileSync(path.join(AVATARS, b.picture)))).equals(res.rawPayload)).toBe(true);
    });

    it('refuses unknown samples (404), malformed ids (400) and calls without a token (401)', async () => {
      const known = SAMPLES[0].uuid;
      const unknown = await http.get(`/auth/get_fake_user_image/?user_1=${known}&user_2=00000000-0000-4000-8000-000000000000`, { token: ada.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 0, message: M.unknownSample, code: 'results.unknown_sample' });
      expect((await http.get(`/auth/get_fake_user_image/?user_1=${known}&user_2=x`, { token: ada.token })).statusCode).toBe(400);
      expect((await http.get(`/auth/get_fake_user_image/?user_1=${known}`, { token: ada.token })).statusCode).toBe(400);
      expect((await http.get(`/auth/get_fake_user_image/?user_1=${known}&user_2=${known}`)).statusCode).toBe(401);
    });
  });

  describe('scale', () => {
    // how long that takes: `npm run bench:matching -w api`
    it('lists 200 finished contacts in one query over stored vectors', async () => {
      const db = app.database.db;
      const hub = await signedIn('Hub', 'Person');
      const typeId = await questionnaireTypeId(db, 'standard');
      const stored = SAMPLES.map((_, i) => {
        const r = resultOf(i);
        return { r, texts: localizeResult(r, content.texts) };
      });
      const people = await db
        .insert(users)
        .values(Array.from({ length: 200 }, (_, n) => ({ email: `crowd.${n}.${hub.id}@example.org`, firstName: `P${n}`, lastName: 'Crowd', referral: `crowd-${hub.id}-${n}` })))
        .returning({ id: users.id });
      await db.insert(individualResults).values(
        [{ id: hub.id }, ...people].map(({ id }, n) => {
          const { r, texts } = stored[n % stored.length];
          return {
            userId: id,
            questionnaireTypeId: typeId,
            w1: r.w_1, x1: r.x_1, y1: r.y_1, z1: r.z_1, w2: r.w_2, x2: r.x_2, y2: r.y_2, z2: r.z_2,
            ...r.raw,
            rPercent: r.r_percent, iPercent: r.i_percent, sPercent: r.s_percent,
            wordsSelected: SAMPLES[n % stored.length].words,
            wordsSorted: SAMPLES[n % stored.length].words,
            softSkills: texts.soft_skills,
            topPersonalDevelopment: texts.top_personal_development,
            wellbeingExpression: texts.wellbeing_expression,
            relationalCommunication: texts.relational_communication,
            approachToSituations: texts.approach_to_situations,
            visionOfTheWorld: texts.vision_of_the_world,
            featureVector: { ...r.vector },
          };
        }),
      );
      await db.insert(matchingContacts).values(people.map(({ id }) => ({ userId: hub.id, contactUserId: id })));

      await lists(hub); // content and samples are loaded once per process
      // what a read costs when nothing is in memory yet (the token and the lists are kept a few seconds)
      app.readCaches.sessions.clear();
      app.readCaches.results.clear();
      const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const spy = jest.spyOn(client, 'query');
      try {
        const { b2c_matching: b2c } = await lists(hub);
        expect(b2c).toHaveLength(200);
        expect(b2c.every((e: { is_finished: boolean }) => e.is_finished)).toBe(true);
        const scores = b2c.map((e: { rui_smooth: number }) => e.rui_smooth);
        expect(scores).toEqual([...scores].sort((x, y) => y - x));
        // the token check, then one query for the user and every contact
        expect(spy).toHaveBeenCalledTimes(2);
        // kept: the same answer again without any query (nothing about these users was written by this process)
        expect((await lists(hub)).b2c_matching).toEqual(b2c);
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
