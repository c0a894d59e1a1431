import { eq, sql } from 'drizzle-orm';
import { OWN_REFERRAL, UNKNOWN_REFERRAL } from '@rapport/wire/api/account';
import { appForSuite, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { signedIn } from '@rapport/api/testing/company';
import { addCompanyUser, createCompany, createResult, createUser } from '@rapport/api/testing/fixtures';
import { companyUsers, matchingContacts } from '../../db/schema';

/** The signed-in user's own account: the profile, the result read after sign-in, a matching added by referral. */
describe(`the signed-in user's account (${testDatabaseKind})`, () => {
  const suite = appForSuite();

  describe('POST /result/profile/', () => {
    it('gives the profile with the companies, the first membership first', async () => {
      const db = suite.app.database.db;
      const user = await signedIn(suite.app, { firstName: 'Grace', lastName: 'Hopper' });
      const first = await createCompany(db, { name: `First ${user.id}`, supportsBarometer: true, quotationAccess: true, logo: '/logo.png' });
      const second = await createCompany(db, { name: `Second ${user.id}`, supportsAvatar: true });
      await addCompanyUser(db, first, user.id);
      await addCompanyUser(db, second, user.id);
      await db.update(companyUsers).set({ createdAt: sql`now() + interval '1 minute'` }).where(eq(companyUsers.companyId, second));
      const res = await suite.http.post('/result/profile/', { email: user.email }, { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        first_name: 'Grace',
        last_name: 'Hopper',
        email: user.email,
        picture_url: null,
        referral: user.referral,
        has_password: true,
        email_verified: false,
        companies: [
          {
            company: {
              pk: first,
              name: `First ${user.id}`,
              company_logo: '/logo.png',
              supports_barometer: true,
              supports_avatar: false,
              quotation_access: true,
              time_zone: 'Europe/Paris',
              extra_supported_fields: [],
            },
          },
          {
            company: {
              pk: second,
              name: `Second ${user.id}`,
              company_logo: null,
              supports_barometer: false,
              supports_avatar: true,
              quotation_access: false,
              time_zone: 'Europe/Paris',
              extra_supported_fields: [],
            },
          },
        ],
      });
    });
  });

  describe('POST /result/individual_result/ (read by the session after sign-in)', () => {
    it('answers w_1 = -1, the other numbers 0 and no texts or files before the questionnaire is finished', async () => {
      const user = await signedIn(suite.app);
      const res = await suite.http.post('/result/individual_result/', { email: user.email }, { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        w_1: -1,
        x_1: 0,
        y_1: 0,
        z_1: 0,
        w_2: 0,
        x_2: 0,
        y_2: 0,
        z_2: 0,
        r_percent: 0,
        i_percent: 0,
        s_percent: 0,
        soft_skills: null,
        top_personal_development: null,
        wellbeing_expression: null,
        relational_communication: null,
        approach_to_situations: null,
        vision_of_the_world: null,
        files: null,
        reports_ready: false,
      });
    });

    it('gives the stored result of the standard questionnaire, else the latest, with the paths of its report files', async () => {
      const db = suite.app.database.db;
      const user = await signedIn(suite.app);
      await createResult(db, user.id, { questionnaireType: 'workplace', w1: 0.9 });
      const res = await suite.http.post('/result/individual_result/', { email: user.email }, { token: user.token });
      expect(res.json()).toMatchObject({
        w_1: 0.9,
        files: { profile_pdf: { fr: '/result/report/profile-pdf/fr/?questionnaire_type=workplace' } },
      });

      await createResult(db, user.id, { questionnaireType: 'standard', w1: 0.25, finishedAt: new Date('2020-01-01T00:00:00Z') });
      // written behind the app's back (not a submission): answered after the kept answer's few seconds, not waited for here
      suite.app.readCaches.results.clear();
      const standard = (await suite.http.post('/result/individual_result/', { email: user.email }, { token: user.token })).json();
      const paths = (kind: string) => ({ en: `/result/report/${kind}/en/`, fr: `/result/report/${kind}/fr/`, ru: `/result/report/${kind}/ru/` });
      expect(standard).toEqual({
        w_1: 0.25,
        x_1: 0.1,
        y_1: -0.2,
        z_1: 0.3,
        w_2: 0.4,
        x_2: -0.1,
        y_2: 0.2,
        z_2: -0.3,
        r_percent: 40,
        i_percent: 35,
        s_percent: 25,
        soft_skills: { en: 'soft skills (en)', fr: 'soft skills (fr)', ru: 'soft skills (ru)' },
        top_personal_development: { en: 'development (en)', fr: 'development (fr)', ru: 'development (ru)' },
        wellbeing_expression: { en: 'wellbeing (en)', fr: 'wellbeing (fr)', ru: 'wellbeing (ru)' },
        relational_communication: { en: 'communication (en)', fr: 'communication (fr)', ru: 'communication (ru)' },
        approach_to_situations: { en: 'approach (en)', fr: 'approach (fr)', ru: 'approach (ru)' },
        vision_of_the_world: { en: 'vision (en)', fr: 'vision (fr)', ru: 'vision (ru)' },
        files: { profile_pdf: paths('profile-pdf'), cv_pdf: paths('cv-pdf'), cv_docx: paths('cv-docx') },
        // no reports job is pending for it: a download makes a missing file
        reports_ready: true,
      });
      // a query naming the questionnaire gives that one's result
      const workplace = await suite.http.post('/result/individual_result/?questionnaire_type=workplace', { email: user.email }, { token: user.token });
      expect(workplace.json()).toMatchObject({ w_1: 0.9 });
    });
  });

  describe('POST /auth/user/add_matching', () => {
    it("makes the referral's owner and the caller matching contacts both ways, once", async () => {
      const db = suite.app.database.db;
      const me = await signedIn(suite.app);
      const friend = await createUser(db);
      for (let i = 0; i < 2; i += 1) {
        const res = await suite.http.post('/auth/user/add_matching', { referral: friend.referral }, { token: me.token });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 1 });
      }
      const links = await db
        .select()
        .from(matchingContacts)
        .where(sql`${matchingContacts.userId} in (${me.id}, ${friend.id})`);
      expect(links.map((l) => `${l.userId}>${l.contactUserId}`).sort()).toEqual([`${friend.id}>${me.id}`, `${me.id}>${friend.id}`].sort());
    });

    it('refuses the own code and an unknown one with status 0 and a message', async () => {
      const me = await signedIn(suite.app);
      const own = await suite.http.post('/auth/user/add_matching', { referral: me.referral }, { token: me.token });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({ status: 0, message: OWN_REFERRAL, code: 'link.own_referral' });
      const unknown = await suite.http.post('/auth/user/add_matching', { referral: 'no-such-code' }, { token: me.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 0, message: UNKNOWN_REFERRAL, code: 'link.unknown_referral' });
    });
  });
});
