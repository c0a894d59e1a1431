import { COMPANY_MESSAGES as M } from '@rapport/wire/api/company';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { contactOf, expectedCompanyMatching, finishAlso, person, setAvatar, storedVector, type Person } from '@rapport/api/testing/matching-people';
import type { App } from '../../app';
import { avatarVector, matchProfiles, matchWithAvatar } from '../../model';

/**
 * POST /result/match_contacts/ (spec sections 3 and 7): the source against
 * each target of the active company, from the stored vectors, the model's numbers; the
 * company's avatar; and the tenancy of the company calls.
 */
describe(`match_contacts (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let companyId: number;
  let other: { companyId: number; admin: SignedIn };
  let individual: SignedIn;
  let sam: Person; // the source, finished
  let tia: Person; // finished
  let uma: Person; // finished
  let vic: Person; // an account, not finished
  const AVATAR_WORDS = ['w01', 'w05', 'w09', 'w13', 'w17', 'w21', 'w25', 'w29', 'w33', 'w37', 'w41', 'w45'];
  const AVATAR_DAILY = { w_1: 0.6, x_1: -0.2, y_1: -0.1, z_1: 0 };

  const call = (caller: SignedIn, body: unknown) => http.post('/result/match_contacts/', body, { token: caller.token });
  const named = (p: { email: string }, company = companyId) => ({ company_id: company, email: p.email });

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { name: 'Matching Co' }));
    other = await companyWithAdmin(app, { name: 'Other Co' });
    individual = await signedIn(app);
    sam = await person(app, 'Sam', 'Source', 0);
    tia = await person(app, 'Tia', 'Target', 1);
    uma = await person(app, 'Uma', 'Third', 2);
    vic = await person(app, 'Vic', 'Unfinished');
    // the company stores Sam's address in capitals: calls name him in any case, answers use the stored form
    await contactOf(app, companyId, { person: sam, email: sam.email.toUpperCase(), firstName: 'Sam', lastName: 'Source' });
    await contactOf(app, companyId, { person: tia, firstName: 'Tia', lastName: 'Target' });
    await contactOf(app, companyId, { person: uma, firstName: 'Uma', lastName: 'Third', confidential: true });
    await contactOf(app, companyId, { person: vic, firstName: 'Vic', lastName: 'Unfinished' });
    await contactOf(app, companyId, { email: 'nobody.yet@example.org', firstName: 'Nobody', lastName: 'Yet' });
    // the other company follows the same people, with an avatar
    for (const p of [sam, tia, uma, vic]) await contactOf(app, other.companyId, { person: p, firstName: p.firstName, lastName: p.lastName });
    await setAvatar(app, other.companyId, true, { words: AVATAR_WORDS, axes: AVATAR_DAILY });
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers one matching per finished target, the model's numbers for the stored vectors, in the order named", async () => {
    const res = await call(admin, {
      source: named({ email: sam.email.toLowerCase() }),
      target: [named(uma), named(vic), named({ email: 'nobody.yet@example.org' }), named({ email: tia.email.toUpperCase() })],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const source = await storedVector(app, sam);
    const expected = [uma, tia].map(async (p) => {
      return expectedCompanyMatching(sam.email.toUpperCase(), p.email, source, await storedVector(app, p));
    });
    expect(body).toEqual({ source_target_matching: await Promise.all(expected), avatar_target_matching: [] });
    // real scores, not a constant
    expect(body.source_target_matching[0].rui_smooth).not.toBe(body.source_target_matching[1].rui_smooth);
    expect(body.source_target_matching[0].integration_index).toEqual(expect.any(Number));
  });

  it('answers no matching while the source has not finished, and nothing for no target', async () => {
    const unfinished = await call(admin, { source: named(vic), target: [named(sam), named(tia)] });
    expect(unfinished.statusCode).toBe(200);
    expect(unfinished.json()).toEqual({ source_target_matching: [], avatar_target_matching: [] });
    const none = await call(admin, { source: named(sam), target: [] });
    expect(none.json()).toEqual({ source_target_matching: [], avatar_target_matching: [] });
  });

  it("adds each finished person's professional index against the company's avatar, the source first", async () => {
    const res = await call(other.admin, { source: named(sam, other.companyId), target: [named(vic, other.companyId), named(tia, other.companyId), named(uma, other.companyId)] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source_target_matching.map((m: { user_2: string }) => m.user_2)).toEqual([tia.email, uma.email]);
    // the avatar's daily axes are its own; under tension it takes each person's (the model's rule)
    const prep = await app.contentRepository.prepared(await questionnaireTypeId(app.database.db, 'standard'));
    const avatar = avatarVector(AVATAR_WORDS, prep, { d: [AVATAR_DAILY.w_1, AVATAR_DAILY.x_1, AVATAR_DAILY.y_1, AVATAR_DAILY.z_1] });
    const expected = await Promise.all(
      [sam, tia, uma].map(async (p) => {
        const index = matchWithAvatar(await storedVector(app, p), avatar);
        return { user_1: 'avatar', user_2: p.email, ircp: index.ircp_with_avatar, ircp_smooth: index.ircp_smooth_with_avatar };
      }),
    );
    expect(body.avatar_target_matching).toEqual(expected);
    expect(new Set(expected.map((m) => m.ircp)).size).toBe(3);
  });

  it('answers no avatar matchings when the avatar option is off, even with an avatar stored', async () => {
    await setAvatar(app, other.companyId, false, { words: AVATAR_WORDS });
    try {
      const res = await call(other.admin, { source: named(sam, other.companyId), target: [named(tia, other.companyId)] });
      expect(res.statusCode).toBe(200);
      expect(res.json().avatar_target_matching).toEqual([]);
      expect(res.json().source_target_matching).toHaveLength(1);
    } finally {
      await setAvatar(app, other.companyId, true, { words: AVATAR_WORDS, axes: AVATAR_DAILY });
    }
  });

  it("scores a contact with the result of the contact's own questionnaire, as the contacts list counts it finished", async () => {
    // Wes answered both questionnaires; Xan only the standard one, but was invited to the workplace one
    const wes = await person(app, 'Wes', 'Both', 4);
    await finishAlso(app, wes, 'workplace', 5);
    const xan = await person(app, 'Xan', 'Standard', 6);
    await contactOf(app, companyId, { person: wes, firstName: 'Wes', lastName: 'Both', questionnaireType: 'workplace' });
    await contactOf(app, companyId, { person: xan, firstName: 'Xan', lastName: 'Standard', questionnaireType: 'workplace' });
    const res = await call(admin, { source: named(sam), target: [named(xan), named(wes)] });
    expect(res.statusCode).toBe(200);
    const [only, ...rest] = res.json().source_target_matching;
    expect(rest).toEqual([]);
    expect(only.user_2).toBe(wes.email);
    const workplace = matchProfiles(await storedVector(app, sam), await storedVector(app, wes, 'workplace'));
    const standard = matchProfiles(await storedVector(app, sam), await storedVector(app, wes, 'standard'));
    expect(workplace.rui_smooth).not.toBe(standard.rui_smooth);
    expect(only.rui_smooth).toBe(workplace.rui_smooth);
    // the company contacts list says the same: Wes completed, Xan in progress
    const list = (await http.get('/company/company_contact/', { token: admin.token })).json() as { email: string; status: string }[];
    expect(list.filter((c) => c.email === wes.email || c.email === xan.email).map((c) => c.status)).toEqual(['completed', 'in_progress']);
  });

  it('answers 404 for another company, in the source or in a target, and for an address that is not a contact', async () => {
    const otherSource = await call(admin, { source: named(sam, other.companyId), target: [named(tia)] });
    expect(otherSource.statusCode).toBe(404);
    expect(otherSource.json()).toEqual(refusal(M.unknownCompany));
    const otherTarget = await call(admin, { source: named(sam), target: [named(tia), named(uma, other.companyId)] });
    expect(otherTarget.statusCode).toBe(404);
    expect(otherTarget.json()).toEqual(refusal(M.unknownCompany));
    // the other company's admin naming this company's people
    const intruder = await call(other.admin, { source: named(sam), target: [named(tia)] });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toEqual(refusal(M.unknownCompany));
    // a person the company does not follow
    const stranger = await person(app, 'Sue', 'Stranger', 3);
    const unknown = await call(admin, { source: named(sam), target: [named(tia), named(stranger)] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refusal(M.unknownContact));
    const unknownSource = await call(admin, { source: named(stranger), target: [named(tia)] });
    expect(unknownSource.statusCode).toBe(404);
  });

  it('answers 403 to a user without a company and 401 without a token', async () => {
    const res = await call(individual, { source: named(sam), target: [named(tia)] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal(M.notACompanyUser));
    const anonymous = await http.post('/result/match_contacts/', { source: named(sam), target: [named(tia)] });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const noSource = await call(admin, { target: [named(tia)] });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().message).toMatch(/^source/);
    const badCompany = await call(admin, { source: named(sam), target: [{ company_id: 'x', email: tia.email }] });
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json().message).toMatch(/^target\.0\.company_id/);
    const noEmail = await call(admin, { source: { company_id: companyId, email: ' ' }, target: [] });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/^source\.email/);
  });
});
