import { eq } from 'drizzle-orm';
import { BAROMETER_MESSAGES } from '@rapport/wire/api/barometer';
import { createSurvey } from '@rapport/api/testing/barometer';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { companies } from '../../db/schema';

const none = { header1: null, header2: null, intro: null };
const blank = { header1: '', header2: '', intro: '' };

/**
 * The company's texts on its survey pages, per survey language: what the admin writes is what
 * the survey's link shows, the default language's also in the spec's three fields.
 */
describe(`the survey page texts (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let companyId: number;
  let admin: SignedIn;
  let survey: { id: number; referral: string };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { supportsBarometer: true }));
    survey = await createSurvey(app, companyId);
  });
  afterAll(async () => {
    await app.close();
  });

  const put = (body: unknown, token = admin.token) => http.put('/company/barometer_texts/', body, { token });
  const lookup = async () => (await http.get(`/company/get_company_from_mission/?mission_referral=${survey.referral}`)).json();

  it('has none at first, in English by default', async () => {
    const res = await http.get('/company/barometer_texts/', { token: admin.token });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { default_language: 'en', texts: { en: none, fr: none, ru: none } } });
  });

  it('stores each language, blank fields as none, and the survey link shows them', async () => {
    const res = await put({
      default_language: 'fr',
      texts: {
        en: { header1: '  How are we doing?  ', header2: '', intro: 'First line.\n\nSecond paragraph.' },
        fr: { header1: 'Comment allons-nous ?', header2: 'Enquête 2026', intro: 'Anonyme.' },
        ru: blank,
      },
    });
    const stored = {
      default_language: 'fr',
      texts: {
        en: { header1: 'How are we doing?', header2: null, intro: 'First line.\n\nSecond paragraph.' },
        fr: { header1: 'Comment allons-nous ?', header2: 'Enquête 2026', intro: 'Anonyme.' },
        ru: none,
      },
    };
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: stored });
    expect((await http.get('/company/barometer_texts/', { token: admin.token })).json()).toEqual(stored);
    expect(await lookup()).toEqual(
      expect.objectContaining({ barometer_texts: stored, barometer_text_header1: 'Comment allons-nous ?', barometer_text_header2: 'Enquête 2026', barometer_text_intro: 'Anonyme.' }),
    );
    // the default language's also where an API of the release before reads them
    const [row] = await app.database.db
      .select({ header1: companies.barometerTextHeader1, header2: companies.barometerTextHeader2, intro: companies.barometerTextIntro, texts: companies.barometerTexts })
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(row).toEqual({ header1: 'Comment allons-nous ?', header2: 'Enquête 2026', intro: 'Anonyme.', texts: { en: { header1: 'How are we doing?', intro: 'First line.\n\nSecond paragraph.' }, fr: stored.texts.fr } });
  });

  it('refuses texts without the default language, which the other languages fall back to, naming its place', async () => {
    const res = await put({ default_language: 'ru', texts: { en: { ...blank, header1: 'Hello' }, fr: blank, ru: blank } });
    expect({ http: res.statusCode, ...res.json() }).toEqual({
      http: 400,
      status: 0,
      code: 'barometer.default_texts',
      field: 'texts.ru',
      message: expect.stringContaining(BAROMETER_MESSAGES.defaultTexts),
    });
    // nothing at all is fine: the page shows the product's own title
    expect((await put({ default_language: 'ru', texts: { en: blank, fr: blank, ru: blank } })).json()).toEqual({ default_language: 'ru', texts: { en: none, fr: none, ru: none } });
    expect((await lookup()).barometer_text_header1).toBeNull();
  });

  it('refuses a language it does not know, texts too long, a title on two lines', async () => {
    const language = await put({ default_language: 'de', texts: { en: blank, fr: blank, ru: blank } });
    expect({ status: language.statusCode, code: language.json().code, field: language.json().field }).toEqual({ status: 400, code: 'validation.one_of', field: 'default_language' });
    const long = await put({ default_language: 'en', texts: { en: { ...blank, intro: 'x'.repeat(2001) }, fr: blank, ru: blank } });
    expect({ status: long.statusCode, code: long.json().code, field: long.json().field }).toEqual({ status: 400, code: 'validation.too_long', field: 'texts.en.intro' });
    const twoLines = await put({ default_language: 'en', texts: { en: { ...blank, header1: 'One\nTwo' }, fr: blank, ru: blank } });
    expect({ status: twoLines.statusCode, code: twoLines.json().code, field: twoLines.json().field }).toEqual({ status: 400, code: 'validation.invalid_characters', field: 'texts.en.header1' });
  });

  it("acts on the caller's active company only, with the barometer option, for company users", async () => {
    const { admin: other } = await companyWithAdmin(app, { supportsBarometer: true });
    expect((await put({ default_language: 'en', texts: { en: { ...blank, header1: 'Theirs' }, fr: blank, ru: blank } }, other.token)).statusCode).toBe(200);
    expect((await http.get('/company/barometer_texts/', { token: admin.token })).json().texts.en.header1).toBeNull();

    const { admin: plain } = await companyWithAdmin(app, { supportsBarometer: false });
    const off = await http.get('/company/barometer_texts/', { token: plain.token });
    expect({ status: off.statusCode, code: off.json().code }).toEqual({ status: 403, code: 'barometer.off' });
    expect((await put({ default_language: 'en', texts: { en: blank, fr: blank, ru: blank } }, plain.token)).statusCode).toBe(403);
    const person = await signedIn(app);
    expect((await http.get('/company/barometer_texts/', { token: person.token })).json().code).toBe('company.not_a_company_user');
    expect((await http.get('/company/barometer_texts/')).statusCode).toBe(401);
  });
});
