import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES as C } from '@rapport/wire/api/company';
import { MISSION_MESSAGES as M } from '@rapport/wire/api/missions';
import { TEAM_MESSAGES as T } from '@rapport/wire/api/teams';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { contactOf, expectedCompanyMatching, person, storedVector, type Person } from '@rapport/api/testing/matching-people';
import type { App } from '../../app';
import { companyContacts } from '../../db/schema';
import { matchProfiles, teamScores, type ProfileVector } from '../../model';

const DAY = 86_400_000;

/**
 * Team building (spec sections 2, 4 and 7; docs/model.md, teams): every pair of a team, a
 * team building mission's CPI, pairs, spread and impacts with a what-if, and the CPI and lowest
 * score of the mission list, all the model's numbers for the stored vectors; the tenancy of
 * the company calls.
 */
describe(`team building (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let companyId: number;
  let other: { companyId: number; admin: SignedIn };
  let individual: SignedIn;
  let standard: number;
  // the team: Mia manages; Ben, Bea (a manager benchmark) and Eli finished; Una has not
  let mia: Person;
  let ben: Person;
  let bea: Person;
  let eli: Person;
  let una: Person;
  // not in the team: Cal finished, Cyd not
  let cal: Person;
  let cyd: Person;
  /** contact ids by first name */
  const id: Record<string, number> = {};
  let otherContact: number;
  let team: number;
  let duo: number;
  let alone: number;
  let recruitment: number;
  let otherTeam: number;

  const scores = (caller: SignedIn, body: unknown) => http.post('/company/team_scores/', body, { token: caller.token });
  const matches = (caller: SignedIn, body: unknown) => http.post('/result/team_matches/', body, { token: caller.token });
  const named = (p: { email: string }, company = companyId) => ({ company_id: company, email: p.email });

  /** An employee (or manager) contact of the company for the person. */
  const employee = async (company: number, p: Person, type: 'E' | 'M' | 'C' = 'E'): Promise<number> => {
    const contact = await contactOf(app, company, { person: p, firstName: p.firstName, lastName: p.lastName });
    await app.database.db.update(companyContacts).set({ contactType: type }).where(eq(companyContacts.id, contact.id));
    return contact.id;
  };

  /** A mission made through the API, as the form makes it. */
  const mission = async (caller: SignedIn, body: Record<string, unknown>): Promise<number> => {
    const res = await http.post(
      '/company/mission/',
      { mission_name: 'Squad', reference: 'TB-1', mission_description: 'A team.', mission_end_date: new Date(Date.now() + 30 * DAY).toISOString(), default_questionnaire_type: standard, ...body },
      { token: caller.token },
    );
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: expect.objectContaining({ pk: expect.any(Number) }) });
    return res.json().pk;
  };

  const vectorOf = (p: Person) => storedVector(app, p);
  /** The team's vectors in the answer's order (manager, then benchmarks), null for Una. */
  const teamVectors = async (): Promise<(ProfileVector | null)[]> => [await vectorOf(mia), await vectorOf(ben), await vectorOf(bea), await vectorOf(eli), null];

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    standard = await questionnaireTypeId(app.database.db, 'standard');
    ({ companyId, admin } = await companyWithAdmin(app, { name: 'Team Co' }));
    other = await companyWithAdmin(app, { name: 'Other Team Co' });
    individual = await signedIn(app);
    mia = await person(app, 'Mia', 'Manager', 0);
    ben = await person(app, 'Ben', 'Bench', 1);
    bea = await person(app, 'Bea', 'Boss', 2);
    eli = await person(app, 'Eli', 'Employee', 3);
    una = await person(app, 'Una', 'Unfinished');
    cal = await person(app, 'Cal', 'Candidate', 4);
    cyd = await person(app, 'Cyd', 'Unfinished');
    // made in the team's order: a mission's benchmarks come in the order of their contacts
    for (const p of [mia, ben, bea, eli, una]) id[p.firstName] = await employee(companyId, p, p === bea ? 'M' : 'E');
    id.Cal = await employee(companyId, cal, 'C');
    id.Cyd = await employee(companyId, cyd, 'C');
    team = await mission(admin, {
      type: 'T',
      reference: 'TB-001',
      mission_manager: id.Mia,
      mission_benchmarks: [
        { id: id.Ben, benchmark_type: 'employee' },
        { id: id.Bea, benchmark_type: 'manager' },
        { id: id.Eli, benchmark_type: 'employee' },
        { id: id.Una, benchmark_type: 'employee' },
      ],
    });
    duo = await mission(admin, { type: 'T', reference: 'TB-002', mission_manager: id.Mia, mission_benchmarks: [{ id: id.Ben, benchmark_type: 'employee' }] });
    alone = await mission(admin, { type: 'T', reference: 'TB-003', mission_manager: id.Mia, mission_benchmarks: [{ id: id.Una, benchmark_type: 'employee' }] });
    recruitment = await mission(admin, { type: 'R', reference: 'REC-1', mission_manager: id.Mia, mission_member: [id.Cal], mission_benchmarks: [{ id: id.Ben, benchmark_type: 'employee' }] });
    // the other company follows the same people and has a team of its own
    const otherIds = [await employee(other.companyId, mia), await employee(other.companyId, ben)];
    otherContact = otherIds[1];
    otherTeam = await mission(other.admin, { type: 'T', mission_manager: otherIds[0], mission_benchmarks: [{ id: otherIds[1], benchmark_type: 'employee' }] });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /company/team_scores/', () => {
    it("answers the model's CPI, pairs, spread and impacts for the stored vectors, the manager first and the unfinished left out of the pairs", async () => {
      const res = await scores(admin, { mission: team });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const expected = teamScores(await teamVectors());
      const order = [id.Mia, id.Ben, id.Bea, id.Eli, id.Una];
      const pairs = expected.pairs.map((p) => ({ contact_1: order[p.i], contact_2: order[p.j], rui_smooth: p.m.rui_smooth }));
      const values = pairs.map((p) => p.rui_smooth);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const spread = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
      expect(body).toEqual({
        mission: team,
        cpi: expected.cpi,
        pair_count: 6,
        weakest_pair: pairs.find((p) => p.rui_smooth === Math.min(...values)),
        strongest_pair: pairs.find((p) => p.rui_smooth === Math.max(...values)),
        spread,
        members: [
          { contact: id.Mia, role: 'manager', finished: true, impact: expected.impacts[0] },
          { contact: id.Ben, role: 'employee', finished: true, impact: expected.impacts[1] },
          { contact: id.Bea, role: 'manager', finished: true, impact: expected.impacts[2] },
          { contact: id.Eli, role: 'employee', finished: true, impact: expected.impacts[3] },
          { contact: id.Una, role: 'employee', finished: false, impact: null },
        ],
        what_if: null,
      });
      // real scores: a CPI of 2 decimals in 0..1, pairs that differ, impacts that are whole numbers
      expect(body.cpi).toBeGreaterThan(0);
      expect(body.cpi).toBeLessThanOrEqual(1);
      expect(Math.round(body.cpi * 100) / 100).toBe(body.cpi);
      expect(body.weakest_pair.rui_smooth).toBeLessThan(body.strongest_pair.rui_smooth);
      expect(body.spread).toBeGreaterThan(0);
      for (const member of body.members.slice(0, 4)) expect(Number.isInteger(member.impact)).toBe(true);
      expect(new Set(body.members.slice(0, 4).map((m: { impact: number }) => m.impact)).size).toBeGreaterThan(1);
    });

    it('reads the people in one query, whatever the size of the team', async () => {
      const spy = jest.spyOn(app.companyContactsRepository, 'contactsForMatching');
      try {
        expect((await scores(admin, { mission: team, candidate: id.Cal })).statusCode).toBe(200);
        expect(spy).toHaveBeenCalledTimes(1);
        expect(spy.mock.calls[0][1]).toEqual({ ids: [id.Mia, id.Ben, id.Bea, id.Eli, id.Una, id.Cal] });
      } finally {
        spy.mockRestore();
      }
    });

    it('answers what the CPI would be with a finished contact who is not in the team, and their impact', async () => {
      const res = await scores(admin, { mission: team, candidate: id.Cal });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const current = teamScores(await teamVectors());
      const withCal = teamScores([...(await teamVectors()), await vectorOf(cal)]);
      expect(body.what_if).toEqual({ contact: id.Cal, finished: true, cpi: withCal.cpi, impact: withCal.impacts[5] });
      expect(withCal.cpi).not.toBe(current.cpi);
      expect(Number.isInteger(body.what_if.impact)).toBe(true);
      // the team itself is unchanged
      expect(body.cpi).toBe(current.cpi);
      expect(body.members.map((m: { contact: number }) => m.contact)).toEqual([id.Mia, id.Ben, id.Bea, id.Eli, id.Una]);
      // an employee of the company who is not in this team will do too (Eli is not in the duo)
      const duoWithEli = (await scores(admin, { mission: duo, candidate: id.Eli })).json();
      expect(duoWithEli.what_if).toEqual({
        contact: id.Eli,
        finished: true,
        cpi: teamScores([await vectorOf(mia), await vectorOf(ben), await vectorOf(eli)]).cpi,
        impact: teamScores([await vectorOf(mia), await vectorOf(ben), await vectorOf(eli)]).impacts[2],
      });
    });

    it('answers the current CPI and no impact for a candidate who has not finished', async () => {
      const res = await scores(admin, { mission: team, candidate: id.Cyd });
      expect(res.statusCode).toBe(200);
      const current = teamScores(await teamVectors());
      expect(res.json().what_if).toEqual({ contact: id.Cyd, finished: false, cpi: current.cpi, impact: null });
      // a null candidate is no candidate
      expect((await scores(admin, { mission: team, candidate: null })).json().what_if).toBeNull();
    });

    it('answers one pair for a manager and one benchmark, and nothing without a pair', async () => {
      const one = (await scores(admin, { mission: duo })).json();
      const pair = matchProfiles(await vectorOf(mia), await vectorOf(ben));
      expect(one).toEqual(
        expect.objectContaining({
          cpi: Math.round(pair.rui_smooth * 100) / 100,
          pair_count: 1,
          weakest_pair: { contact_1: id.Mia, contact_2: id.Ben, rui_smooth: pair.rui_smooth },
          strongest_pair: { contact_1: id.Mia, contact_2: id.Ben, rui_smooth: pair.rui_smooth },
          spread: 0,
          // without either of them there is no pair left
          members: [
            { contact: id.Mia, role: 'manager', finished: true, impact: null },
            { contact: id.Ben, role: 'employee', finished: true, impact: null },
          ],
        }),
      );
      const none = (await scores(admin, { mission: alone, candidate: id.Cal })).json();
      expect(none).toEqual({
        mission: alone,
        cpi: null,
        pair_count: 0,
        weakest_pair: null,
        strongest_pair: null,
        spread: null,
        members: [
          { contact: id.Mia, role: 'manager', finished: true, impact: null },
          { contact: id.Una, role: 'employee', finished: false, impact: null },
        ],
        // with Cal, Mia and Cal make a pair; without Cal there is none: no impact
        what_if: { contact: id.Cal, finished: true, cpi: Math.round(matchProfiles(await vectorOf(mia), await vectorOf(cal)).rui_smooth * 100) / 100, impact: null },
      });
    });

    it('answers 400 with its code for a mission that is not a team building one, and for a candidate already in the team', async () => {
      const notATeam = await scores(admin, { mission: recruitment });
      expect(notATeam.statusCode).toBe(400);
      expect(notATeam.json()).toEqual({ status: 0, message: T.notATeam, code: 'team.not_a_team' });
      for (const member of [id.Mia, id.Una]) {
        const already = await scores(admin, { mission: team, candidate: member });
        expect(already.statusCode).toBe(400);
        expect(already.json()).toEqual({ status: 0, message: T.alreadyInTeam, code: 'team.already_in_team' });
      }
    });

    it("answers 404 for another company's mission or contact, and for unknown ones", async () => {
      const theirs = await scores(admin, { mission: otherTeam });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(refusal(M.unknownMission));
      const intruder = await scores(other.admin, { mission: team });
      expect(intruder.statusCode).toBe(404);
      expect(intruder.json()).toEqual(expect.objectContaining({ code: 'mission.unknown' }));
      expect((await scores(admin, { mission: 999_999 })).statusCode).toBe(404);
      const theirContact = await scores(admin, { mission: team, candidate: otherContact });
      expect(theirContact.statusCode).toBe(404);
      expect(theirContact.json()).toEqual(expect.objectContaining({ message: C.unknownContact, code: 'company.unknown_contact' }));
      expect((await scores(admin, { mission: team, candidate: 999_999 })).statusCode).toBe(404);
    });

    it('answers 403 without a company, 401 without a token and 400 naming the field for a malformed body', async () => {
      const noCompany = await scores(individual, { mission: team });
      expect(noCompany.statusCode).toBe(403);
      expect(noCompany.json()).toEqual(refusal(C.notACompanyUser));
      expect((await http.post('/company/team_scores/', { mission: team })).statusCode).toBe(401);
      const noMission = await scores(admin, {});
      expect(noMission.statusCode).toBe(400);
      expect(noMission.json()).toEqual(expect.objectContaining({ code: 'validation.required', field: 'mission' }));
      const badCandidate = await scores(admin, { mission: team, candidate: 'Cal' });
      expect(badCandidate.statusCode).toBe(400);
      expect(badCandidate.json()).toEqual(expect.objectContaining({ field: 'candidate' }));
    });
  });

  describe('POST /result/team_matches/', () => {
    const expectedMatching = async (a: Person, b: Person) => expectedCompanyMatching(a.email, b.email, await vectorOf(a), await vectorOf(b));

    it("answers every pair of the finished people named, in the order named, the model's numbers; each person once", async () => {
      const res = await matches(admin, { contacts: [named(bea), named(una), named(mia), named({ email: eli.email.toUpperCase() }), named(bea)] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([await expectedMatching(bea, mia), await expectedMatching(bea, eli), await expectedMatching(mia, eli)]);
      expect(new Set(res.json().map((m: { rui_smooth: number }) => m.rui_smooth)).size).toBe(3);
      expect((await matches(admin, { contacts: [named(mia)] })).json()).toEqual([]);
      expect((await matches(admin, { contacts: [] })).json()).toEqual([]);
    });

    it('reads the people in one query', async () => {
      const spy = jest.spyOn(app.companyContactsRepository, 'contactsForMatching');
      try {
        const res = await matches(admin, { contacts: [mia, ben, bea, eli, una, cal].map((p) => named(p)) });
        expect(res.json()).toHaveLength(10);
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });

    it('answers 404 for another company or a person the company does not follow, 403 without a company', async () => {
      const theirs = await matches(admin, { contacts: [named(mia), named(ben, other.companyId)] });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(refusal(C.unknownCompany));
      const intruder = await matches(other.admin, { contacts: [named(mia), named(ben)] });
      expect(intruder.statusCode).toBe(404);
      expect(intruder.json()).toEqual(refusal(C.unknownCompany));
      // the other company does not follow Bea
      const notTheirs = await matches(other.admin, { contacts: [named(mia, other.companyId), named(bea, other.companyId)] });
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json()).toEqual(refusal(C.unknownContact));
      const noCompany = await matches(individual, { contacts: [named(mia)] });
      expect(noCompany.statusCode).toBe(403);
      expect(noCompany.json()).toEqual(refusal(C.notACompanyUser));
    });

    it('answers 400 naming the field for a malformed body', async () => {
      const none = await matches(admin, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().field).toBe('contacts');
      const badEmail = await matches(admin, { contacts: [named(mia), { company_id: companyId, email: ' ' }] });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().field).toBe('contacts.1.email');
    });
  });

  describe('the mission list', () => {
    type Listed = { pk: number; cpi: number | null; lowest_matching_score: number | null };

    it('gives each team building mission its CPI and lowest pair score, from one read of all their people', async () => {
      const spy = jest.spyOn(app.companyContactsRepository, 'contactsForMatching');
      let list: Listed[];
      try {
        const res = await http.get('/company/mission/?mission_type=T', { token: admin.token });
        expect(res.statusCode).toBe(200);
        list = res.json();
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
      const byPk = new Map(list.map((m) => [m.pk, m]));
      const expected = teamScores(await teamVectors());
      expect(byPk.get(team)).toEqual(expect.objectContaining({ cpi: expected.cpi, lowest_matching_score: expected.lowest }));
      // one benchmark: one pair, answered as it is (the list shows "-")
      const pair = matchProfiles(await vectorOf(mia), await vectorOf(ben)).rui_smooth;
      expect(byPk.get(duo)).toEqual(expect.objectContaining({ cpi: Math.round(pair * 100) / 100, lowest_matching_score: pair }));
      expect(byPk.get(alone)).toEqual(expect.objectContaining({ cpi: null, lowest_matching_score: null }));
      // the same numbers in the mission's own answer
      const one = (await http.get(`/company/mission_update/?pk=${team}`, { token: admin.token })).json();
      expect({ cpi: one.cpi, lowest: one.lowest_matching_score }).toEqual({ cpi: expected.cpi, lowest: expected.lowest });
    });

    it('gives no CPI to the other kinds of mission, and reads no vectors for them', async () => {
      const spy = jest.spyOn(app.companyContactsRepository, 'contactsForMatching');
      try {
        const list: Listed[] = (await http.get('/company/mission/?mission_type=R', { token: admin.token })).json();
        expect(list.map((m) => [m.pk, m.cpi, m.lowest_matching_score])).toEqual([[recruitment, null, null]]);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
    });
  });
});
