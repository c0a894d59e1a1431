import type { BarometerMode, BarometerResponseBody, BarometerResultsResponse, DemographicAnswersCountResponse } from '@rapport/wire/api/barometer';
import type { BarometerSurveyResponse } from '@rapport/wire/api/barometer-admin';
import { barometerContent, bodies, submitPath } from '@rapport/api/testing/barometer';
import { appForSuite, type SuiteApp } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { openedMailsTo } from '@rapport/api/testing/email-verification';
import { createContact, questionnaireTypeId } from '@rapport/api/testing/fixtures';
import { freshIp } from '@rapport/api/testing/http';
import type { SurveyContent } from '../../src/services/barometer/submission';
import { attackCounter } from './attack-log';

/**
 * The company's admin as the attacker of its barometer's anonymity (docs/barometer-anonymity.md):
 * companies and surveys of their own, respondents answering from personal links, what the admin
 * reads (results, demographic counts) and the arithmetic they try on it. The attacks are in
 * barometer-anonymity*.attack.test.ts.
 */

/** The threshold in force unless a test sets another: no figure about fewer people is shown. */
export const K = 5;

export interface Company {
  companyId: number;
  token: string;
}
export interface Survey {
  id: number;
  referral: string;
  /** one respondent sends this body (with their own personal link for an invited survey) */
  answer: (body: BarometerResponseBody) => Promise<void>;
}

export type Counts = Pick<DemographicAnswersCountResponse, 'data'>;

/** A demographic option's count as shown (null: hidden). */
export const countOf = (data: DemographicAnswersCountResponse['data'], target: { option: number }) =>
  data.flatMap((question) => question.options).find((entry) => entry.pk === target.option)?.count ?? null;

/** A set of figures the admin was shown: how many responses, and how many chose each answer first. */
export interface View {
  label: string;
  size: number;
  first: number[];
}

export interface BarometerWorld extends SuiteApp {
  barometerType: number;
  content: SurveyContent;
  /** every answer id of the 18 questions, in the order the results list them */
  answerIds: string[];
}

/**
 * The attacker's world for the tests of the enclosing describe, built before them; `suite` names
 * the attack file's tally.
 */
