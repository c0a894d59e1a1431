import type { BarometerResultsResponse } from '@rapport/wire/api/barometer';
import { barometerContent, bodies, createSurvey, optionPk, submitAll } from '@rapport/api/testing/barometer';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, type SignedIn } from '@rapport/api/testing/company';
import { byHeader, csvRecords, EXPORTS, exportEntries, xlsxSheet } from '@rapport/api/testing/exports';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';

const tenth = (value: number | null) => (value === null ? '' : String(Math.round(value * 10) / 10));

/**
 * A barometer survey's results as a file: exactly what the results page may show, group by
 * group, through the same release rule; a group the page hides is a row saying why and never a
 * figure; never a response; the company's own surveys only, with the barometer option.
 */
describe(`the barometer results export (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let admin: SignedIn;
  let companyId: number;
  let survey: { id: number; referral: string };
  let other: { companyId: number; admin: SignedIn };
  let otherSurvey: { id: number };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    ({ companyId, admin } = await companyWithAdmin(app, { supportsBarometer: true }));
    other = await companyWithAdmin(app, { supportsBarometer: true });
    survey = await createSurvey(app, companyId);
    otherSurvey = await createSurvey(app, other.companyId);
    const content = await barometerContent(app, survey.referral);
    const [woman, man, nonBinary] = ['d6o1', 'd6o2', 'd6o3'].map((option) => optionPk(content, 'd6', option));
    const next = bodies(content, 7);
    // gender: 9 women, 8 men, 3 non-binary (the page shows the women, hides the men by
    // differencing and the non-binary under the threshold); every other question's first option
    const firstOptions = Object.fromEntries(content.demographics.map((q) => [q.pk, q.options[0].pk]));
    const genders = [...Array(9).fill(woman), ...Array(8).fill(man), ...Array(3).fill(nonBinary)] as (typeof woman)[];
    await submitAll(app, survey.referral, genders.map((gender) => next({ ...firstOptions, [gender.question]: gender.option })));
  });
  afterAll(async () => {
    await app.close();
  });

  const page = async (query: string): Promise<BarometerResultsResponse> =>
    (await http.get(`/company/barometer_results/?mission=${survey.id}${query}`, { token: admin.token })).json();

  it('has a row per answer and per word of every group the page shows, the same figures, and a reason for each group it hides', async () => {
    const res = await http.get(`${EXPORTS.barometerResults}?mission=${survey.id}&format=csv&lang=en`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ref-1-results-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = csvRecords(res.rawPayload);
    expect(records[0]).toEqual(['Group', 'Answers in the group', 'Question', 'Answer', 'Times chosen', 'Margin (±, 95%)', 'Share of respondents (%)', 'Note']);
    const rows = byHeader(records);

    const whole = await page('');
    const groups: { label: string; results: BarometerResultsResponse }[] = [{ label: 'Everyone', results: whole }];
    for (const question of whole.demographics) {
      for (const option of question.options) {
        groups.push({ label: `${question.en.replace(/\s*\?$/, '')}: ${option.en}`, results: await page(`&question=${question.pk}&option=${option.pk}`) });
      }
    }
    // every group of the page, in its order, and nothing else
    expect([...new Set(rows.map((row) => row.Group))]).toEqual(groups.map((group) => group.label));

    let hidden = 0;
    for (const { label, results } of groups) {
      const inGroup = rows.filter((row) => row.Group === label);
      if (results.hidden !== null) {
        hidden += 1;
        // one row saying why, and not one figure
        expect(inGroup).toHaveLength(1);
        expect(inGroup[0]).toEqual(expect.objectContaining({ 'Answers in the group': '', Question: '', Answer: '', 'Times chosen': '', 'Share of respondents (%)': '' }));
        expect(inGroup[0].Note).toMatch(/fewer than 5|single out fewer than 5|at least 5 people/);
        continue;
      }
      const expected = [
        ...results.questions.flatMap((question) =>
          question.options.map((option) => ({
            Group: label,
            'Answers in the group': String(results.group_count),
            Question: question.en,
            Answer: option.en,
            'Times chosen': tenth(option.selected_count),
            'Margin (±, 95%)': tenth(option.selected_margin),
            'Share of respondents (%)': String(Math.round((100 * (option.selected_count ?? 0)) / (results.group_count ?? 1))),
            Note: '',
          })),
        ),
        ...[...results.words]
          .sort((a, b) => b.count - a.count)
          .slice(0, 10)
          .map((word) => ({
            Group: label,
            'Answers in the group': String(results.group_count),
            Question: 'Words chosen most often',
            Answer: word.en,
            'Times chosen': tenth(word.count),
            'Margin (±, 95%)': tenth(word.margin),
            'Share of respondents (%)': '',
            Note: '',
          })),
      ];
      expect(inGroup).toEqual(expected);
    }
    // the men (differencing) and the non-binary (under the threshold) at least
    expect(hidden).toBeGreaterThanOrEqual(2);
    const gender = (option: string) => rows.filter((row) => row.Group === `How do you describe your gender: ${option}`);
    expect(gender('Man').map((row) => row.Note)).toEqual([
      'Hidden: together with figures already shown (earlier results, other groups or other surveys), it would single out fewer than 5 people.',
    ]);
  });

  it('speaks French in an XLSX, hidden groups included', async () => {
    const res = await http.get(`${EXPORTS.barometerResults}?mission=${survey.id}&format=xlsx&lang=fr`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const sheet = await xlsxSheet(res.rawPayload);
    expect(sheet.rows[0]).toEqual(['Groupe', 'Réponses dans le groupe', 'Question', 'Réponse', 'Nombre de choix', 'Marge (±, 95 %)', 'Part des répondants (%)', 'Remarque']);
    const rows = byHeader(sheet.rows);
    expect(rows[0]).toEqual(expect.objectContaining({ Groupe: 'Tout le monde', 'Réponses dans le groupe': 20 }));
    expect(rows.some((row) => row.Remarque === 'Ce groupe compte moins de 5 réponses.')).toBe(true);
  });

  it('shows nothing of a survey under the threshold', async () => {
    const small = await createSurvey(app, companyId);
    const content = await barometerContent(app, small.referral);
    const next = bodies(content, 3);
    await submitAll(app, small.referral, [next(), next(), next()]);
    const rows = byHeader(csvRecords((await http.get(`${EXPORTS.barometerResults}?mission=${small.id}&format=csv&lang=en`, { token: admin.token })).rawPayload));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row).toEqual(expect.objectContaining({ 'Answers in the group': '', 'Times chosen': '', Answer: '' }));
      expect(row.Note).toBe('The results will show once at least 5 people have answered.');
    }
  });

  it("refuses another company's survey and a company without the barometer, and records the export", async () => {
    expect((await http.get(`${EXPORTS.barometerResults}?mission=${otherSurvey.id}&format=csv`, { token: admin.token })).statusCode).toBe(404);
    const plain = await companyWithAdmin(app);
    expect((await http.get(`${EXPORTS.barometerResults}?mission=${survey.id}&format=csv`, { token: plain.admin.token })).statusCode).toBe(403);
    expect(await exportEntries(app, other.companyId)).toEqual([]);
    const entries = await exportEntries(app, companyId);
    expect(entries[0]).toEqual(
      expect.objectContaining({ actorUserId: admin.id, subject: 'REF-1 A mission', detail: expect.objectContaining({ export: 'barometer_results', format: 'csv', mission: survey.id }) }),
    );
  });
});
