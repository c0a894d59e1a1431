import { eq } from 'drizzle-orm';
import type { CompanyMatching } from '@rapport/wire/api/missions';
import { matchPercent } from '@rapport/wire/entities/score-percent';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, type SignedIn } from '@rapport/api/testing/company';
import { byHeader, csvRecords, EXPORTS, exportEntries, xlsxSheet } from '@rapport/api/testing/exports';
import { questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { contactOf, person, type Person } from '@rapport/api/testing/matching-people';
import type { App } from '../../app';
import { companyContacts } from '../../db/schema';

const DAY = 86_400_000;
const SCORES = ['RI', 'FE', 'DC', 'CP', 'CO', 'UN'] as const;
const FIELDS = {
  RI: 'rui_smooth',
  FE: 'immediate_harmony_smooth',
  DC: 'deep_compatibility_smooth',
  CP: 'complementarity_smooth',
  CO: 'similarity_smooth',
  UN: 'understanding_smooth',
} as const;

/**
 * A mission's members and a team's pairs as files: the numbers the pages show (the matching
 * calls' answers by the page's rounding), the unfinished said instead of scores, the active
 * company's missions only.
 */
describe(`the mission and team exports (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let companyId: number;
  let other: { companyId: number; admin: SignedIn };
  let standard: number;
  const id: Record<string, number> = {};
  const people: Record<string, Person> = {};
  let recruitment: number;
  let team: number;
  let otherRecruitment: number;

  const contact = async (company: number, name: string, type: 'C' | 'E', sample?: number) => {
    const p = await person(app, name, `${name}son`, sample);
    people[name] = p;
    const { id: contactId } = await contactOf(app, company, { person: p, firstName: p.firstName, lastName: p.lastName });
    await app.database.db.update(companyContacts).set({ contactType: type }).where(eq(companyContacts.id, contactId));
    id[name] = contactId;
    return contactId;
  };

  const mission = async (caller: SignedIn, body: Record<string, unknown>): Promise<number> => {
    const res = await http.post(
      '/company/mission/',
      { mission_name: 'Backend developer', reference: 'REC-7', mission_description: 'A mission.', mission_end_date: new Date(Date.now() + 30 * DAY).toISOString(), default_questionnaire_type: standard, ...body },
      { token: caller.token },
    );
    expect(res.statusCode).toBe(200);
    return res.json().pk;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    standard = await questionnaireTypeId(app.database.db, 'standard');
    ({ companyId, admin } = await companyWithAdmin(app, { name: 'Missions Export Co' }));
    other = await companyWithAdmin(app, { name: 'Other Missions Export Co' });
    await contact(companyId, 'Mia', 'E', 0);
    await contact(companyId, 'Tom', 'E', 1);
    await contact(companyId, 'Ann', 'C', 2);
    await contact(companyId, 'Bob', 'C', 3);
    await contact(companyId, 'Cyd', 'C');
    await contact(companyId, 'Eve', 'E', 5);
    await contact(companyId, 'Una', 'E');
    recruitment = await mission(admin, {
      type: 'R',
      mission_manager: id.Mia,
      mission_member: [id.Ann, id.Bob, id.Cyd],
      mission_benchmarks: [{ id: id.Tom, benchmark_type: 'employee' }],
    });
    team = await mission(admin, {
      type: 'T',
      reference: 'TB-1',
      mission_name: 'Squad',
      mission_manager: id.Mia,
      mission_benchmarks: [
        { id: id.Tom, benchmark_type: 'employee' },
        { id: id.Eve, benchmark_type: 'employee' },
        { id: id.Una, benchmark_type: 'employee' },
      ],
    });
    const otherManager = await contact(other.companyId, 'Oli', 'E', 6);
    const otherCandidate = await contact(other.companyId, 'Ola', 'C', 7);
    otherRecruitment = await mission(other.admin, { type: 'R', mission_manager: otherManager, mission_member: [otherCandidate] });
  });
  afterAll(async () => {
    await app.close();
  });

  /** What the page's match_contacts answers for the source against the members. */
  const pageMatchings = async (source: string, members: string[]): Promise<Map<string, CompanyMatching>> => {
    const named = (name: string) => ({ company_id: companyId, email: people[name].email });
    const res = await http.post('/result/match_contacts/', { source: named(source), target: members.map(named) }, { token: admin.token });
    const matchings: CompanyMatching[] = res.json().source_target_matching;
    return new Map(matchings.map((matching) => [matching.user_2.toLowerCase(), matching]));
  };
  const percents = (matching: CompanyMatching) => Object.fromEntries(SCORES.map((key) => [key, String(matchPercent(matching[FIELDS[key]]))]));

  describe('a mission’s members', () => {
    it('gives each member the scores of the mission details against the manager, and says who has not finished', async () => {
      const res = await http.get(`${EXPORTS.missionMembers}?pk=${recruitment}&format=csv&lang=en`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rec-7-members-\d{4}-\d{2}-\d{2}\.csv"$/);
      const records = csvRecords(res.rawPayload);
      expect(records[0]).toEqual(['Match with', 'Last name', 'First name', 'E-mail', 'Role', ...SCORES, 'Note']);
      const expected = await pageMatchings('Mia', ['Ann', 'Bob', 'Cyd']);
      const rows = byHeader(records);
      expect(rows).toEqual(
        ['Ann', 'Bob'].map((name) =>
          expect.objectContaining({ 'Match with': 'Mia Miason', 'First name': name, Role: 'Candidate', ...percents(expected.get(people[name].email.toLowerCase()) as CompanyMatching), Note: '' }),
        ).concat([expect.objectContaining({ 'First name': 'Cyd', RI: '', UN: '', Note: "Cyd Cydson hasn't completed the evaluation yet" })]),
      );
    });

    it('matches with a team member when asked, in French as an XLSX with the scores as numbers', async () => {
      const res = await http.get(`${EXPORTS.missionMembers}?pk=${recruitment}&source=${id.Tom}&format=xlsx&lang=fr`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      const sheet = await xlsxSheet(res.rawPayload);
      expect(sheet.rows[0]).toEqual(['Comparer avec', 'Nom', 'Prénom', 'E-mail', 'Rôle', ...SCORES, 'Remarque']);
      const expected = await pageMatchings('Tom', ['Ann']);
      const ann = byHeader(sheet.rows).find((row) => row.Prénom === 'Ann');
      const numbers = Object.fromEntries(Object.entries(percents(expected.get(people.Ann.email.toLowerCase()) as CompanyMatching)).map(([key, value]) => [key, Number(value)]));
      expect(ann).toEqual(expect.objectContaining({ 'Comparer avec': 'Tom Tomson', Rôle: 'Candidat', ...numbers }));
      const cyd = byHeader(sheet.rows).find((row) => row.Prénom === 'Cyd');
      expect(cyd?.Remarque).toBe("Cyd Cydson n'a pas encore terminé l'évaluation");
    });

    it("refuses another company's mission, a source outside the mission and a team building mission, and records the export", async () => {
      const get = (query: string) => http.get(`${EXPORTS.missionMembers}?${query}&format=csv`, { token: admin.token });
      expect((await get(`pk=${otherRecruitment}`)).statusCode).toBe(404);
      expect((await get(`pk=${recruitment}&source=${id.Eve}`)).statusCode).toBe(404);
      expect((await get(`pk=${team}`)).statusCode).toBe(404);
      expect((await get('pk=abc')).statusCode).toBe(400);
      expect(await exportEntries(app, other.companyId)).toEqual([]);
      const entries = await exportEntries(app, companyId);
      expect(entries.filter((entry) => entry.detail.export === 'mission_members').map(({ subject, detail }) => ({ subject, detail }))).toEqual([
        { subject: 'REC-7 Backend developer', detail: { export: 'mission_members', format: 'csv', lang: 'en', rows: 3, mission: recruitment, source: id.Mia } },
        { subject: 'REC-7 Backend developer', detail: { export: 'mission_members', format: 'xlsx', lang: 'fr', rows: 3, mission: recruitment, source: id.Tom } },
      ]);
    });
  });

  describe('a team’s pairs', () => {
    it('gives every pair of finished members, weakest first, with the scores of team_matches', async () => {
      const res = await http.get(`${EXPORTS.teamMatchings}?pk=${team}&format=csv&lang=en`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tb-1-matchings-\d{4}-\d{2}-\d{2}\.csv"$/);
      const named = (name: string) => ({ company_id: companyId, email: people[name].email });
      const matches: CompanyMatching[] = (
        await http.post('/result/team_matches/', { contacts: ['Mia', 'Tom', 'Eve', 'Una'].map(named) }, { token: admin.token })
      ).json();
      const nameOf = (email: string) => Object.values(people).find((p) => p.email.toLowerCase() === email.toLowerCase());
      const expected = [...matches]
        .sort((a, b) => a.rui_smooth - b.rui_smooth)
        .map((matching) => ({
          'Person 1': `${nameOf(matching.user_1)?.firstName} ${nameOf(matching.user_1)?.lastName}`,
          'E-mail 1': matching.user_1,
          'Person 2': `${nameOf(matching.user_2)?.firstName} ${nameOf(matching.user_2)?.lastName}`,
          'E-mail 2': matching.user_2,
          ...percents(matching),
        }));
      const rows = byHeader(csvRecords(res.rawPayload));
      // Una has not finished: three finished people, three pairs
      expect(rows).toHaveLength(3);
      expect(rows).toEqual(expected);
    });

    it("refuses a mission that is not a team and another company's mission", async () => {
      expect((await http.get(`${EXPORTS.teamMatchings}?pk=${recruitment}&format=csv`, { token: admin.token })).statusCode).toBe(400);
      expect((await http.get(`${EXPORTS.teamMatchings}?pk=${otherRecruitment}&format=xlsx`, { token: admin.token })).statusCode).toBe(404);
    });
  });
});