export function barometerAdmin(suite: string) {
  const attacks = attackCounter(suite);
  const world = appForSuite() as BarometerWorld;

  beforeAll(async () => {
    world.barometerType = await questionnaireTypeId(world.app.database.db, 'barometer');
    const first = await newSurvey(await newCompany(), 'public');
    world.content = await barometerContent(world.app, first.referral);
    world.answerIds = world.content.questions.flatMap((question) => question.answers.map((answer) => answer.answer_id));
  });
  afterAll(() => attacks.flush());

  const tryAttack = async (name: string, run: () => Promise<boolean>) => expect(await attacks.attempt(name, run)).toBe(false);

  // ---- the company, its surveys and their respondents ------------------------------------------

  /** A company of its own for each attack: its ledger of released figures starts empty. */
  async function newCompany(): Promise<Company> {
    const { companyId, admin } = await companyWithAdmin(world.app, { supportsBarometer: true });
    return { companyId, token: admin.token };
  }

  /** A survey created from the mission form, as the admin does (the threshold of the day is promised). */
  async function newSurvey(company: Company, mode: BarometerMode, through = world.http): Promise<{ id: number; referral: string }> {
    const res = await through.post(
      '/company/mission/',
      {
        mission_name: 'Climate survey',
        reference: 'BARO-1',
        mission_description: 'How do we feel at work?',
        mission_end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        type: 'B',
        default_questionnaire_type: world.barometerType,
        barometer_mode: mode,
      },
      { token: company.token },
    );
    if (res.statusCode !== 200) throw new Error(`survey not created: ${res.statusCode} ${res.body}`);
    return { id: res.json().pk, referral: res.json().mission_referral };
  }

  let people = 0;

  /** Personal links mailed to `count` new contacts of the company: the codes, read from the mails sent. */
  async function invite(company: Company, surveyId: number, count: number): Promise<string[]> {
    const emails = Array.from({ length: count }, () => `employee.${(people += 1)}@example.org`);
    const contacts: number[] = [];
    for (const email of emails) contacts.push((await createContact(world.app.database.db, company.companyId, { email })).id);
    const res = await world.http.post(`/company/barometer_invitations/?mission=${surveyId}`, { contacts }, { token: company.token });
    if (res.statusCode !== 200 || res.json().sent !== count) throw new Error(`invitations not sent: ${res.statusCode} ${res.body}`);
    const codes: string[] = [];
    for (const email of emails) {
      const [mail] = await openedMailsTo(world.app, email);
      const code = /[?&]invitation=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (!code) throw new Error(`no personal link mailed to ${email}`);
      codes.push(code);
    }
    return codes;
  }

  /** An invited survey whose `invited` employees each answer from their own link (and their own address). */
  async function invitedSurvey(company: Company, invited = 30): Promise<Survey> {
    const survey = await newSurvey(company, 'invited');
    const codes = await invite(company, survey.id, invited);
    return {
      ...survey,
      answer: async (body) => {
        const code = codes.shift();
        if (!code) throw new Error('no personal link left');
        const res = await world.http.post(`${submitPath(survey.referral)}&invitation=${code}`, body, { ip: freshIp() });
        if (res.statusCode !== 200) throw new Error(`answer refused: ${res.statusCode} ${res.body}`);
      },
    };
  }

  /** A respondent's demographic answers: the options named (`{ d6: 'd6o1' }`), every other question its first option, so it adds no group. */
  function demographics(named: Readonly<Record<string, string>>): Record<number, number> {
    return Object.fromEntries(
      world.content.demographics.map((question) => {
        const optionId = named[question.question_id] ?? question.options[0].option_id;
        const option = question.options.find((entry) => entry.option_id === optionId);
        if (!option) throw new Error(`no option ${optionId}`);
        return [question.pk, option.pk];
      }),
    );
  }

  const option = (questionId: string, optionId: string) => {
    const question = world.content.demographics.find((entry) => entry.question_id === questionId);
    const found = question?.options.find((entry) => entry.option_id === optionId);
    if (!question || !found) throw new Error(`no option ${questionId}/${optionId}`);
    return { question: question.pk, option: found.pk };
  };

  /** `count` respondents of these demographics, their answers drawn from the seeded generator. */
  const group = (next: ReturnType<typeof bodies>, count: number, named: Readonly<Record<string, string>>) => Array.from({ length: count }, () => next(demographics(named)));

  // ---- what the admin reads ---------------------------------------------------------------------

  async function results(company: Company, surveyId: number, filter?: { question: number; option: number }): Promise<BarometerResultsResponse> {
    const res = await world.http.get(`/company/barometer_results/?mission=${surveyId}${filter ? `&question=${filter.question}&option=${filter.option}` : ''}`, { token: company.token });
    if (res.statusCode !== 200) throw new Error(`results: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  async function counts(company: Company, surveyId?: number): Promise<DemographicAnswersCountResponse> {
    const res = await world.http.get(`/response/demographic_answers_count?company=${company.companyId}${surveyId ? `&mission=${surveyId}` : ''}`, { token: company.token });
    if (res.statusCode !== 200) throw new Error(`counts: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  async function surveyFacts(company: Company, surveyId: number): Promise<BarometerSurveyResponse> {
    return (await world.http.get(`/company/barometer_survey/?mission=${surveyId}`, { token: company.token })).json();
  }

  // ---- the attacker's arithmetic ----------------------------------------------------------------

  /** Every distinct view the admin collected; null results (hidden) add nothing. */
  function collector() {
    const views = new Map<string, View>();
    return {
      views,
      async read(company: Company, surveyId: number, label: string, filter?: { question: number; option: number }): Promise<BarometerResultsResponse> {
        const body = await results(company, surveyId, filter);
        if (body.group_count !== null) {
          const first = body.questions.flatMap((question) => question.options.map((entry) => entry.first_count ?? 0));
          const key = `${body.group_count}:${first.join(',')}`;
          if (!views.has(key)) views.set(key, { label, size: body.group_count, first });
        }
        return body;
      },
    };
  }

  /** How many of these bodies chose each answer first, in the results' order. */
  function firstCounts(group: readonly BarometerResponseBody[]): number[] {
    const counts = new Map<string, number>();
    for (const body of group) for (const answer of body.first_answers.split(',')) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    return world.answerIds.map((id) => counts.get(id) ?? 0);
  }

  /** The combination Σ weight·view. */
  function combine(terms: readonly { view: View; weight: number }[]): View {
    const first = new Array<number>(world.answerIds.length).fill(0);
    let size = 0;
    for (const { view, weight } of terms) {
      size += weight * view.size;
      view.first.forEach((value, i) => (first[i] += weight * value));
    }
    return { label: terms.map(({ view, weight }) => `${weight > 0 ? '+' : ''}${weight}·[${view.label}]`).join(' '), size, first };
  }

  /**
   * What the admin tries with the views collected: every combination of up to four of them,
   * each added or subtracted up to three times, that gives fewer than K responses; the attack
   * worked when such a combination is exactly the first answers of some 1 to K - 1 of the
   * respondents (`sent`: the test knows them, the attacker knows whom the group holds). The
   * label of the first that worked, or null.
   */
  function smallGroupRevealed(views: readonly View[], sent: readonly BarometerResponseBody[]): string | null {
    const truths = new Set<string>();
    const choose = (from: number, picked: BarometerResponseBody[]) => {
      if (picked.length > 0) truths.add(`${picked.length}:${firstCounts(picked).join(',')}`);
      if (picked.length === K - 1) return;
      for (let i = from; i < sent.length; i += 1) choose(i + 1, [...picked, sent[i]]);
    };
    choose(0, []);
    const weights = [-3, -2, -1, 1, 2, 3];
    const terms: { view: View; weight: number }[] = [];
    const search = (from: number, size: number): string | null => {
      if (terms.length > 0 && size >= 1 && size < K) {
        const combined = combine(terms);
        if (combined.first.every((value) => value >= 0) && truths.has(`${combined.size}:${combined.first.join(',')}`)) return combined.label;
      }
      if (terms.length === 4) return null;
      for (let i = from; i < views.length; i += 1) {
        for (const weight of weights) {
          terms.push({ view: views[i], weight });
          const found = search(i + 1, size + weight * views[i].size);
          terms.pop();
          if (found) return found;
        }
      }
      return null;
    };
    return search(0, 0);
  }

  return Object.assign(world, { attacks, tryAttack, newCompany, newSurvey, invitedSurvey, demographics, option, group, results, counts, surveyFacts, collector, firstCounts, combine, smallGroupRevealed });
}
