import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES as C } from '@rapport/wire/api/company';
import { TEAM_MESSAGES as T } from '@rapport/wire/api/teams';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { contactOf, person, setAvatar, storedVector, type Person } from '@rapport/api/testing/matching-people';
import type { App } from '../../app';
import { companies } from '../../db/schema';
import { avatarVector, extraFieldDistance, matchWithAvatar } from '../../model';
import { keyOfName } from '../../services/teams/values-service';

const WORDS = ['w01', 'w05', 'w09', 'w13', 'w17', 'w21', 'w25', 'w29', 'w33', 'w37', 'w41', 'w45'];
const DAILY = { w_1: 0.5, x_1: -0.3, y_1: 0, z_1: -0.1 };

/**
 * Values (spec sections 2, 3 and 6; docs/model.md, avatar and values field): the values settings (the avatar's
 * 12 words and the extra supported fields) behind the avatar option, and the people of a values
 * mission against the avatar: professional index and each value's distance, the model's numbers.
 */
describe(`values (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let companyId: number;
  let other: { companyId: number; admin: SignedIn };
  let individual: SignedIn;
  let cara: Person; // finished
  let cole: Person; // finished
  let vik: Person; // not finished
  let stranger: Person; // finished, not a contact of the company
  let contact: Record<string, number>;

  const values = {
    words: WORDS,
    extra_supported_fields: [
      { field_name_for_user: 'Team spirit', word_ids: ['w02', 'w10', 'w18', 'w26'] },
      { field_name_for_user: 'Boldness', word_ids: ['w01', 'w03', 'w07'] },
    ],
  };
  const put = (caller: SignedIn, body: unknown) => http.put('/company/values/', body, { token: caller.token });
  const get = (caller: SignedIn) => http.get('/company/values/', { token: caller.token });
  const matchings = (caller: SignedIn, body: unknown) => http.post('/company/get_contact_avatar_matchings/', body, { token: caller.token });
  const stored = async (id = companyId) => {
    const [row] = await app.database.db.select({ avatar: companies.avatar, fields: companies.extraSupportedFields }).from(companies).where(eq(companies.id, id));
    return row;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { name: 'Values Co', supportsAvatar: true }));
    other = await companyWithAdmin(app, { name: 'Other Values Co', supportsAvatar: true });
    individual = await signedIn(app);
    cara = await person(app, 'Cara', 'Candidate', 0);
    cole = await person(app, 'Cole', 'Candidate', 3);
    vik = await person(app, 'Vik', 'Unfinished');
    stranger = await person(app, 'Sue', 'Stranger', 5);
    contact = {};
    for (const p of [cara, cole, vik]) contact[p.firstName] = (await contactOf(app, companyId, { person: p, firstName: p.firstName, lastName: p.lastName })).id;
    await contactOf(app, other.companyId, { person: stranger, firstName: 'Sue', lastName: 'Stranger' });
    // target daily axes set by hand before the settings screen existed: the settings keep them
    await setAvatar(app, companyId, true, { words: ['w02', 'w06', 'w10', 'w14', 'w18', 'w22', 'w26', 'w30', 'w34', 'w38', 'w42', 'w46'], axes: DAILY });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET and PUT /company/values/', () => {
    it('stores the avatar (its axes kept) and the values, keys made from the names, and answers them', async () => {
      const res = await put(admin, values);
      expect(res.statusCode).toBe(200);
      const saved = {
        words: WORDS,
        extra_supported_fields: [
          { field_name_in_api: 'team_spirit', field_name_for_user: 'Team spirit', word_ids: ['w02', 'w10', 'w18', 'w26'] },
          { field_name_in_api: 'boldness', field_name_for_user: 'Boldness', word_ids: ['w01', 'w03', 'w07'] },
        ],
      };
      expect(res.json()).toEqual({ ...saved, message: T.saved });
      expect((await get(admin)).json()).toEqual(saved);
      expect(await stored()).toEqual({ avatar: { words: WORDS, axes: DAILY }, fields: saved.extra_supported_fields });
      // the profile's company names the values
      const profile = (await http.post('/result/profile/', { email: admin.email }, { token: admin.token })).json();
      expect(profile.companies[0].company.extra_supported_fields).toEqual([
        { field_name_in_api: 'team_spirit', field_name_for_user: 'Team spirit' },
        { field_name_in_api: 'boldness', field_name_for_user: 'Boldness' },
      ]);
    });

    it('keeps a key given (a value renamed) and makes the others free of it', async () => {
      const res = await put(admin, {
        words: [...WORDS].reverse(),
        extra_supported_fields: [
          { field_name_for_user: 'Team spirit', word_ids: ['w04', 'w04', 'w08'] },
          { field_name_in_api: 'team_spirit', field_name_for_user: 'Esprit d’équipe', word_ids: ['w02'] },
          { field_name_in_api: '', field_name_for_user: 'Élan créatif !', word_ids: ['w03'] },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().words).toEqual([...WORDS].reverse());
      expect(res.json().extra_supported_fields).toEqual([
        // a word named twice counts once
        { field_name_in_api: 'team_spirit_2', field_name_for_user: 'Team spirit', word_ids: ['w04', 'w08'] },
        { field_name_in_api: 'team_spirit', field_name_for_user: 'Esprit d’équipe', word_ids: ['w02'] },
        { field_name_in_api: 'elan_creatif', field_name_for_user: 'Élan créatif !', word_ids: ['w03'] },
      ]);
      expect(keyOfName('  ')).toBe('value');
      expect(keyOfName('x'.repeat(60))).toHaveLength(36);
      // no values at all is fine
      const none = await put(admin, { words: WORDS, extra_supported_fields: [] });
      expect(none.json().extra_supported_fields).toEqual([]);
      expect((await put(admin, values)).statusCode).toBe(200);
    });

    it('answers 400 naming the field and its code for words that are not 12 different known ones, values named twice and unknown words', async () => {
      const before = await stored();
      const cases: [unknown, string, string, string][] = [
        [{ ...values, words: WORDS.slice(1) }, 'words', 'values.avatar_words', `words: ${T.avatarWords}`],
        [{ ...values, words: [...WORDS.slice(1), 'w05'] }, 'words', 'values.avatar_words', `words: ${T.avatarWords}`],
        [{ ...values, words: [...WORDS.slice(1), 'w99'] }, 'words', 'values.unknown_word', `words: ${T.unknownWord('w99')}`],
        [
          { ...values, extra_supported_fields: [...values.extra_supported_fields, { field_name_for_user: 'team SPIRIT', word_ids: ['w03'] }] },
          'extra_supported_fields.2.field_name_for_user',
          'values.field_twice',
          `extra_supported_fields.2.field_name_for_user: ${T.fieldTwice}`,
        ],
        [
          { ...values, extra_supported_fields: [{ field_name_for_user: 'Grit', word_ids: ['w03', 'nope'] }] },
          'extra_supported_fields.0.word_ids',
          'values.unknown_word',
          `extra_supported_fields.0.word_ids: ${T.unknownWord('nope')}`,
        ],
        [
          {
            ...values,
            extra_supported_fields: [
              { field_name_in_api: 'grit', field_name_for_user: 'Grit', word_ids: ['w03'] },
              { field_name_in_api: 'grit', field_name_for_user: 'Courage', word_ids: ['w04'] },
            ],
          },
          'extra_supported_fields.1.field_name_in_api',
          'values.key_twice',
          'extra_supported_fields.1.field_name_in_api: Each value needs a key of its own.',
        ],
      ];
      for (const [body, field, code, message] of cases) {
        const res = await put(admin, body);
        expect({ field, status: res.statusCode, body: res.json() }).toEqual({ field, status: 400, body: expect.objectContaining({ status: 0, field, code, message }) });
      }
      // the contract's own rules
      const badKey = await put(admin, { ...values, extra_supported_fields: [{ field_name_in_api: 'Team Spirit', field_name_for_user: 'Team spirit', word_ids: ['w01'] }] });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().field).toBe('extra_supported_fields.0.field_name_in_api');
      const noName = await put(admin, { ...values, extra_supported_fields: [{ field_name_for_user: ' ', word_ids: ['w01'] }] });
      expect(noName.json()).toEqual(expect.objectContaining({ field: 'extra_supported_fields.0.field_name_for_user', code: 'validation.required' }));
      expect(await stored()).toEqual(before);
    });

    it('answers 403 with its code when the avatar option is off, and to a user without a company', async () => {
      await app.database.db.update(companies).set({ supportsAvatar: false }).where(eq(companies.id, companyId));
      try {
        for (const res of [await get(admin), await put(admin, values)]) {
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ status: 0, message: T.valuesOff, code: 'values.off' });
        }
      } finally {
        await app.database.db.update(companies).set({ supportsAvatar: true }).where(eq(companies.id, companyId));
      }
      const noCompany = await get(individual);
      expect(noCompany.statusCode).toBe(403);
      expect(noCompany.json()).toEqual(refusal(C.notACompanyUser));
      expect((await http.get('/company/values/')).statusCode).toBe(401);
    });

    it("acts on the caller's own company only", async () => {
      const before = await stored();
      expect((await get(other.admin)).json()).toEqual({ words: [], extra_supported_fields: [] });
      expect((await put(other.admin, { words: [...WORDS].reverse(), extra_supported_fields: [] })).statusCode).toBe(200);
      expect(await stored()).toEqual(before);
      expect((await stored(other.companyId)).avatar).toEqual({ words: [...WORDS].reverse() });
      await app.database.db.update(companies).set({ avatar: null }).where(eq(companies.id, other.companyId));
    });
  });

  describe('POST /company/get_contact_avatar_matchings/', () => {
    it("answers each finished contact listed against the avatar: the model's index and each value's distance", async () => {
      expect((await put(admin, values)).statusCode).toBe(200);
      const res = await matchings(admin, { contacts: [cole.userId, vik.userId, 999_999, stranger.userId, cara.userId], company_id: companyId });
      expect(res.statusCode).toBe(200);
      const prep = await app.contentRepository.prepared(await questionnaireTypeId(app.database.db, 'standard'));
      const avatar = avatarVector(WORDS, prep, { d: [DAILY.w_1, DAILY.x_1, DAILY.y_1, DAILY.z_1] });
      const expected = await Promise.all(
        [cole, cara].map(async (p) => {
          const vector = await storedVector(app, p);
          const index = matchWithAvatar(vector, avatar);
          return {
            user_id: p.userId,
            contact: contact[p.firstName],
            ircp: index.ircp_with_avatar,
            ircp_smooth: index.ircp_smooth_with_avatar,
            extra_fields: {
              team_spirit: extraFieldDistance(vector, avatar, values.extra_supported_fields[0].word_ids, prep),
              boldness: extraFieldDistance(vector, avatar, values.extra_supported_fields[1].word_ids, prep),
            },
          };
        }),
      );
      expect(res.json()).toEqual(expected);
      // real numbers: the two people differ
      expect(expected[0].ircp).not.toBe(expected[1].ircp);
      expect(expected[0].extra_fields).not.toEqual(expected[1].extra_fields);
      // company_id may be left out
      expect((await matchings(admin, { contacts: [cara.userId] })).json()).toEqual([expected[1]]);
    });

    it('answers nothing when the avatar option is off or the company has no avatar', async () => {
      await app.database.db.update(companies).set({ supportsAvatar: false }).where(eq(companies.id, companyId));
      try {
        expect((await matchings(admin, { contacts: [cara.userId] })).json()).toEqual([]);
      } finally {
        await app.database.db.update(companies).set({ supportsAvatar: true }).where(eq(companies.id, companyId));
      }
      const noAvatar = await matchings(other.admin, { contacts: [stranger.userId] });
      expect(noAvatar.statusCode).toBe(200);
      expect(noAvatar.json()).toEqual([]);
    });

    it('answers 404 for another company, 403 without a company and 400 naming the field', async () => {
      const theirs = await matchings(admin, { contacts: [stranger.userId], company_id: other.companyId });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(refusal(C.unknownCompany));
      const intruder = await matchings(other.admin, { contacts: [cara.userId], company_id: companyId });
      expect(intruder.statusCode).toBe(404);
      // without naming a company, the other admin's call is about their own company: none of ours
      await setAvatar(app, other.companyId, true, { words: WORDS });
      expect((await matchings(other.admin, { contacts: [cara.userId, cole.userId] })).json()).toEqual([]);
      expect((await matchings(other.admin, { contacts: [stranger.userId] })).json()).toHaveLength(1);
      const noCompany = await matchings(individual, { contacts: [cara.userId] });
      expect(noCompany.statusCode).toBe(403);
      const bad = await matchings(admin, { contacts: ['x'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('contacts.0');
    });
  });
});
